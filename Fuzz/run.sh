#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a number of seconds.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags…]
#   TARGET: strings-parser | swift-lexer | extractor | catalog-reader   (or "build TARGET" to only build)
#
# The StringsKit sources are compiled straight into the fuzz binary with
# `swiftc -sanitize=fuzzer,address`, so only the toolchain is needed (no SwiftPM). The committed
# seeds in Fuzz/corpus/TARGET are read only; new inputs go to Fuzz/out/corpus/TARGET and crash
# reproducers to Fuzz/crashes/TARGET/ (both ignored by git). One job, one worker: the machine is
# shared. Exit status is libFuzzer's: non-zero when a property failed or the input crashed.
set -euo pipefail
cd "$(dirname "$0")/.."

only_build=0
if [ "${1:-}" = build ]; then only_build=1; shift; fi
target=${1:?usage: Fuzz/run.sh [build] TARGET SECONDS}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : $# ))

case "$target" in
  strings-parser | swift-lexer | extractor | catalog-reader) ;;
  *) echo "run.sh: unknown target '$target' (strings-parser, swift-lexer, extractor, catalog-reader)" >&2; exit 64 ;;
esac

out=Fuzz/out
# One binary holds every target (building StringsKit with the sanitizers takes minutes);
# STRINGS_FUZZ_TARGET selects one.
binary=$out/bin/strings-fuzz
mkdir -p "$out/bin" "$out/corpus/$target" "Fuzz/crashes/$target"

# Rebuild when any source is newer than the binary.
if [ ! -x "$binary" ] ||
  [ -n "$(find Sources/StringsKit Fuzz/Targets -name '*.swift' -newer "$binary" | head -1)" ]; then
  echo "building $binary"
  find Sources/StringsKit Fuzz/Targets -name '*.swift' | sort > "$out/sources.txt"
  swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name StringsFuzz \
    @"$out/sources.txt" -o "$binary" 2> "$out/build.log" || {
    cat "$out/build.log" >&2
    exit 1
  }
fi
[ "$only_build" = 1 ] && exit 0

dictionary=()
[ -f "Fuzz/dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/dictionaries/$target.dict")

# The Swift runtime's backtracer can stall on a crash inside a sanitized binary.
export SWIFT_BACKTRACE=enable=no
export STRINGS_FUZZ_TARGET=$target
# Leak checking is off: CoreFoundation leaks its error objects when an XML or old-style property
# list fails to parse (PropertyListSerialization), which is not ours to fix. ASan's own check at
# exit is switched off for the same reason.
export ASAN_OPTIONS=detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}
exec "$binary" -max_total_time="$seconds" -timeout=10 -detect_leaks=0 -rss_limit_mb=2048 -max_len=16384 \
  -print_final_stats=1 -artifact_prefix="Fuzz/crashes/$target/" "${dictionary[@]}" "$@" \
  "$out/corpus/$target" "Fuzz/corpus/$target"
