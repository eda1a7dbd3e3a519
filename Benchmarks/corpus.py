"""Deterministic synthetic inputs for the benchmarks: Swift sources that mix every construct the
lexer must get right, and reference/language trees for the merger. Same arguments, same bytes."""
import os
import random

SNIPPETS = [
    'let title{n} = NSLocalizedString("screen.{n}.title", comment: "Title of screen {n}")\n',
    'let body{n} = NSLocalizedString("screen.{n}.body", tableName: "Screens", value: "Body %@ and %d", comment: "Body " + "text")\n',
    '// NSLocalizedString("commented.{n}", comment: "not code")\n',
    '/* outer /* nested NSLocalizedString("nested.{n}", comment: "x") */ still comment */\n',
    'let s{n} = "a string with NSLocalizedString(\\"fake.{n}\\", comment: \\"no\\") inside"\n',
    'let r{n} = #"raw "quoted" \\n NSLocalizedString("raw.{n}")"#\n',
    'let i{n} = "count: \\(items.filter {{ $0.isEmpty }}.count) and \\(NSLocalizedString("interp.{n}", comment: "in interpolation"))"\n',
    'let m{n} = """\n    multi-line with "quotes" and NSLocalizedString("ml.{n}")\n    second line \\(value)\n    """\n',
    'let re{n} = #/\\d+"quote/#\n',
    'if let match = text.firstMatch(of: /[a-z]+"/) {{ print(match) }}\n',
    'Text("swiftui.{n}", comment: "SwiftUI text {n}")\n',
    'func helper{n}(_ value: Int) -> Int {{\n    return value * {n} + 1\n}}\n',
    'let `default{n}` = NSLocalizedString("backtick.{n}", comment: "after a backticked name")\n',
    '#if DEBUG\nlet debug{n} = NSLocalizedString("debug.{n}", comment: "Debug only")\n#else\nlet release{n} = 0\n#endif\n',
    'struct Model{n}: Codable {{\n    var id: Int\n    var name: String\n    var tags: [String] = []\n}}\n',
    'let arr{n} = [1, 2, 3].map {{ $0 * 2 }}.filter {{ $0 > 2 }}\n',
]


def swift_file(rng, index, target_lines=100, key_pool=None):
    out = [f"import Foundation\nimport SwiftUI\n\n// File {index}\n"]
    lines = 4
    n = index * 1000
    while lines < target_lines:
        snippet = rng.choice(SNIPPETS).format(n=n % key_pool if key_pool else n)
        n += 1
        out.append(snippet)
        lines += snippet.count("\n")
    return "".join(out), lines


def write_swift_corpus(root, files=3000, seed=42, key_pool=None):
    """Writes `files` Swift files of about 100 lines under `root` (skipped when already there).

    Every call has its own key unless `key_pool` is given: then keys repeat across files, drawn
    from that many numbers, so that the output stays the same size however many files there are.
    """
    rng = random.Random(seed)
    paths, total = [], 0
    for i in range(files):
        text, lines = swift_file(rng, i, key_pool=key_pool)
        path = os.path.join(root, f"Module{i % 30:02d}", f"File{i:05d}.swift")
        paths.append(path)
        total += lines
        if not os.path.exists(path):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
    return {"files": files, "lines": total, "paths": paths}


def write_comment_corpus(root, paths, source_root):
    """The files of a Swift corpus (`paths` below `source_root`) again below `root`, each the
    same size but one block comment: the same bytes to read and lex, nothing to extract."""
    for path in paths:
        target = os.path.join(root, os.path.relpath(path, source_root))
        if os.path.exists(target):
            continue
        size = os.path.getsize(path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        body = ("x" * 79 + "\n") * (size // 80 + 1)
        with open(target, "w") as f:
            f.write(("/*" + body)[: max(size - 3, 0)] + "*/\n")


def strings_table(entries):
    return "".join(f'/* {c} */\n"{k}" = "{v}";\n\n' for k, v, c in entries)


def write_merge_tree(root, keys, languages, seed=7):
    """A reference table of `keys` keys and `languages` translations, each missing about 5% of
    the keys and holding a few stale ones, so that the merge has real work to do."""
    rng = random.Random(seed)
    reference = [(f"key.{i:07d}", f"Value number {i} with %@", f"Comment for key {i}") for i in range(keys)]
    os.makedirs(os.path.join(root, "en.lproj"), exist_ok=True)
    with open(os.path.join(root, "en.lproj", "Localizable.strings"), "w") as f:
        f.write(strings_table(reference))
    for index in range(languages):
        code = f"x{index:02d}"
        entries = [(k, f"[{code}] {v}", c) for k, v, c in reference if rng.random() > 0.05]
        entries += [(f"stale.{code}.{i}", "old", "gone") for i in range(10)]
        os.makedirs(os.path.join(root, f"{code}.lproj"), exist_ok=True)
        with open(os.path.join(root, f"{code}.lproj", "Localizable.strings"), "w") as f:
            f.write(strings_table(entries))


CATALOG_LANGUAGES = ["ar", "cs", "de", "es", "fr", "he", "hi", "it", "ja", "ko", "nl", "pl",
                     "pt-BR", "ru", "sv", "tr", "uk", "vi", "zh-Hans", "zh-Hant"]


def write_catalog(path, keys=50_000, languages=20):
    """A String Catalog in Xcode's layout (members in Xcode's order: the keys are numbered with
    zero padding, so their order is plain), each key translated into `languages` languages:
    most as a plain string unit, every tenth as a plural with the language's categories
    taken loosely, every fiftieth left `new`. Returns the file size in bytes."""
    langs = sorted(CATALOG_LANGUAGES[:languages] + ["en"])

    def unit(state, value, indent):
        pad = " " * indent
        return (f'{pad}"stringUnit" : {{\n{pad}  "state" : "{state}",\n'
                f'{pad}  "value" : "{value}"\n{pad}}}')

    lines = ['{\n  "sourceLanguage" : "en",\n  "strings" : {\n']
    for index in range(keys):
        key = f"key.{index:06d} %lld items"
        body = [f'    "{key}" : {{\n      "comment" : "Comment {index}",\n'
                f'      "extractionState" : "manual",\n      "localizations" : {{\n']
        locs = []
        for lang in langs:
            state = "new" if index % 50 == 0 and lang != "en" else "translated"
            if index % 10 == 0:
                cases = ",\n".join(
                    f'              "{cat}" : {{\n'
                    + unit(state, f"{lang} {cat} %lld Elemente {index}", 16) + "\n              }"
                    for cat in ("one", "other"))
                locs.append(f'        "{lang}" : {{\n          "variations" : {{\n'
                            f'            "plural" : {{\n{cases}\n            }}\n'
                            f'          }}\n        }}')
            else:
                locs.append(f'        "{lang}" : {{\n'
                            + unit(state, f"{lang} Wert %lld für {index}", 10) + "\n        }")
        body.append(",\n".join(locs))
        body.append("\n      }\n    }" + (",\n" if index < keys - 1 else "\n"))
        lines.append("".join(body))
    lines.append('  },\n  "version" : "1.0"\n}')
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(lines))
    return os.path.getsize(path)
