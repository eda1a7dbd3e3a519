#!/usr/bin/env python3
"""Writes a big String Catalog in Xcode's layout, for timing and memory measurements.

    python3 Benchmarks/generate-catalog.py --keys 10000 --languages 20 OUT.xcstrings

The file is the same bytes for the same arguments. It looks like what Xcode writes: two spaces
per level, `"key" : value`, every object's members in Xcode's order (keys as Xcode sorts them,
languages and plural categories alphabetically), characters outside ASCII as themselves, no line
break after the closing brace. Every key is localized in every language; every seventh string
unit (counted over the whole file, plural forms included) is `needs_review`. One key in 23
is a plural, one in 29 has a substitution, one in five has a comment, and some texts are
Greek, Japanese, Arabic or hold an emoji.

Keys are "<Word> <n> <text>" with words no one of which starts another, so Xcode's order
(case-insensitive, numbers by value) is the order of (word, n) whatever the text after.
"""

import argparse
import json
import sys

LANGUAGES = [
    "ar", "bg", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu", "id",
    "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th",
    "tr", "uk", "vi", "zh-Hans", "zh-Hant",
]

# No word is the start of another, so the first differing letter decides their order.
WORDS = [
    "Add", "Bookmark", "Cancel", "Delete", "Export", "Find", "Group", "Hide", "Import", "Join",
    "Keep", "Load", "Move", "Name", "Open", "Print", "Quit", "Rename", "Save", "Tag", "Undo",
    "View", "Window", "Zoom",
]

TEXTS = [
    "the selected item",
    "%@ files in “%@”",
    "Ελληνικά κείμενα",
    "設定を保存しました",
    "العربية %lld",
    "with a \"quoted\" word and a back\\slash",
    "emoji 😀 and a/slash",
    "two\nlines",
    "plain text that is a little longer than most of the others",
    "%1$@ and %2$@",
]

CATEGORIES = {
    "ar": ["few", "many", "one", "other", "two", "zero"],
    "cs": ["few", "many", "one", "other"],
    "pl": ["few", "many", "one", "other"],
    "ru": ["few", "many", "one", "other"],
    "uk": ["few", "many", "one", "other"],
    "ja": ["other"],
    "ko": ["other"],
    "zh-Hans": ["other"],
    "zh-Hant": ["other"],
}


def quote(text):
    """A JSON string as Xcode writes it: non-ASCII as itself, `/` unescaped."""
    return json.dumps(text, ensure_ascii=False)


class Writer:
    def __init__(self, out):
        self.out = out
        self.units = 0

    def write(self, text):
        self.out.write(text)

    def state(self):
        self.units += 1
        return "needs_review" if self.units % 7 == 0 else "translated"

    def string_unit(self, depth, value):
        pad = "  " * depth
        self.write(f'{pad}"stringUnit" : {{\n'
                   f'{pad}  "state" : "{self.state()}",\n'
                   f'{pad}  "value" : {quote(value)}\n'
                   f'{pad}}}')

    def plural(self, depth, language, text):
        """`"plural" : { category : { stringUnit } ... }` at `depth`."""
        pad = "  " * depth
        categories = CATEGORIES.get(language, ["one", "other"])
        self.write(f'{pad}"plural" : {{\n')
        for index, category in enumerate(categories):
            self.write(f'{pad}  "{category}" : {{\n')
            self.string_unit(depth + 2, f"{text} ({category}, %lld)")
            self.write(f'\n{pad}  }}' + ("," if index < len(categories) - 1 else "") + "\n")
        self.write(f"{pad}}}")


def generate(out, keys, languages):
    languages = sorted(LANGUAGES[:languages]) if languages <= len(LANGUAGES) else None
    if languages is None:
        sys.exit(f"at most {len(LANGUAGES)} languages")
    rows = sorted(
        ((WORDS[n % len(WORDS)], n) for n in range(keys)), key=lambda row: (row[0].lower(), row[1]))
    w = Writer(out)
    w.write('{\n  "sourceLanguage" : "en",\n  "strings" : {\n')
    for row_index, (word, n) in enumerate(rows):
        text = TEXTS[n % len(TEXTS)]
        key = f"{word} {n} {text}"
        is_plural = n % 23 == 3
        has_substitution = not is_plural and n % 29 == 5
        w.write(f"    {quote(key)} : {{\n")
        if n % 5 == 1:
            w.write(f'      "comment" : {quote(f"Shown when {word.lower()} {n} is done")},\n')
        if n % 17 == 2:
            w.write('      "extractionState" : "manual",\n')
        w.write('      "localizations" : {\n')
        for index, language in enumerate(languages):
            w.write(f'        "{language}" : {{\n')
            translated = f"{language}: {text} {n}"
            if is_plural:
                w.write('          "variations" : {\n')
                w.plural(6, language, translated)
                w.write("\n          }\n")
            elif has_substitution:
                w.string_unit(5, f"{translated} %#@count@")
                w.write(',\n          "substitutions" : {\n'
                        '            "count" : {\n'
                        '              "argNum" : 1,\n'
                        '              "formatSpecifier" : "lld",\n'
                        '              "variations" : {\n')
                w.plural(8, language, language)
                w.write("\n              }\n            }\n          }\n")
            else:
                w.string_unit(5, translated)
                w.write("\n")
            w.write("        }" + ("," if index < len(languages) - 1 else "") + "\n")
        w.write("      }\n    }" + ("," if row_index < len(rows) - 1 else "") + "\n")
    w.write('  },\n  "version" : "1.0"\n}')


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keys", type=int, default=10000)
    parser.add_argument("--languages", type=int, default=20)
    parser.add_argument("output")
    args = parser.parse_args()
    with open(args.output, "w", encoding="utf-8", newline="") as out:
        generate(out, args.keys, args.languages)


if __name__ == "__main__":
    main()
