#!/usr/bin/env bash
# Runs this repository's pre-commit hooks with `pre-commit try-repo` (uncommitted changes
# included) in a fixture repository: a copy of the sample app, where both hooks pass; then
# with a translation that breaks the syntax and a key the reference gained, where both fail
# and say why. pre-commit builds the tools in release mode on first use (a few minutes).
# Skips with a message when pre-commit is not installed (pip install pre-commit).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
if ! command -v pre-commit >/dev/null; then
  echo "skipped: pre-commit is not installed (pip install pre-commit)"
  exit 0
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME=${PRE_COMMIT_HOME:-$work/cache}
repo=$work/app
cp -R Fixtures/sample-app "$repo"
cd "$repo"
git init -q && git add -A
git -c user.name=ci -c user.email=ci@example.invalid commit -qm "sample app"

# Runs every hook over the fixture and prints the output; fails unless pre-commit exits $1.
# One try-repo per state: from a clean checkout both reuse one environment (one build).
expect() {
  local status=$1 out code=0
  out=$(pre-commit try-repo "$root" --all-files --color never 2>&1) || code=$?
  if [[ $code != "$status" ]]; then
    printf 'expected status %s from pre-commit, got %s:\n%s\n' "$status" "$code" "$out" >&2
    exit 1
  fi
  printf '%s\n' "$out"
}

expect 0 >"$work/clean"
grep -q "^strings-lint\.*Passed" "$work/clean"
grep -q "^strings-merge --check\.*Passed" "$work/clean"

# A translation loses its ';', and the reference gains a key no language has.
sed -i.bak 's/^"Done" = "Hecho";/"Done" = "Hecho"/' Resources/es.lproj/Localizable.strings
printf '\n/* New */\n"Pause" = "Pause";\n' >>Resources/en.lproj/Localizable.strings
rm Resources/es.lproj/Localizable.strings.bak
git add -A
expect 1 >"$work/broken"
cat "$work/broken"
grep -q "^Resources/es.lproj/Localizable.strings:11:17: error: missing ';' after the value of \"Done\" \[syntax\]" "$work/broken"
grep -q "^strings-lint\.*Failed" "$work/broken"
grep -q "^Resources/nl.lproj/Localizable.strings: added \"Pause\"" "$work/broken"
grep -q "^strings-merge --check\.*Failed" "$work/broken"
echo "pre-commit try-repo: both hooks pass on the sample app and fail on the broken copy"
