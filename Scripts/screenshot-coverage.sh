#!/usr/bin/env bash
# The coverage page (strings-lint --format html) of the sample app with planted problems, in a
# real browser: the page is checked by Python's HTML parser (Scripts/check-coverage-page.py),
# then opened in headless Chromium, its filters clicked and the DOM checked after each click,
# and a screenshot taken and checked for its size and for real content
# (Scripts/coverage-in-browser.py). The screenshot is saved to OUTPUT (default
# Documentation/coverage.png, which `make coverage-screenshot` regenerates; CI passes a
# temporary file). Needs python3, chromium (apt-get install chromium) and a built strings-lint
# ($BIN, default the debug build folder, built when missing).
#   Scripts/screenshot-coverage.sh [OUTPUT.png] [WIDTH,HEIGHT]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
output=${1:-Documentation/coverage.png}
[[ $output == /* ]] || output=$root/$output
size=${2:-1100,1900}
bin=${BIN:-$(swift build --show-bin-path)}
[[ -x $bin/strings-lint ]] || swift build --product strings-lint

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The fixture's findings make the lint exit 1; the page is what matters here (its summary on
# standard error is shown only when the lint cannot run).
(cd Fixtures/lint/sample-app-planted &&
  "$bin/strings-lint" $(cat args) --format html >"$work/coverage.html" 2>"$work/lint.log") ||
  [[ $? == 1 ]] || { cat "$work/lint.log" >&2; exit 1; }
python3 Scripts/check-coverage-page.py <"$work/coverage.html" >"$work/parsed.json"
python3 -c 'import json, sys; problems = json.load(open(sys.argv[1]))["problems"]
sys.exit("coverage page: " + "; ".join(problems) if problems else 0)' "$work/parsed.json"
mkdir -p "$(dirname "$output")"
python3 Scripts/coverage-in-browser.py "$work/coverage.html" --screenshot "$work/coverage.png" \
  --size "$size"
cp "$work/coverage.png" "$output"
echo "${output#"$root"/}"
