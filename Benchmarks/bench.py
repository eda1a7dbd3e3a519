#!/usr/bin/env python3
"""Benchmarks for the strings tools: wall time (median of several runs) and peak memory of each
command, printed next to its peers measured in the same run, with the ratio the goal is stated in.

Times come from perf_counter around each child; peak memory from the child's own rusage
(os.wait4), so no external timer is needed.
"""
import argparse
import filecmp
import glob
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


class Piped:
    """A command to measure fed `data` on standard input (such as a list of files for `-`)."""

    def __init__(self, argv, data):
        self.argv = argv
        self.data = data


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
            if isinstance(argv, Piped):
                seconds, peak = run_once(argv.argv, cwd=cwd, stdin=argv.data)
            else:
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


def swift_files_as_glob_expands(root):
    """The Swift files below root as the shell's `**/*.swift` gives them: relative, sorted,
    hidden folders left out."""
    return sorted(glob.glob("**/*.swift", root_dir=root, recursive=True))


def ratio(ours, theirs, goal):
    """`1.07  (goal: <= 1.2)`, or the ratio alone when no goal is set."""
    return f"{ours / theirs:.2f}" + (f"  (goal: <= {goal})" if goal else "  (no goal set)")


def bench_real_code(bin_dir, shared, work):
    """strings-gen on a real app's sources in each way a user names them (a folder, the list the
    shell expands `**/*.swift` into, that list on standard input, the quoted pattern), against
    rg counting the routine over the same files; then, under callgrind when valgrind is
    installed, the instructions per input byte of one job (deterministic, unlike wall time on
    a shared machine)."""
    gen = os.path.join(bin_dir, "strings-gen")
    root = os.path.join(shared, "corpus", "swift", "brave-ios")
    if not tool_works(gen) or not os.path.isdir(root):
        print("\nreal code: skipped, strings-gen is not built or", root, "is absent")
        return
    files = swift_files_as_glob_expands(root)
    size = sum(os.path.getsize(os.path.join(root, f)) for f in files)
    print(f"\nreal code: {len(files)} Swift files, {size / 1e6:.1f} MB ({root})")
    out = os.path.join(work, "real-out")
    os.makedirs(out, exist_ok=True)
    rg = shutil.which("rg")
    runs = 15
    fresh = os.path.join(work, "real-fresh")
    listing = ("\n".join(files) + "\n").encode()
    rows = [
        ("folder", "strings-gen -o OUT . (tables up to date)", [gen, "-o", out, "."]),
        ("arguments", "strings-gen -o OUT FILE... (**/*.swift)", [gen, "-o", out] + files),
        ("stdin", "strings-gen -o OUT - (the list on stdin)", Piped([gen, "-o", out, "-"], listing)),
        ("pattern", "strings-gen -o OUT '**/*.swift'", [gen, "-o", out, "**/*.swift"]),
        ("check", "strings-gen --check (compares, no write)", [gen, "--check", "-o", out, "."]),
        ("fresh", "strings-gen -o NEW . (every table written)",
         lambda turn: [gen, "-o", os.path.join(fresh, str(turn)), "."]),
    ]
    if rg:
        rows += [("rg folder", "rg -c -t swift NSLocalizedString .",
                  [rg, "-c", "-t", "swift", "NSLocalizedString", "."]),
                 ("rg arguments", "rg -c NSLocalizedString FILE...",
                  [rg, "-c", "NSLocalizedString"] + files)]
    subprocess.run(rows[0][2], cwd=root, capture_output=True)  # the tables --check compares
    results = dict(zip([key for key, _, _ in rows],
                       measure_together([command for _, _, command in rows], runs=runs, cwd=root)))
    print(f"  median of {runs} runs, in turns")
    for key, name, _ in rows:
        row(name, *results[key])
    if rg:
        by_folder, by_list = results["rg folder"][0], results["rg arguments"][0]
        print(f"  ratio strings-gen / rg, a folder: {ratio(results['folder'][0], by_folder, 1.2)}")
        print("  ratio strings-gen / rg, the files as arguments: "
              f"{ratio(results['arguments'][0], by_list, 1.5)}")
        print("  ratio strings-gen / rg, the list on stdin (rg given it as arguments): "
              f"{ratio(results['stdin'][0], by_list, 1.5)}")
        print("  ratio strings-gen / rg, a quoted pattern (rg given the folder): "
              f"{ratio(results['pattern'][0], by_folder, 1.2)}")
        print(f"  for reference: --check {results['check'][0] / by_folder:.2f}, "
              f"writing every table {results['fresh'][0] / by_folder:.2f} (over rg on the folder)")
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


def bench_app_lint(bin_dir, shared):
    """strings-lint as a user runs it in an app's folder, the reference language present (every
    language checked against it), alone and with the code's keys (--sources), against plutil
    -lint only parsing the same app's .strings files."""
    lint = os.path.join(bin_dir, "strings-lint")
    root = os.path.join(shared, "corpus", "swift", "brave-ios")
    if not tool_works(lint) or not os.path.isdir(root):
        print("\napp lint: skipped, strings-lint is not built or", root, "is absent")
        return
    files = sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root)
                   for f in fs if f.endswith(".strings"))
    print(f"\napp lint: {len(files)} .strings files with their reference language ({root})")
    plutil = shutil.which("plutil")
    rows = [("strings-lint .", [lint, "."]),
            ("strings-lint --sources . .", [lint, "--sources", ".", "."])]
    if plutil:
        rows.append(("plutil -lint FILE... (parse only)", [plutil, "-lint"] + files))
    # The floor: Benchmarks/lint-floor.c, the least work a lint of the tree must do.
    compiler = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    floor = os.path.join(tempfile.mkdtemp(prefix="lint-floor-"), "lint-floor")
    if compiler and subprocess.run([compiler, "-O2", "-o", floor,
                                    os.path.join(HERE, "lint-floor.c")]).returncode == 0:
        rows.append(("lint floor (Benchmarks/lint-floor.c)", [floor]))
    runs = 11
    results = dict(zip([name for name, _ in rows],
                       measure_together([command for _, command in rows], runs=runs, cwd=root)))
    print(f"  median of {runs} runs, in turns")
    for name, _ in rows:
        row(name, *results[name])
    by_plutil = results.get("plutil -lint FILE... (parse only)")
    if by_plutil:
        for name, _ in rows[:2]:
            print(f"  ratio {name} / plutil: {ratio(results[name][0], by_plutil[0], 0.25)}")
        for name, _ in rows[3:]:
            print(f"  for reference: {name} / plutil: {results[name][0] / by_plutil[0]:.2f}")
    else:
        print("  plutil not found; comparison skipped")


def bench_big_catalog(bin_dir, work):
    """The big String Catalog of Benchmarks/generate-catalog.py (10,000 keys x 20 languages):
    strings-lint reading and linting it, and reading it and writing it back as Xcode does
    (--dump), against Python's C JSON reader on the same file, and the same reader writing it
    back in Xcode's layout; peak memory against the file's size."""
    lint = os.path.join(bin_dir, "strings-lint")
    generator = os.path.join(HERE, "generate-catalog.py")
    if not tool_works(lint) or not os.path.isfile(generator):
        print("\nbig catalog: skipped, strings-lint is not built or", generator, "is absent")
        return
    path = os.path.join(work, "big-catalog", "Localizable.xcstrings")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    subprocess.run([sys.executable, generator, "--keys", "10000", "--languages", "20", path],
                   check=True, stdout=subprocess.DEVNULL)
    size = os.path.getsize(path)
    print(f"\nbig catalog: 10,000 keys x 20 languages, {size / 1e6:.1f} MB ({path})")
    read = "import json,sys\njson.load(open(sys.argv[1], encoding='utf-8'))"
    write = ("import json,sys\nd = json.load(open(sys.argv[1], encoding='utf-8'))\n"
             "json.dump(d, sys.stdout, ensure_ascii=False, indent=2, separators=(',', ' : '))")
    python = sys.executable
    runs = 5  # each run of the Python writer takes seconds
    rows = [("strings-lint (read + lint)", [lint, "--enable", "untranslated", path]),
            ("python3 json.load", [python, "-c", read, path]),
            ("strings-lint --dump (read + write back)", [lint, "--dump", path]),
            ("python3 json.load + json.dump", [python, "-c", write, path])]
    results = measure_together([command for _, command in rows], runs=runs)
    print(f"  median of {runs} runs, in turns")
    for (name, _), result in zip(rows, results):
        row(name, *result)
    print(f"  ratio read + lint / json.load: {ratio(results[0][0], results[1][0], 1.5)}")
    print(f"  ratio read + write back / json.load + json.dump: "
          f"{ratio(results[2][0], results[3][0], 1.5)}")
    mib = size / 2**20
    print(f"  peak memory / file size: read + lint {results[0][1] / mib:.1f}, "
          f"read + write back {results[2][1] / mib:.1f}  (goal: <= 3)")
    # Into a file and compared in chunks: holding both in this process would grow it, and a
    # child started later would count this process's memory in its own peak.
    dumped = os.path.join(work, "big-catalog-dump.xcstrings")
    with open(dumped, "wb") as f:
        subprocess.run([lint, "--dump", path], stdout=f, stderr=subprocess.DEVNULL)
    same = filecmp.cmp(path, dumped, shallow=False)
    print(f"  written back byte for byte: {'yes' if same else 'NO'}")


# The catalog each app's target keeps, and the folders of that target's sources (as the oracle
# test Tests/StringsKitTests/Catalog/XcodeSyncOracleTests.swift syncs them), with the catalog
# root where the target's other tables are.
SYNC_APPS = [
    ("linearmouse", "LinearMouse/Localizable.xcstrings", ["LinearMouse"], None),
    ("netnewswire", "Shared/Localizable.xcstrings", ["Mac", "Shared", "iOS"], None),
    ("coteditor", "CotEditor/Localizables/Application/Localizable.xcstrings", ["CotEditor"],
     "CotEditor/Localizables"),
]


def bench_sync(bin_dir, shared, work):
    """A catalog sync with Xcode's extraction (plain `strings-gen --catalog`) of three real apps:
    the first sync of the catalogs Xcode keeps (a fresh copy each run: keys added, stale ones
    marked, files written), then again with the catalogs in step (nothing to write), against
    rg counting the routine over the same sources."""
    gen = os.path.join(bin_dir, "strings-gen")
    base = os.path.join(shared, "corpus", "xcode-sync")
    if not tool_works(gen) or not os.path.isdir(base):
        print("\ncatalog sync: skipped, strings-gen is not built or", base, "is absent")
        return
    rg = shutil.which("rg")
    runs = 7
    print(f"\ncatalog sync with Xcode's extraction (strings-gen --catalog), median of {runs} runs")
    for app, catalog, sources, catalog_root in SYNC_APPS:
        original = os.path.join(base, app)
        if not os.path.isdir(original):
            print(f"  {app}: skipped, {original} is absent")
            continue
        files = sum(1 for s in sources for _, _, fs in os.walk(os.path.join(original, s))
                    for f in fs if f.endswith(".swift"))

        def sync(folder):
            root = ["--catalog-root", catalog_root] if catalog_root else []
            return [gen, "--catalog", os.path.join(folder, catalog)] + root + [
                os.path.join(folder, s) for s in sources]

        def fresh_copy(turn):
            folder = os.path.join(work, f"sync-{app}-{turn}")
            shutil.copytree(original, folder)
            return sync(folder)

        in_step = os.path.join(work, f"sync-{app}")
        shutil.copytree(original, in_step)
        subprocess.run(sync(in_step), capture_output=True)
        rows = [("first sync (catalogs written)", fresh_copy),
                ("again, in step (nothing written)", sync(in_step))]
        if rg:
            rows.append(("rg -c NSLocalizedString (the sources)",
                         [rg, "-c", "-t", "swift", "NSLocalizedString"]
                         + [os.path.join(original, s) for s in sources]))
        results = measure_together([command for _, command in rows], runs=runs)
        print(f"  {app}: {files} Swift files, catalog {catalog}")
        for (name, _), result in zip(rows, results):
            row("  " + name, *result)
        if rg:
            print(f"    ratio first sync / rg: {ratio(results[0][0], results[2][0], None)}; "
                  f"in step / rg: {ratio(results[1][0], results[2][0], None)}")


def bench_dist(bin_dir, shared, work):
    """The download: `make dist` into a temporary folder (the release build is the one `make
    bench` just made), the tarball's size against the goal, and what it holds unpacked."""
    repo = os.path.dirname(HERE)
    make = shutil.which("make")
    if not make:
        print("\ndist: skipped, make is not installed")
        return
    dist = os.path.join(work, "dist")
    proc = subprocess.run([make, "-C", repo, "--no-print-directory", "dist", f"DISTDIR={dist}"],
                          capture_output=True, text=True)
    tarballs = glob.glob(os.path.join(dist, "*.tar.xz"))
    if proc.returncode != 0 or not tarballs:
        print("\ndist: make dist failed:\n" + proc.stdout[-2000:] + proc.stderr[-2000:])
        return
    tarball = tarballs[0]
    unpacked = os.path.join(work, "dist-unpacked")
    os.makedirs(unpacked)
    subprocess.run(["tar", "-C", unpacked, "-xJf", tarball], check=True)
    total = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(unpacked)
                for f in fs if not os.path.islink(os.path.join(d, f)))
    size = os.path.getsize(tarball)
    print(f"\ndist: {os.path.basename(tarball)}")
    print(f"  tarball {size / 1e6:.1f} MB  (goal: <= 25 MB), unpacked {total / 1e6:.1f} MB")
    for debug in glob.glob(os.path.join(dist, "*.debug")):
        print(f"  beside it, not in it: {os.path.basename(debug)} "
              f"{os.path.getsize(debug) / 1e6:.1f} MB (debug symbols)")


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
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="strings-bench-") as work:
        for name, section in SECTIONS.items():
            if not chosen or name in chosen:
                start = time.perf_counter()
                section(bin_dir, args.shared, work)
                print(f"  [{name}: {time.perf_counter() - start:.0f} s]")
        print(f"\nthe whole run: {time.perf_counter() - began:.0f} s")


# `make bench BENCH_ONLY=gen,real` runs some of them (gen work needs only the first three).
SECTIONS = {
    "syntax": lambda bin_dir, shared, work: bench_syntax(bin_dir, shared),
    "real": bench_real_code,
    "gen": lambda bin_dir, shared, work: bench_gen(bin_dir, work),
    "lint": lambda bin_dir, shared, work: bench_lint(bin_dir, shared),
    "stringsdict": lambda bin_dir, shared, work: bench_stringsdict(bin_dir, shared),
    "app-lint": lambda bin_dir, shared, work: bench_app_lint(bin_dir, shared),
    "catalogs": bench_catalogs,
    "big-catalog": lambda bin_dir, shared, work: bench_big_catalog(bin_dir, work),
    "sync": bench_sync,
    "merge": lambda bin_dir, shared, work: bench_merge(bin_dir, work),
    "dist": bench_dist,
}


if __name__ == "__main__":
    main()
