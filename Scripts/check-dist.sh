#!/usr/bin/env bash
# Builds the release tarball with `make dist`, checks its SHA-256 files and its size, installs it
# into a temporary prefix and runs each tool from there with nothing but /usr/bin:/bin on PATH:
# --version, --help and a small real job on a copy of the sample app, each tool being a link to
# the one stripped executable strings-tools, which refuses any other name (exit 2). Then checks
# that `make install DESTDIR=…` and `make uninstall` put every file and link in place and take
# every one away again. Needs a release build (a few minutes from scratch).
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tools=(strings-gen strings-lint strings-merge)
multi=strings-tools
# The download's goal, in bytes (see Documentation/performance.md).
max_tarball=$((25 * 1000 * 1000))
fail() {
  echo "$*" >&2
  exit 1
}

make dist DISTDIR="$work/dist" >"$work/dist.log" 2>&1 || { cat "$work/dist.log"; exit 1; }
tarball=$(ls "$work"/dist/strings-tools-*.tar.xz)
name=$(basename "$tarball" .tar.xz)
(cd "$work/dist" && sha256sum -c "$name.tar.xz.sha256")
size=$(wc -c <"$tarball")
((size <= max_tarball)) || fail "$name.tar.xz is $size bytes, more than $max_tarball"
echo "$name.tar.xz: $size bytes"

mkdir "$work/unpacked" "$work/prefix"
tar -C "$work/unpacked" -xJf "$tarball"
(cd "$work/unpacked/$name" && sha256sum --quiet -c SHA256SUMS)
for file in LICENSE README.md Documentation/rules.md Documentation/reference/strings-gen.md; do
  [[ -f "$work/unpacked/$name/$file" ]] || fail "missing $file in $name"
done
# Every page the README links is in the tarball beside it.
links=$(grep -o '](Documentation/[^)#]*' "$work/unpacked/$name/README.md" | sed 's/^](//' | sort -u)
for page in $links; do
  [[ -f "$work/unpacked/$name/$page" ]] || fail "README.md links $page, which is not in $name"
done
cp -R "$work/unpacked/$name/bin" "$work/unpacked/$name/share" "$work/prefix/"
bin=$work/prefix/bin

# One executable, stripped; its debug information beside the tarball, not in it.
[[ -f $bin/$multi && ! -L $bin/$multi ]] || fail "bin/$multi is not a file"
if [[ $(uname -s) == Linux ]]; then
  # Each output is read whole before it is searched: `cmd | grep -q` under pipefail fails when
  # grep stops reading early.
  sections=$(readelf -S "$bin/$multi")
  [[ $sections != *.symtab* && $sections != *.debug_info* ]] || fail "bin/$multi is not stripped"
  [[ $sections == *.gnu_debuglink* ]] || fail "bin/$multi has no debug link"
  [[ $(readelf --string-dump=.gnu_debuglink "$bin/$multi") == *"$name.debug"* ]] \
    || fail "bin/$multi has no debug link to $name.debug"
  [[ -s $work/dist/$name.debug ]] || fail "no $name.debug beside the tarball"
  [[ $(readelf -S "$work/dist/$name.debug") == *.debug_info* ]] \
    || fail "$name.debug holds no debug information"
  [[ $(ldd "$bin/$multi" 2>&1 || true) != *libswiftCore* ]] \
    || fail "$multi is linked against the shared Swift runtime"
fi

# Each tool, as a link to it, run as a user runs it: no toolchain on PATH or in the
# environment (a static binary needs none), in a copy of the sample app.
version=$(sed -n 's/.*current = "\(.*\)"/\1/p' Sources/StringsCLI/Version.swift)
cp -R Fixtures/sample-app "$work/app"
run() { (cd "$work/app" && env -i PATH=/usr/bin:/bin "$@"); }
for tool in "${tools[@]}"; do
  [[ $(readlink "$bin/$tool") == "$multi" ]] || fail "bin/$tool is not a link to $multi"
  out=$(run "$bin/$tool" --version)
  [[ $out == "$tool $version" ]] || fail "$tool --version printed '$out'"
  [[ $(run "$bin/$tool" --help) == *"USAGE: $tool "* ]] || fail "$tool --help does not show its usage"
  for file in "share/man/man1/$tool.1" "share/bash-completion/completions/$tool" \
    "share/zsh/site-functions/_$tool" "share/fish/vendor_completions.d/$tool.fish"; do
    [[ -s "$work/prefix/$file" ]] || fail "missing $file"
  done
  if command -v man >/dev/null; then
    [[ $(MANPATH="$work/prefix/share/man" man -P cat "$tool" 2>/dev/null) == *"$tool"* ]] \
      || fail "man $tool found nothing in the installed prefix"
  fi
  echo "$tool: installed from $name.tar.xz, --version: $out"
done

# A real job each, on the sample app: generate the English table, lint every language against
# it, check that every language is in step.
# (strings-gen warns about the sample's one call whose argument is not a literal.)
run "$bin/strings-gen" --utf8 --method localized -o Generated/en.lproj Sources 2>/dev/null
cmp "$work/app/Generated/en.lproj/Localizable.strings" "$work/app/Resources/en.lproj/Localizable.strings" \
  || fail "strings-gen did not write the sample app's English table"
out=$(run "$bin/strings-lint" Resources 2>&1) || fail "strings-lint failed on the sample app: $out"
[[ $out == *"3 files checked, no problems found"* ]] || fail "strings-lint printed: $out"
out=$(run "$bin/strings-merge" --check Resources 2>&1) || fail "strings-merge --check failed: $out"
echo "strings-gen, strings-lint and strings-merge did their jobs on the sample app"

# Under its own name it says what it is; under any other name it refuses with exit 2.
[[ $(run "$bin/$multi" --version) == "$multi $version" ]] || fail "$multi --version"
[[ $(run "$bin/$multi" --help) == *strings-gen* ]] || fail "$multi --help does not name the tools"
ln -s "$multi" "$bin/strings-other"
status=0
run "$bin/strings-other" --version >"$work/out" 2>"$work/err" || status=$?
[[ $status == 2 && ! -s $work/out ]] || fail "strings-other exited $status, printing $(cat "$work/out")"
grep -qF "$multi: called as 'strings-other'; it runs only as one of strings-gen, strings-lint, strings-merge" \
  "$work/err" || fail "strings-other printed: $(cat "$work/err")"
rm "$bin/strings-other"
echo "$multi: --version and --help under its own name, exit 2 under another"

# make install / uninstall into a staging folder: the same files and links, then none.
make install DESTDIR="$work/stage" PREFIX=/opt/strings >/dev/null
listing() { (cd "$1" && find . ! -type d -printf '%p %y %l\n' | sort); }
installed=$(listing "$work/stage/opt/strings")
expected=$(listing "$work/prefix")
[[ $installed == "$expected" ]] || { echo "make install differs from the tarball:"; diff <(echo "$expected") <(echo "$installed"); exit 1; }
make uninstall DESTDIR="$work/stage" PREFIX=/opt/strings >/dev/null
left=$(find "$work/stage" ! -type d)
[[ -z $left ]] || fail "make uninstall left: $left"
echo "make install and make uninstall (DESTDIR) agree with the tarball"
