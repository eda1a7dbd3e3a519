#!/bin/sh
# `make demo`: generate the sample app's English table, show it, then lint every language.
# Works on a copy, so the committed sample stays as it is. BIN is the folder of the binaries.
set -eu
BIN=$(cd "${BIN:-.build/release}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$(dirname "$0")/." "$work/"
rm -rf "$work/Resources/en.lproj"
cd "$work"

# Shows each command as a user would type it (tool names without the build folder).
run() {
  shown=$(printf '%s ' "$@" | sed "s|$BIN/||g")
  printf '\n$ %s\n' "$shown"
  "$@" 2>&1
}

run "$BIN/strings-gen" --utf8 --method localized -o Resources/en.lproj Sources
run cat Resources/en.lproj/Localizable.strings
run "$BIN/strings-lint" Resources
run "$BIN/strings-merge" --check Resources
