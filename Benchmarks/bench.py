#!/usr/bin/env python3
"""Benchmarks for the strings tools: wall time (median of several runs) and peak memory of each
command, printed next to its peers measured in the same run, with the ratio the goal is stated in.

Times come from perf_counter around each child; peak memory from the child's own rusage
(os.wait4), so no external timer is needed.
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import corpus  # noqa: E402  (deterministic synthetic inputs)

RUNS = 5


def run_once(argv, cwd=None, stdin=None):
    """Wall seconds and peak RSS (MiB) of one run of argv."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if stdin:
        proc.stdin.write(stdin)
        proc.stdin.close()
    _, status, usage = os.wait4(proc.pid, 0)
    return time.perf_counter() - start, usage.ru_maxrss / 1024.0


def measure(argv, cwd=None, runs=RUNS, stdin=None):
    """Median wall seconds and max peak RSS (MiB) over `runs` runs of argv."""
    return measure_together([argv], runs=runs, cwd=cwd, stdin=stdin)[0]


def measure_together(commands, runs=RUNS, cwd=None, stdin=None):
    """Median wall seconds and max peak RSS of each command, the runs taken in turns (one of
    each, then again), so that a change in the machine's load hits every command alike and
    the ratios between them hold even when the absolute times drift. Each turn takes the
    commands in its own order (shuffled, the same in every run of the bench), so that no
    command always follows the same one: run always right after `xgettext`, `strings-gen`
    measured slower for it."""
    times = [[] for _ in commands]
    peaks = [[] for _ in commands]
    for turn in range(runs):
        order = list(range(len(commands)))
        random.Random(turn).shuffle(order)
        for which in order:
            argv = commands[which]
            # A command may be a function of the turn: one that must not see what an earlier
            # run left behind, such as a fresh output folder.
            argv = argv(turn) if callable(argv) else argv
            seconds, peak = run_once(argv, cwd=cwd, stdin=stdin)
            times[which].append(seconds)
            peaks[which].append(peak)
    return [(statistics.median(t), max(p)) for t, p in zip(times, peaks)]


def row(name, seconds, peak):
    print(f"  {name:<44} {seconds * 1000:9.1f} ms  {peak:8.1f} MiB")


def compare(ours, peers, runs=RUNS):
    """Measures our command and each peer that is installed, in turns, and prints a row for
    each. `ours` is (name, argv); `peers` are (name, argv or None when the peer is missing).
    Returns our figures and the peers' figures by name."""
    present = [(name, argv) for name, argv in peers if argv]
    results = measure_together([ours[1]] + [argv for _, argv in present], runs=runs)
    row(ours[0], *results[0])
    theirs = {}
    for (name, _), result in zip(present, results[1:]):
        row(name, *result)
        theirs[name] = result
    return results[0], theirs


def tool_works(path):
    try:
        return subprocess.run([path, "--version"], capture_output=True).returncode == 0
    except OSError:
        return False


def bench_syntax(bin_dir, shared):
    corpus_dir = os.path.join(shared, "corpus", "strings")
    if not os.path.isdir(corpus_dir):
        print("syntax: skipped, the shared corpus is absent at", corpus_dir)
        return
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus_dir) for f in fs
                   if f.endswith(".strings"))
    print(f"\nsyntax check of {len(files)} files in {corpus_dir}")
    lint = os.path.join(bin_dir, "strings-lint")
    listing = subprocess.run([lint, "--list-rules"], capture_output=True, text=True).stdout
    others = [line.split()[0] for line in listing.splitlines() if line and not line.startswith("syntax")]
    plutil = shutil.which("plutil")
    ours, theirs = compare(
        ("strings-lint (syntax)", [lint] + [arg for rule in others for arg in ("--disable", rule)]
         + [corpus_dir]),
        [("plutil -lint", plutil and [plutil, "-lint"] + files)])
    if plutil:
        print(f"  ratio strings-lint / plutil: {ours[0] / theirs['plutil -lint'][0]:.2f}"
              "  (goal: <= 0.50)")
    else:
        print("  plutil not found; comparison skipped")


def bench_real_code(bin_dir, shared, work):
    """strings-gen on a real app's sources, as its README runs genstrings, against rg counting
    the routine over the same files; then, under callgrind when valgrind is installed, the
    instructions per input byte of one job (deterministic, unlike wall time on a shared
    machine)."""
    gen = os.path.join(bin_dir, "strings-gen")
    root = os.path.join(shared, "corpus", "swift", "brave-ios")
    if not tool_works(gen) or not os.path.isdir(root):
        print("\nreal code: skipped, strings-gen is not built or", root, "is absent")
        return
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(root) for f in fs
               if f.endswith(".swift"))
    count = sum(1 for _, _, fs in os.walk(root) for f in fs if f.endswith(".swift"))
    print(f"\nreal code: {count} Swift files, {size / 1e6:.1f} MB ({root})")
    out = os.path.join(work, "real-out")
    os.makedirs(out, exist_ok=True)
    rg = shutil.which("rg")
    runs = 15
    fresh = os.path.join(work, "real-fresh")
    commands = [[gen, "-o", out, "."], [gen, "--check", "-o", out, "."],
                lambda turn: [gen, "-o", os.path.join(fresh, str(turn)), "."]]
    names = ["strings-gen -o OUT . (tables up to date)",
             "strings-gen --check (compares, no write)",
             "strings-gen -o NEW . (every table written)"]
    if rg:
        commands.append([rg, "-c", "-t", "swift", "NSLocalizedString", "."])
        names.append("rg -c -t swift NSLocalizedString .")
    subprocess.run(commands[0], cwd=root, capture_output=True)  # the tables --check compares
    results = measure_together(commands, runs=runs, cwd=root)
    print(f"  median of {runs} runs, in turns")
    for name, result in zip(names, results):
        row(name, *result)
    if rg:
        print(f"  ratio strings-gen / rg: {results[0][0] / results[3][0]:.2f}  (goal: <= 1.5, "
              f"stretch 1.2); --check: {results[1][0] / results[3][0]:.2f}; "
              f"writing every table: {results[2][0] / results[3][0]:.2f}")
    if shutil.which("valgrind"):
        profile = os.path.join(work, "callgrind.out")
        proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}",
                               gen, "--jobs", "1", "-o", out, "."], cwd=root,
                              capture_output=True, text=True)
        total = [line for line in proc.stderr.splitlines() if "Collected" in line]
        if total:
            instructions = int(total[-1].split()[-1].replace(",", ""))
            print(f"  instructions, --jobs 1 under callgrind: {instructions / 1e6:.1f} M, "
                  f"{instructions / size:.1f} per input byte  (goal: <= 15)")
    else:
        print("  valgrind not found; instruction count skipped")


def bench_gen(bin_dir, work):
    gen = os.path.join(bin_dir, "strings-gen")
    if not tool_works(gen):
        print("\ngen: skipped, strings-gen is not built")
        return
    root = os.path.join(work, "swift-corpus")
    stats = corpus.write_swift_corpus(root, files=3000)
    print(f"\nextraction over {stats['files']} Swift files, {stats['lines']} lines ({root})")
    out = os.path.join(work, "gen-out")
    os.makedirs(out, exist_ok=True)
    rg = shutil.which("rg")
    xgettext = shutil.which("xgettext")
    listing = os.path.join(work, "swift-files.txt")
    with open(listing, "w") as f:
        f.write("\n".join(stats["paths"]) + "\n")
    fresh = os.path.join(work, "gen-fresh")
    subprocess.run([gen, "--utf8", "-q", "-o", out, root], capture_output=True)  # up to date
    print("  median of 21 runs, in turns")
    ours, theirs = compare(
        ("strings-gen (tables up to date)", [gen, "--utf8", "-q", "-o", out, root]),
        [("strings-gen, a new folder each run", lambda turn: [
             gen, "--utf8", "-q", "-o", os.path.join(fresh, str(turn)), root]),
         ("rg -c NSLocalizedString", rg and [rg, "-c", "NSLocalizedString", root]),
         ("xgettext --language=C", xgettext and [
             xgettext, "--language=C", "--keyword=NSLocalizedString", "--from-code=UTF-8",
             "-o", os.path.join(work, "messages.po"), "-f", listing])],
        # The goal's row: more turns than the others, as its runs of under 100 ms vary by
        # several percent from turn to turn on a shared machine (with 11 turns, three runs of
        # the same binaries in a row gave 2.79, 3.31 and 3.15).
        runs=21)
    if rg:
        rg_seconds = theirs['rg -c NSLocalizedString'][0]
        print(f"  ratio strings-gen / rg: {ours[0] / rg_seconds:.2f}  (goal: <= 3); writing every "
              f"table: {theirs['strings-gen, a new folder each run'][0] / rg_seconds:.2f}")
    if xgettext:
        print(f"  ratio xgettext / strings-gen: {theirs['xgettext --language=C'][0] / ours[0]:.1f}"
              "  (goal: >= 5)")
    # The floor: the same files, byte for byte the same size, holding one comment each. What
    # strings-gen takes here is reading, validating and lexing alone, with nothing to extract,
    # sort or write; rg on them for scale.
    floor_root = os.path.join(work, "comment-corpus")
    corpus.write_comment_corpus(floor_root, stats["paths"], root)
    floor, theirs = compare(
        ("strings-gen, same bytes, nothing to extract",
         [gen, "--utf8", "-q", "-o", os.path.join(work, "floor-out"), floor_root]),
        [("rg -c NSLocalizedString, same bytes", rg and [rg, "-c", "NSLocalizedString", floor_root])])
    if rg:
        print("  ratio strings-gen / rg with nothing to extract: "
              f"{floor[0] / theirs['rg -c NSLocalizedString, same bytes'][0]:.2f}")
    print("  peak memory as files grow, keys repeating (the output stays the same size):")
    for count in (375, 750, 1500, 3000):
        sub = os.path.join(work, f"swift-corpus-{count}-pooled")
        corpus.write_swift_corpus(sub, files=count, key_pool=20000)
        seconds, peak = measure([gen, "--utf8", "-q", "-o", out, sub], runs=1)
        print(f"    {count:5d} files  {seconds * 1000:9.1f} ms  {peak:8.1f} MiB")
    print("  peak memory as files grow, every call its own key (the output grows with the files):")
    for count in (375, 750, 1500, 3000):
        sub = os.path.join(work, f"swift-corpus-{count}")
        corpus.write_swift_corpus(sub, files=count)
        seconds, peak = measure([gen, "--utf8", "-q", "-o", out, sub], runs=1)
        print(f"    {count:5d} files  {seconds * 1000:9.1f} ms  {peak:8.1f} MiB")


def bench_lint(bin_dir, shared):
    lint = os.path.join(bin_dir, "strings-lint")
    corpus_dir = os.path.join(shared, "corpus", "strings")
    if not os.path.isdir(corpus_dir):
        return
    probe = subprocess.run([lint, "--list-rules"], capture_output=True)
    if probe.returncode != 0:
        print("\nlint: skipped, this strings-lint has no language rules yet")
        return
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus_dir) for f in fs
                   if f.endswith(".strings"))
    print(f"\nfull lint (all rules) of {corpus_dir}")
    print("  median of 21 runs, in turns")
    plutil = shutil.which("plutil")
    ours, theirs = compare(
        ("strings-lint (all rules)", [lint, "--enable", "untranslated", corpus_dir]),
        [("plutil -lint", plutil and [plutil, "-lint"] + files)],
        # A goal's row: more turns than the others, as a run of about 40 ms varies by several
        # percent from turn to turn on a shared machine.
        runs=21)
    if plutil:
        print(f"  ratio strings-lint / plutil: {ours[0] / theirs['plutil -lint'][0]:.2f}"
              "  (goal: <= 0.25)")


def bench_stringsdict(bin_dir, shared):
    """All rules over every .stringsdict of the shared corpus, against plutil -lint on the same
    files (plutil only parses; the lint also parses, then checks plurals across languages)."""
    lint = os.path.join(bin_dir, "strings-lint")
    corpus_dir = os.path.join(shared, "corpus", "stringsdict")
    if not os.path.isdir(corpus_dir):
        print("\nstringsdict: skipped, the shared corpus is absent at", corpus_dir)
        return
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus_dir) for f in fs
                   if f.endswith(".stringsdict"))
    print(f"\nstringsdict lint (all rules) of {len(files)} files in {corpus_dir}")
    plutil = shutil.which("plutil")
    ours, theirs = compare(
        ("strings-lint (all rules, .stringsdict)", [lint] + files),
        [("plutil -lint", plutil and [plutil, "-lint"] + files)])
    if plutil:
        # No goal is set for this row: plutil only parses, the lint also checks every plural
        # across languages; the row is there to see both move.
        print(f"  ratio strings-lint / plutil: {ours[0] / theirs['plutil -lint'][0]:.2f}"
              "  (for reference: plutil only parses)")
    else:
        print("  plutil not found; comparison skipped")


def bench_catalogs(bin_dir, shared, work):
    lint = os.path.join(bin_dir, "strings-lint")
    folders = [os.path.join(shared, "corpus", sub) for sub in ("xcstrings", "xliff/gomap")]
    folders = [f for f in folders if os.path.isdir(f)]
    if folders:
        files = sorted(os.path.join(d, f) for folder in folders for d, _, fs in os.walk(folder)
                       for f in fs if f.endswith(".xcstrings"))
        size = sum(os.path.getsize(f) for f in files)
        print(f"\nString Catalogs: lint (all rules) of the {len(files)} shared catalogs "
              f"({size / 1e6:.1f} MB)")
        python = shutil.which("python3")
        read_all = "import json,sys\nfor p in sys.argv[1:]: json.load(open(p, encoding='utf-8'))"
        compare(("strings-lint (all rules)", [lint, "--enable", "untranslated"] + folders),
                [("python3 json.load (parse only)", python and [python, "-c", read_all] + files)])
    path = os.path.join(work, "catalog", "Localizable.xcstrings")
    size = corpus.write_catalog(path, keys=50_000, languages=20)
    print(f"\nString Catalog of 50,000 keys x 20 languages ({size / 1e6:.0f} MB), single runs:")
    seconds, peak = measure([lint, "--enable", "untranslated", path], runs=1)
    row("read + lint (strings-lint)", seconds, peak)
    out = os.path.join(work, "catalog-dump.xcstrings")
    start = time.perf_counter()
    with open(out, "wb") as f:
        proc = subprocess.Popen([lint, "--dump", path], stdout=f, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
    row("read + write (strings-lint --dump)", time.perf_counter() - start,
        usage.ru_maxrss / 1024.0)
    with open(path, "rb") as a, open(out, "rb") as b:
        same = a.read() == b.read()
    print(f"  written back byte for byte: {'yes' if same else 'NO'}")


def bench_merge(bin_dir, work):
    merge = os.path.join(bin_dir, "strings-merge")
    if not tool_works(merge):
        print("\nmerge: skipped, strings-merge is not built")
        return
    print("\nmerge of a generated reference into 10 languages (time and memory should grow linearly)")
    base = None
    for scale in (1, 4, 16):
        keys = 50_000 * scale
        root = os.path.join(work, f"merge-{scale}x")
        corpus.write_merge_tree(root, keys=keys, languages=10)
        seconds, peak = measure([merge, root], runs=1)
        base = base or (seconds, peak)
        print(f"  {scale:2d}x  {keys:7d} keys  {seconds * 1000:9.1f} ms ({seconds / base[0]:5.1f}x)"
              f"  {peak:8.1f} MiB ({peak / base[1]:5.1f}x)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--shared", required=True)
    parser.add_argument("--only", default="",
                        help="comma-separated sections to run (" + ", ".join(SECTIONS)
                        + "); all when empty")
    args = parser.parse_args()
    bin_dir = os.path.abspath(args.bin)
    chosen = [name for name in args.only.split(",") if name]
    unknown = [name for name in chosen if name not in SECTIONS]
    if unknown:
        parser.error(f"unknown section {', '.join(unknown)}; choose from {', '.join(SECTIONS)}")
    print(f"binaries: {bin_dir}; {os.cpu_count()} cores; median of {RUNS} runs unless noted, "
          "compared commands run in turns")
    with tempfile.TemporaryDirectory(prefix="strings-bench-") as work:
        for name, section in SECTIONS.items():
            if not chosen or name in chosen:
                section(bin_dir, args.shared, work)


# `make bench BENCH_ONLY=gen,real` runs some of them (gen work needs only the first three).
SECTIONS = {
    "syntax": lambda bin_dir, shared, work: bench_syntax(bin_dir, shared),
    "real": bench_real_code,
    "gen": lambda bin_dir, shared, work: bench_gen(bin_dir, work),
    "lint": lambda bin_dir, shared, work: bench_lint(bin_dir, shared),
    "stringsdict": lambda bin_dir, shared, work: bench_stringsdict(bin_dir, shared),
    "catalogs": bench_catalogs,
    "merge": lambda bin_dir, shared, work: bench_merge(bin_dir, work),
}


if __name__ == "__main__":
    main()
