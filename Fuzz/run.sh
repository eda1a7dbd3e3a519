#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a number of seconds.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags…]
#   TARGET: strings-parser | swift-lexer | extractor | stringsdict-parser | catalog-reader | gen-differential | xliff-reader
#           | xliff-import | binary-plist (or "build TARGET" to only build, "seeds TARGET DIR" to only copy the seeds into DIR)
#
# The StringsKit sources are compiled straight into the fuzz binary with
# `swiftc -sanitize=fuzzer,address`, so only the toolchain is needed (no SwiftPM). The seeds are
# the target's inputs in Fixtures/, copied at each run into Fuzz/out/seeds/TARGET (libFuzzer reads
# folders), and the fuzz-only seeds committed in Fuzz/corpus/TARGET; both are read only. New
# inputs go to Fuzz/out/corpus/TARGET and crash reproducers to Fuzz/crashes/TARGET/ (all ignored
# by git). One job, one worker: the machine is
# shared. Exit status is libFuzzer's: non-zero when a property failed or the input crashed.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=run
if [ "${1:-}" = build ] || [ "${1:-}" = seeds ]; then mode=$1; shift; fi
target=${1:?usage: Fuzz/run.sh [build] TARGET SECONDS | Fuzz/run.sh seeds TARGET DIR}
seed_folder=
if [ "$mode" = seeds ]; then seed_folder=${2:?usage: Fuzz/run.sh seeds TARGET DIR}; fi
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : $# ))

case "$target" in
  strings-parser | swift-lexer | extractor | stringsdict-parser | catalog-reader | gen-differential | xliff-reader \
    | xliff-import | binary-plist) ;;
  *)
    echo "run.sh: unknown target '$target' (strings-parser, swift-lexer, extractor," \
      "stringsdict-parser, catalog-reader, gen-differential, xliff-reader, xliff-import, binary-plist)" >&2
    exit 64
    ;;
esac

# Copies the target's Fixtures/ inputs into the folder $1 (emptied first), named after where they
# come from so that files of the same name in two fixture folders stay apart.
copy_seeds() {
  local folder=$1 kind file
  rm -rf "$folder"
  mkdir -p "$folder"
  case "$target" in
    strings-parser)
      for kind in ok err writer; do
        for file in Fixtures/strings/$kind/*.strings; do cp "$file" "$folder/$kind-${file##*/}"; done
      done ;;
    swift-lexer)
      for kind in ok err; do
        for file in Fixtures/lexer/$kind/*.swift; do cp "$file" "$folder/$kind-${file##*/}"; done
      done ;;
    extractor | gen-differential)
      for file in Fixtures/extract/*/input.swift; do
        kind=${file%/input.swift}
        cp "$file" "$folder/${kind##*/}-input.swift"
      done ;;
    stringsdict-parser)
      for kind in ok bad; do
        for file in Fixtures/stringsdict/$kind/*.stringsdict; do cp "$file" "$folder/$kind-${file##*/}"; done
      done ;;
    catalog-reader)
      for file in Fixtures/catalog/bad/*.xcstrings; do cp "$file" "$folder/bad-${file##*/}"; done ;;
    xliff-reader | xliff-import)
      # Each fixture's XLIFF files, named after the fixture and their place in it.
      while IFS= read -r file; do
        kind=${file#Fixtures/xliff/}
        cp "$file" "$folder/${kind//\//-}"
      done < <(find Fixtures/xliff -name '*.xliff' | sort) ;;
    binary-plist)
      # The binary tables among the fixtures (compiled output and .strings inputs).
      while IFS= read -r file; do
        kind=${file#Fixtures/}
        cp "$file" "$folder/${kind//\//-}"
      done < <(grep -rl --include='*.strings' --include='*.stringsdict' '^bplist0' Fixtures | sort) ;;
  esac
}

if [ "$mode" = seeds ]; then
  copy_seeds "$seed_folder"
  exit 0
fi

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
[ "$mode" = build ] && exit 0

copy_seeds "$out/seeds/$target"
committed=()
[ -d "Fuzz/corpus/$target" ] && committed=("Fuzz/corpus/$target")

dictionary=()
[ -f "Fuzz/dictionaries/$target.dict" ] && dictionary=(-dict="Fuzz/dictionaries/$target.dict")

# The Swift runtime's backtracer can stall on a crash inside a sanitized binary.
export SWIFT_BACKTRACE=enable=no
export STRINGS_FUZZ_TARGET=$target
# Leak checking is off: CoreFoundation leaks its error objects when an XML or old-style property
# list fails to parse (PropertyListSerialization), which is not ours to fix. ASan's own check at
# exit is switched off for the same reason.
export ASAN_OPTIONS=detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}
# With FUZZ_SHARED_SEEDS=1 the differential target also starts from the real Swift sources of
# the shared corpus (read only; libFuzzer writes new inputs to the first folder only). Off by
# default: loading those 1,115 files takes a 60-second run's whole budget on a busy machine.
seeds=()
if [ "$target" = gen-differential ] && [ "${FUZZ_SHARED_SEEDS:-0}" = 1 ] && [ -d ../shared/corpus/swift ]; then
  seeds=(../shared/corpus/swift)
fi
exec "$binary" -max_total_time="$seconds" -timeout=10 -detect_leaks=0 -rss_limit_mb=2048 -max_len=16384 \
  -print_final_stats=1 -artifact_prefix="Fuzz/crashes/$target/" "${dictionary[@]}" "$@" \
  "$out/corpus/$target" "$out/seeds/$target" "${committed[@]}" "${seeds[@]}"
