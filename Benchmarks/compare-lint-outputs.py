#!/usr/bin/env python3
"""Records what strings-lint prints on the shared .strings and .stringsdict corpora and on the
fixtures (every rule, every output format, the syntax rule alone, and `--dump` of each table, which
shows exactly what the parser read), and on an app's tables with their reference language
(brave-ios, alone and with --sources), and compares a later build's results with a recording,
byte for byte. The lint counterpart of compare-outputs.py: speed work on the parser and the
rules must not change a single byte.

    python3 Benchmarks/compare-lint-outputs.py --bin .build/release record /tmp/lint-before
    python3 Benchmarks/compare-lint-outputs.py --bin .build/release check /tmp/lint-before
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
compare_outputs = __import__("compare-outputs")  # record_or_check(tool, record)


def transcript(command, cwd):
    proc = subprocess.run(command, cwd=cwd, capture_output=True)
    return (b"status: %d\n--- stdout\n" % proc.returncode + proc.stdout + b"--- stderr\n"
            + proc.stderr)


def write(destination, name, data):
    path = os.path.join(destination, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def table_files(folder):
    return sorted(os.path.relpath(os.path.join(d, f), folder) for d, _, fs in os.walk(folder)
                  for f in fs if f.endswith((".strings", ".stringsdict")))


def record(lint, destination, shared):
    os.makedirs(destination, exist_ok=True)
    rules = [line.split()[0] for line in
             subprocess.run([lint, "--list-rules"], capture_output=True, text=True).stdout
             .splitlines() if line]
    syntax_only = [arg for rule in rules if rule != "syntax" for arg in ("--disable", rule)]
    folders = [("corpus-strings", os.path.join(shared, "corpus", "strings")),
               ("corpus-stringsdict", os.path.join(shared, "corpus", "stringsdict")),
               ("fixtures-strings", os.path.join(ROOT, "Fixtures", "strings")),
               ("fixtures-stringsdict", os.path.join(ROOT, "Fixtures", "stringsdict")),
               ("fixtures-lint", os.path.join(ROOT, "Fixtures", "lint")),
               # An app's tables with their reference language, as a team lints them: the
               # cross-language rules run on every language, and --sources on the code.
               ("app-brave-ios", os.path.join(shared, "corpus", "swift", "brave-ios"))]
    for name, folder in folders:
        if not os.path.isdir(folder):
            print(f"{name}: skipped, not found at {folder}")
            continue
        for fmt in ("text", "json", "sarif"):
            write(destination, f"{name}/all-{fmt}.txt",
                  transcript([lint, "--enable", "untranslated", "--format", fmt, "."], folder))
        write(destination, f"{name}/syntax.txt", transcript([lint] + syntax_only + ["."], folder))
        write(destination, f"{name}/summary.txt", transcript([lint, "--summary", "."], folder))
        write(destination, f"{name}/default.txt", transcript([lint, "."], folder))
        write(destination, f"{name}/sources.txt",
              transcript([lint, "--sources", ".", "--enable", "untranslated", "."], folder))
        for path in table_files(folder):
            write(destination, f"{name}/dump/{path}.txt", transcript([lint, "--dump", path], folder))


if __name__ == "__main__":
    sys.exit(compare_outputs.record_or_check(
        "strings-lint", lambda lint, destination, shared, _: record(lint, destination, shared)))
