#!/usr/bin/env bash
# Builds the release tarball with `make dist`, checks its SHA-256 files, installs it into a
# temporary prefix and runs each tool's --version from there with nothing but /usr/bin:/bin on
# PATH; then checks that `make install DESTDIR=…` and `make uninstall` put every file in place
# and take every one away again. Needs a release build (a few minutes from scratch).
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tools=(strings-gen strings-lint strings-merge)

make dist DISTDIR="$work/dist" >"$work/dist.log" 2>&1 || { cat "$work/dist.log"; exit 1; }
tarball=$(ls "$work"/dist/strings-tools-*.tar.gz)
name=$(basename "$tarball" .tar.gz)
(cd "$work/dist" && sha256sum -c "$name.tar.gz.sha256")

mkdir "$work/unpacked" "$work/prefix"
tar -C "$work/unpacked" -xzf "$tarball"
(cd "$work/unpacked/$name" && sha256sum --quiet -c SHA256SUMS)
for file in LICENSE README.md; do
  [[ -f "$work/unpacked/$name/$file" ]] || { echo "missing $file in $name" >&2; exit 1; }
done
cp -R "$work/unpacked/$name/bin" "$work/unpacked/$name/share" "$work/prefix/"

version=$(sed -n 's/.*current = "\(.*\)"/\1/p' Sources/StringsCLI/Version.swift)
for tool in "${tools[@]}"; do
  # No toolchain on PATH or in the environment: a static binary needs none.
  out=$(env -i PATH=/usr/bin:/bin "$work/prefix/bin/$tool" --version)
  [[ $out == "$tool $version" ]] || { echo "$tool --version printed '$out'" >&2; exit 1; }
  if [[ $(uname -s) == Linux ]] && ldd "$work/prefix/bin/$tool" 2>/dev/null | grep -q libswiftCore; then
    echo "$tool is linked against the shared Swift runtime" >&2
    exit 1
  fi
  for file in "share/man/man1/$tool.1" "share/bash-completion/completions/$tool" \
    "share/zsh/site-functions/_$tool" "share/fish/vendor_completions.d/$tool.fish"; do
    [[ -s "$work/prefix/$file" ]] || { echo "missing $file" >&2; exit 1; }
  done
  if command -v man >/dev/null; then
    MANPATH="$work/prefix/share/man" man -P cat "$tool" 2>/dev/null | grep -q "$tool" \
      || { echo "man $tool found nothing in the installed prefix" >&2; exit 1; }
  fi
  echo "$tool: installed from $name.tar.gz, --version: $out"
done

# make install / uninstall into a staging folder: the same files, then none.
make install DESTDIR="$work/stage" PREFIX=/opt/strings >/dev/null
installed=$(cd "$work/stage/opt/strings" && find . -type f | sort)
expected=$(cd "$work/prefix" && find . -type f | sort)
[[ $installed == "$expected" ]] || { echo "make install differs from the tarball:"; diff <(echo "$expected") <(echo "$installed"); exit 1; }
make uninstall DESTDIR="$work/stage" PREFIX=/opt/strings >/dev/null
left=$(find "$work/stage" -type f)
[[ -z $left ]] || { echo "make uninstall left: $left" >&2; exit 1; }
echo "make install and make uninstall (DESTDIR) agree with the tarball"
