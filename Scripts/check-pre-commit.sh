#!/usr/bin/env bash
# Runs this repository's pre-commit hooks with `pre-commit try-repo` (uncommitted changes
# included) in a fixture repository: a copy of the sample app, where both hooks pass; then
# with a translation that breaks the syntax and a key the reference gained, where both fail
# and say why. pre-commit builds the tools in release mode on first use (a few minutes).
# Skips with a message when pre-commit is not installed (pip install pre-commit).
#
# With STRINGS_RELEASE_BIN set to the bin folder of a release build of this checkout (what
# `make dist` built, as .ci/run does), pre-commit's build command is answered with those tools
# instead of a second release build: a `swift` in front of PATH checks that the command is the
# one pre-commit's swift language runs and that the package it names has the same sources,
# then copies the tools to where pre-commit runs them from.
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
if [[ -n ${STRINGS_RELEASE_BIN:-} ]]; then
  for tool in strings-gen strings-lint strings-merge; do
    [[ -x $STRINGS_RELEASE_BIN/$tool ]] || { echo "no $tool in $STRINGS_RELEASE_BIN" >&2; exit 1; }
  done
  mkdir "$work/shim"
  cat >"$work/shim/swift" <<SHIM
#!/usr/bin/env bash
# pre-commit's swift language: swift build --package-path PACKAGE -c release --build-path BUILD
if [[ \$# == 7 && \$1 == build && \$2 == --package-path && \$4 == -c && \$5 == release \\
  && \$6 == --build-path ]]; then
  if ! diff -rq "\$3/Sources" "$root/Sources" >&2 || ! cmp "\$3/Package.swift" "$root/Package.swift" >&2
  then
    echo "the hooks' package \$3 has other sources than $root" >&2
    exit 1
  fi
  mkdir -p "\$7/release"
  cp "$STRINGS_RELEASE_BIN"/strings-gen "$STRINGS_RELEASE_BIN"/strings-lint \\
    "$STRINGS_RELEASE_BIN"/strings-merge "\$7/release/"
  echo "pre-commit's release build: reused $STRINGS_RELEASE_BIN" >>"$work/reused"
  exit 0
fi
exec "$(command -v swift)" "\$@"
SHIM
  chmod +x "$work/shim/swift"
  export PATH=$work/shim:$PATH
fi
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
if [[ -n ${STRINGS_RELEASE_BIN:-} ]]; then
  # The shim answered pre-commit's builds (one from a clean checkout, one per try-repo with
  # uncommitted changes), or the tools that ran were not the release build's.
  [[ -s $work/reused ]] || { echo "pre-commit did not ask for a build of the hooks" >&2; exit 1; }
fi
echo "pre-commit try-repo: both hooks pass on the sample app and fail on the broken copy"
