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

# The README's SwiftPM snippet, as written, in a package beside a clone of this repository:
# SwiftPM names a dependency by the last part of its path or URL, not by its manifest, so the
# snippet resolves from a folder named strings-tools and by URL on branch main, and from a
# folder named otherwise only with package: set by that rule (the README says so). Only the
# package graph is loaded (show-dependencies checks the plugin's product and package names).
snippet=$(awk '/^### SwiftPM/ { on = 1 } on && /^```swift$/ { copy = 1; next }
  copy && /^```$/ { exit } copy { print }' README.md)
[[ $snippet == *'package: "strings-tools"'* ]] || { echo "no SwiftPM snippet in README" >&2; exit 1; }
git clone -q --bare "$root" "$work/remote/strings-tools.git"
git -C "$work/remote/strings-tools.git" update-ref refs/heads/main "$(git -C "$root" rev-parse HEAD)"
# consumer FOLDER SNIPPET: a package using SNIPPET in $work/FOLDER/app, its graph loaded.
consumer() {
  local app=$work/$1/app
  mkdir -p "$app/Sources/App/Resources/en.lproj"
  echo 'let app = 1' >"$app/Sources/App/App.swift"
  echo '"a" = "A";' >"$app/Sources/App/Resources/en.lproj/Localizable.strings"
  printf '// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n  name: "App", defaultLocalization: "en",\n%s\n)\n' \
    "$2" >"$app/Package.swift"
  swift package --package-path "$app" --scratch-path "$work/$1/scratch" show-dependencies
}
git clone -q "$work/remote/strings-tools.git" "$work/named/strings-tools"
run 0 consumer named "$snippet"
has "strings-tools<$work/named/strings-tools"
git clone -q "$work/remote/strings-tools.git" "$work/renamed/tools"
run 1 consumer renamed "${snippet//..\/strings-tools/..\/tools}"
has "product 'StringsLintBuildPlugin' required by package 'app' target 'App' not found in package 'strings-tools'"
rm -rf "$work/renamed/app"
renamed=${snippet//..\/strings-tools/..\/tools}
run 0 consumer renamed "${renamed//package: \"strings-tools\"/package: \"tools\"}"
has "tools<$work/renamed/tools"
by_url='.package(url: "file://'"$work"'/remote/strings-tools.git", branch: "main"),'
run 0 consumer url "$(sed -e '/\.package(path:/d' \
  -e 's|// or: \.package(url: "https://…/strings-tools.git", branch: "main")|'"$by_url"'|' <<<"$snippet")"
has "resolved at main"
has "strings-tools<$work/remote/strings-tools.git"
echo "SwiftPM snippet: resolves by path, from a renamed clone per the identity rule, and by URL"

greeter=Sources/Greeter/Resources
broken=Sources/Broken/Resources
missing="$greeter/de.lproj/Localizable.strings:1:1: warning: missing translation for \"Goodbye\" [missing-key]"
syntax="$broken/fr.lproj/Localizable.strings:2:18: error: missing ';' after the value of \"Title\" [syntax]"

# The command plugins: paths relative to the package, the tools' own exit statuses.
run 1 package strings-lint
has "$missing"
has "$syntax"
has "strings-lint: 5 files checked: 1 error, 1 warning"
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

# The symbols plugin: the accessors generated from the target's table compile, and the program
# using them prints the table's values; a key added to the table is an accessor at the next build.
run 0 swift run --package-path "$fixture" --scratch-path "$scratch" Welcome
has "Welcome aboard"
has "Hello, Ada!"
has "3 files"
table=$fixture/Sources/Welcome/Resources/en.lproj/Localizable.strings
cp "$table" "$work/welcome.strings"
printf '"farewell" = "Goodbye";\n' >>"$table"
sed -i.orig 's/print(String.files(3))/print(String.files(3)); print(String.farewell)/' \
  "$fixture/Sources/Welcome/main.swift"
code=0
swift run --package-path "$fixture" --scratch-path "$scratch" Welcome >"$work/out" 2>&1 || code=$?
cp "$work/welcome.strings" "$table"
mv "$fixture/Sources/Welcome/main.swift.orig" "$fixture/Sources/Welcome/main.swift"
[[ $code == 0 ]] || { echo "the new key gave no accessor" >&2; cat "$work/out" >&2; exit 1; }
has "Goodbye"
git -C "$root" diff --quiet -- "$fixture" || { echo "the symbols check changed the fixture" >&2; exit 1; }
echo "plugins: swift package strings-lint|strings-merge|strings-gen and swift build (lint, symbols) report as expected"
