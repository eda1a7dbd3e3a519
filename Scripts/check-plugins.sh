#!/usr/bin/env bash
# Uses the SwiftPM plugins the way a package that depends on this one does: the fixture
# Fixtures/plugin-package depends on this repository by path. Runs the command plugins
# (`swift package strings-lint|strings-merge|strings-gen`) and `swift build` with the build-tool
# plugin, and checks the exit statuses and the diagnostics. Its build folder is
# .build/plugin-package; the first run builds this package's tools in debug mode once.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
fixture=$root/Fixtures/plugin-package
scratch=$root/.build/plugin-package
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run STATUS COMMAND...: the command's output (both streams) in $work/out, or a failure.
run() {
  local status=$1 code=0
  shift
  "$@" >"$work/out" 2>&1 || code=$?
  if [[ $code != "$status" ]]; then
    echo "expected status $status, got $code, from: $*" >&2
    cat "$work/out" >&2
    exit 1
  fi
}
has() {
  grep -qF -- "$1" "$work/out" || { echo "missing: $1" >&2; cat "$work/out" >&2; exit 1; }
}
lacks() {
  ! grep -qF -- "$1" "$work/out" || { echo "unexpected: $1" >&2; cat "$work/out" >&2; exit 1; }
}
package() { swift package --package-path "$fixture" --scratch-path "$scratch" "$@"; }
build() { swift build --package-path "$fixture" --scratch-path "$scratch" "$@"; }

greeter=Sources/Greeter/Resources
broken=Sources/Broken/Resources
missing="$greeter/de.lproj/Localizable.strings:1:1: warning: missing translation for \"Goodbye\" [missing-key]"
syntax="$broken/fr.lproj/Localizable.strings:2:18: error: missing ';' after the value of \"Title\" [syntax]"

# The command plugins: paths relative to the package, the tools' own exit statuses.
run 1 package strings-lint
has "$missing"
has "$syntax"
has "strings-lint: 4 files checked: 1 error, 1 warning"
run 0 package strings-lint --target Greeter
has "$missing"
lacks "$broken"
run 1 package strings-lint --strict --target Greeter
has "${missing/warning:/error:}"

# Tools that write ask for permission first.
run 1 package strings-merge --check --target Greeter
has "wants permission to write to the package directory"
run 1 package --allow-writing-to-package-directory strings-merge --check --target Greeter
has "de: 1 added, 1 kept, 0 stale, 0 pruned"
run 0 package --allow-writing-to-package-directory strings-merge --dry-run --target Greeter
has '+"Goodbye" = "Goodbye";'
run 0 package --allow-writing-to-package-directory strings-gen --utf8 -o "$work/en.lproj" \
  --target Greeter
grep -qF '"Goodbye" = "Goodbye";' "$work/en.lproj/Localizable.strings"
grep -qF '"Hello, %@!" = "Hello, %@!";' "$work/en.lproj/Localizable.strings"
git -C "$root" diff --quiet -- "$fixture" || { echo "a plugin changed the fixture" >&2; exit 1; }

# The build-tool plugin: absolute paths, warnings keep the build going, errors stop it.
touch "$fixture/$greeter"/*.lproj/*.strings "$fixture/$broken"/*.lproj/*.strings
run 0 build --target Greeter
has "$fixture/$missing"
run 1 build --target Broken
has "$fixture/$syntax"
run 1 build
has "$fixture/$syntax"
echo "plugins: swift package strings-lint|strings-merge|strings-gen and swift build report as expected"
