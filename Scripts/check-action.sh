#!/usr/bin/env bash
# Runs the GitHub Action's steps locally (Scripts/run-action.py) on copies of the sample app:
# clean, with planted problems, with a baseline, with warnings only (strict off and on) and
# with a bad input, checking the exit status and the annotations. The action's build step is a
# release build, shared with `make dist` when that ran first.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run STATUS FOLDER [--input NAME=VALUE ...]: the action's output, or a failure on another status.
run() {
  local status=$1 folder=$2 code=0
  shift 2
  (cd "$folder" && "$root/Scripts/run-action.py" "$@") >"$work/out" 2>&1 || code=$?
  if [[ $code != "$status" ]]; then
    echo "expected status $status, got $code, from run-action.py $* in $folder:" >&2
    cat "$work/out" >&2
    exit 1
  fi
}
has() {
  grep -qF -- "$1" "$work/out" || { echo "missing: $1" >&2; cat "$work/out" >&2; exit 1; }
}

cp -R Fixtures/sample-app "$work/clean"
run 0 "$work/clean"
has "::add-matcher::$root/.github/strings-tools-matcher.json"
has "strings-lint: 3 files checked, no problems found"

cp -R Fixtures/lint/sample-app-planted "$work/planted"
run 1 "$work/planted" --input paths=Resources
has "::error file=Resources/es.lproj/Localizable.strings,line=14,col=17,title=syntax::missing ';' after the value of \"Done\""
has "::warning file=Resources/nl.lproj/Localizable.strings,line=1,col=1,title=missing-key::missing translation for \"History\""

# The README's baseline workflow: record once, then only new findings fail.
(cd "$work/planted" && "$root/.build/release/strings-lint" --write-baseline lint-baseline.json Resources 2>/dev/null)
run 0 "$work/planted" --input paths=Resources --input baseline=lint-baseline.json
has "hidden by the baseline"

# Warnings only: a stale key in Spanish.
cp -R Fixtures/sample-app "$work/warnings"
printf '"Old" = "Viejo";\n' >>"$work/warnings/Resources/es.lproj/Localizable.strings"
run 0 "$work/warnings" --input strict=false
has "::warning file=Resources/es.lproj/Localizable.strings"
run 1 "$work/warnings" --input strict=true --input "paths=Resources/es.lproj Resources/en.lproj"
has "::error file=Resources/es.lproj/Localizable.strings"
run 0 "$work/warnings" --input reference=es --input paths=Resources
run 2 "$work/warnings" --input strict=yes
has "::error title=strings-lint::the input 'strict' must be true or false, not 'yes'"
echo "the action's steps ran locally: annotations, strict, baseline, reference and paths as expected"
