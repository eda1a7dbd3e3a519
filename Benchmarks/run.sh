#!/bin/sh
# `make bench`: speed and memory of the three tools against rg, xgettext and plutil, measured in
# one run on the same files so that the ratios mean something on a shared, noisy machine.
# BIN is the folder holding the release binaries (the Makefile passes it).
set -eu
cd "$(dirname "$0")/.."

# Peers are optional: install them when the package manager allows it, otherwise skip them.
missing=""
command -v rg >/dev/null 2>&1 || missing="$missing ripgrep"
command -v xgettext >/dev/null 2>&1 || missing="$missing gettext"
if [ -n "$missing" ] && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "installing$missing for comparison ..."
  (apt-get install -y -qq $missing || (apt-get update -qq && apt-get install -y -qq $missing)) \
    >/dev/null 2>&1 || echo "could not install$missing; those comparisons are skipped"
fi

exec python3 Benchmarks/bench.py --bin "${BIN:-.build/release}" --shared "${SHARED:-../shared}" \
  --only "${BENCH_ONLY:-}"
