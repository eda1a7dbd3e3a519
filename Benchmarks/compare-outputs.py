#!/usr/bin/env python3
"""Records what strings-gen writes and prints on every fixture, on the shared real Swift code and
on the dense synthetic corpus, and compares a later build's results with a recording, byte for
byte. Speed work must not change a single byte of output: record before, check after each step.

    python3 Benchmarks/compare-outputs.py --bin .build/release record /tmp/gen-before
    python3 Benchmarks/compare-outputs.py --bin .build/release check /tmp/gen-before

Each case becomes a folder holding `transcript.txt` (exit status, standard output, standard error)
and every file the run wrote. `check` records into a fresh folder and compares the two trees; it
exits 1 and lists the differing files when anything differs.
"""
import argparse
import filecmp
import glob
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import corpus  # noqa: E402  (deterministic synthetic inputs)

# Every call shape on at once, so that the fixtures and corpora exercise all of them.
ALL_SHAPES = ["--swiftui-all", "--swift-localized", "--method", "localized",
              "-s", "AppLocalizedString", "--enum-protocol", "AppStrings",
              "--enum-protocol", "Localizable"]


def run_case(gen, destination, name, arguments, cwd, stdin=b""):
    """Runs strings-gen with `arguments` in `cwd` (a scratch copy) and stores the transcript and
    every file the run created or changed under destination/name."""
    before = snapshot(cwd)
    proc = subprocess.run([gen] + arguments, cwd=cwd, input=stdin, capture_output=True)
    target = os.path.join(destination, name)
    os.makedirs(target, exist_ok=True)
    with open(os.path.join(target, "transcript.txt"), "wb") as f:
        f.write(b"status: %d\n--- stdout\n" % proc.returncode + proc.stdout
                + b"--- stderr\n" + proc.stderr)
    for path, data in sorted(snapshot(cwd).items()):
        if before.get(path) != data:
            out = os.path.join(target, "files", path)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as f:
                f.write(data)


def snapshot(folder):
    files = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    files[os.path.relpath(path, folder)] = f.read()
    return files


def scratch_copy(source, scratch, name):
    work = os.path.join(scratch, name)
    if source and os.path.isdir(source):
        shutil.copytree(source, work, symlinks=True)
    else:
        os.makedirs(work)
    return work


def record(gen, destination, shared, scratch):
    os.makedirs(destination, exist_ok=True)
    # Fixtures/extract: each input with its own options, then with every shape on.
    extract = os.path.join(ROOT, "Fixtures", "extract")
    for case in sorted(os.listdir(extract)):
        folder = os.path.join(extract, case)
        options_path = os.path.join(folder, "options")
        options = open(options_path).read().split() if os.path.exists(options_path) else []
        for variant, flags in (("own", options), ("all", ALL_SHAPES + options)):
            work = scratch_copy(folder, scratch, f"extract-{case}-{variant}")
            run_case(gen, destination, f"extract/{case}/{variant}",
                     ["--utf8", "-o", "out"] + flags + ["input.swift"], work)
    # Fixtures/cli gen cases, run as the golden tests run them.
    cli = os.path.join(ROOT, "Fixtures", "cli")
    for case in sorted(c for c in os.listdir(cli) if c.startswith("gen-")):
        folder = os.path.join(cli, case)
        arguments = open(os.path.join(folder, "args")).read().split("\n")[:-1]
        stdin_path = os.path.join(folder, "stdin")
        stdin = open(stdin_path, "rb").read() if os.path.exists(stdin_path) else b""
        source = os.path.join(folder, "input")
        input_from = os.path.join(folder, "input-from")
        if os.path.exists(input_from):
            source = os.path.join(cli, open(input_from).read().strip())
        work = scratch_copy(source, scratch, f"cli-{case}")
        run_case(gen, destination, f"cli/{case}", arguments, work, stdin)
    # The sample app, as `make demo` runs it, and with every shape.
    sample = os.path.join(ROOT, "Fixtures", "sample-app")
    for variant, flags in (("demo", ["--method", "localized"]), ("all", ALL_SHAPES)):
        work = scratch_copy(sample, scratch, f"sample-{variant}")
        run_case(gen, destination, f"sample-app/{variant}",
                 ["--utf8", "-o", "gen-out"] + flags + ["Sources"], work)
    # Real code: brave-ios as its README runs genstrings (all files, one call, UTF-16 tables),
    # one job and every core, then with every shape.
    brave = os.path.join(shared, "corpus", "swift", "brave-ios")
    if os.path.isdir(brave):
        for variant, flags in (("jobs1", ["--jobs", "1"]), ("default", []),
                               ("all", ALL_SHAPES + ["-SwiftUI"])):
            out = os.path.join(scratch, f"brave-{variant}")
            os.makedirs(out)
            run_case(gen, destination, f"brave-ios/{variant}", ["-a", "-o", out] + flags + ["."],
                     brave)
            move_outputs(out, os.path.join(destination, f"brave-ios/{variant}", "files"))
        # The same sources named as users name them: the list the shell expands `**/*.swift`
        # into, as arguments and on standard input, and the quoted pattern itself.
        files = sorted(glob.glob("**/*.swift", root_dir=brave, recursive=True))
        listing = ("\n".join(files) + "\n").encode()
        for variant, sources, stdin in (("arguments", files, b""), ("stdin", ["-"], listing),
                                        ("pattern", ["**/*.swift"], b"")):
            out = os.path.join(scratch, f"brave-{variant}")
            os.makedirs(out)
            run_case(gen, destination, f"brave-ios/{variant}", ["-a", "-o", out] + sources,
                     brave, stdin)
            move_outputs(out, os.path.join(destination, f"brave-ios/{variant}", "files"))
    else:
        print("brave-ios: skipped, not found at", brave)
    # The dense synthetic corpus of `make bench`, every key its own and keys pooled.
    for variant, pool, flags in (("dense", None, []), ("dense-all", None, ALL_SHAPES),
                                 ("pooled", 20000, [])):
        root = os.path.join(scratch, f"corpus-{variant}")
        corpus.write_swift_corpus(root, files=3000, key_pool=pool)
        run_case(gen, destination, f"corpus/{variant}", ["-o", "gen-out"] + flags + ["."], root)


def move_outputs(source, target):
    os.makedirs(target, exist_ok=True)
    for name in sorted(os.listdir(source)):
        shutil.move(os.path.join(source, name), os.path.join(target, name))


def differences(left, right):
    """Relative paths that differ between two trees, or exist in one only."""
    found = []
    comparison = filecmp.dircmp(left, right)

    def walk(cmp, prefix):
        found.extend(os.path.join(prefix, n) for n in cmp.left_only + cmp.right_only)
        _, mismatch, errors = filecmp.cmpfiles(cmp.left, cmp.right, cmp.common_files,
                                               shallow=False)
        found.extend(os.path.join(prefix, n) for n in mismatch + errors)
        for name, sub in sorted(cmp.subdirs.items()):
            walk(sub, os.path.join(prefix, name))

    walk(comparison, "")
    return sorted(found)


def record_or_check(tool_name, record_into):
    """The command line both comparison scripts share: `record FOLDER` keeps what the tool
    prints and writes now; `check FOLDER` records afresh and lists every file that differs.
    `record_into(tool, destination, shared, scratch)` does the recording."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"))
    parser.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"))
    parser.add_argument("action", choices=["record", "check"])
    parser.add_argument("folder")
    args = parser.parse_args()
    tool = os.path.abspath(os.path.join(args.bin, tool_name))
    shared = os.path.abspath(args.shared)
    with tempfile.TemporaryDirectory(prefix=f"{tool_name}-compare-") as scratch:
        if args.action == "record":
            if os.path.exists(args.folder):
                shutil.rmtree(args.folder)
            record_into(tool, args.folder, shared, os.path.join(scratch, "work"))
            count = sum(len(files) for _, _, files in os.walk(args.folder))
            print(f"recorded {count} files in {args.folder}")
            return 0
        fresh = os.path.join(scratch, "now")
        record_into(tool, fresh, shared, os.path.join(scratch, "work"))
        found = differences(args.folder, fresh)
        count = sum(len(files) for _, _, files in os.walk(fresh))
        if found:
            print(f"{len(found)} of {count} recorded files differ:")
            for path in found:
                print("  " + path)
            return 1
        print(f"all {count} recorded files are byte-identical to {args.folder}")
        return 0


if __name__ == "__main__":
    sys.exit(record_or_check("strings-gen", record))
