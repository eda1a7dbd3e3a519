#!/usr/bin/env bash
# Renders the coverage page of the sample app with planted problems in headless Chromium and
# saves a screenshot (default Documentation/coverage.png), to look at the page in a real
# browser. Needs chromium (apt-get install chromium) and a built strings-lint ($BIN, default
# the debug build folder).
#   Scripts/screenshot-coverage.sh [OUTPUT.png] [WIDTH,HEIGHT]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
output=${1:-Documentation/coverage.png}
size=${2:-1100,1900}
bin=${BIN:-$(swift build --show-bin-path)}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
[[ -n $browser ]] || { echo "chromium is not installed (apt-get install chromium)" >&2; exit 2; }
[[ -x $bin/strings-lint ]] || swift build --product strings-lint

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd Fixtures/lint/sample-app-planted &&
  "$bin/strings-lint" $(cat args) --format html >"$work/coverage.html") || true
mkdir -p "$(dirname "$output")"
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-color-profile=srgb \
  --window-size="$size" --screenshot="$work/coverage.png" "file://$work/coverage.html" \
  >"$work/chromium.log" 2>&1 || { cat "$work/chromium.log" >&2; exit 1; }
cp "$work/coverage.png" "$root/$output"
echo "$output"
