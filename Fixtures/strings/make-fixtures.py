#!/usr/bin/env python3
"""Writes the .strings inputs of Fixtures/strings/ok and Fixtures/strings/err.

Run from anywhere: python3 Fixtures/strings/make-fixtures.py. The inputs are committed; this
script documents how the binary ones (BOMs, UTF-16/32, invalid bytes, CR line endings) were made.
Expected outputs (.entries, .diagnostics) are recorded by the tests with UPDATE_GOLDEN=1.
"""
import os
import plistlib

ROOT = os.path.dirname(os.path.abspath(__file__))

def utf16le(text, bom=True):
    return (b"\xff\xfe" if bom else b"") + text.encode("utf-16-le")

def utf16be(text, bom=True):
    return (b"\xfe\xff" if bom else b"") + text.encode("utf-16-be")

OK = {
    # §8 cases 29-41, 47, 49
    "case-29-quoted-pair": b'"a" = "b";\n',
    "case-30-shorthand": b'"a";\n',
    "case-31-unquoted": b"greeting = hello_world-1.0;\n",
    "case-32-single-quotes": b"'a' = 'it\\'s';\n",
    "case-33-duplicate-last-wins": b'"a" = "1"; "a" = "2";\n',
    "case-34-braced": b'{ "a" = "b"; }\n',
    "case-35-unicode-escapes": b'"k" = "\\U00e9\\U00E8";\n"l" = "\\u00e9";\n',
    "case-36-named-escapes": b'"k" = "a\\nb\\tc\\\\d\\"e";\n',
    "case-37-octal-escapes": b'"k" = "\\101\\0121";\n',
    "case-38-unknown-escape": b'"k" = "\\q";\n',
    "case-39-unicode-escape-quirks": b'"k" = "\\Uzz";\n"l" = "\\U1F600";\n"m" = "\\U41z";\n',
    "case-40-comments": b'// c1\n/* c2 */ "a" = "b"; // tail\n',
    "case-41-only-comments": b"/* nothing */\n",
    "case-41-unterminated-comment": b"/* unterminated",
    "case-47-text-after-semicolon-ignored": b'"a" = "b"; } "c" = "d";\n',
    "case-49-utf8-bom": b"\xef\xbb\xbf" + '"a" = "é";\n'.encode(),
    "case-49-utf16le-bom": utf16le('"a" = "é";\n'),
    "case-49-utf16be-bom": utf16be('"a" = "é";\n'),
    # every escape of §5.4
    "escape-all-named": b'"k" = "\\a\\b\\f\\n\\r\\t\\v\\"\\\\";\n',
    "escape-backslash-newline": b'"k" = "a\\\nb";\n',
    "escape-other-characters": b'"k" = "\\\'\\$\\%\\x41\\\xc3\xa9\\\r";\n',
    "escape-octal-nextstep": b'"k" = "\\351\\200\\376\\777\\0\\05";\n',
    "escape-unicode-surrogate-pair": b'"k" = "\\UD83D\\UDE00";\n',
    "escape-unicode-lone-surrogate": b'"k" = "\\UD83D";\n',
    "escape-quote-kinds": b'"k" = "it\'s";\n\'l\' = \'say "hi"\';\n',
    "literal-newline-in-string": b'"k" = "line one\nline two";\n',
    # grammar
    "unquoted-all-characters": b"a/b:c.d$e_f-g = A_9;\n",
    "empty-key-and-value": b'"" = "";\n',
    "comment-between-tokens": b'"a" /* x */ = /* y */ "b" /* z */ ;\n',
    "comment-blocks": (b"/* File header */\n\n/* First */\n\"a\" = \"1\";\n\n"
                       b"/* Second, part one */\n// part two\n\"b\" = \"2\"; // trailing\n"
                       b"\"c\" = \"3\";\n"),
    "genstrings-layout": ("/* Greeting on the home screen */\n\"greeting\" = \"Hello\";\n\n"
                          "/* No comment provided by engineer. */\n\"%@ items\" = \"%1$@ éléments\";\n\n"
                          ).encode(),
    "unicode-line-separators": '"a" = "b";\u2028"c" = "d";\u2029// x\u2028"e" = "f";\n'.encode(),
    "slash-starts-unquoted": b'"a" = /b;\n',
    "semicolon-twice": b'"a" = "b";;\n',
    "nul-after-semicolon": b'"a" = "b";\x00"c" = "d";\n',
    "nul-inside-string": b'"a" = "b\x00c";\n',
    "non-ascii-after-semicolon": '"a" = "b"; é = x;\n'.encode(),
    "unterminated-key-after-semicolon": b'"a" = "b";\n"c = d;\ne = f;\n',
    "unterminated-escape-key-after-semicolon": b'"a" = "b"; "c\\',
    "unterminated-comment-after-entry": b'"a" = "b";\n/* never closed\n"c" = "d";\n',
    "multibyte-columns": '"😀" = "é"; "ü" = "x";\n'.encode(),
    "array-value": b'"a" = ("x", "y");\n',
    "array-trailing-comma": b'"a" = ("x", );\n"b" = ();\n',
    "array-drops-broken-string": b'"a" = ("x", ");\n',
    "dictionary-value": b'"a" = { b = c; "d" = ("e"); };\n',
    "data-value": b'"a" = <0a0B 1c\n2d>;\n',
    "nested-arrays-512": ('"a" = ' + "(" * 512 + ")" * 512 + ";\n").encode(),
    "braced-shorthand": b"{ a; b = c; }",
    "braced-unterminated-key": b'{ "a" = "b"; "}',
    # encodings and line endings
    "utf32le-bom": b"\xff\xfe\x00\x00" + '"a" = "é";\n'.encode("utf-32-le"),
    "utf32be-bom": b"\x00\x00\xfe\xff" + '"a" = "é";\n'.encode("utf-32-be"),
    "utf16le-bom-less": utf16le(' "a" = "é";\n', bom=False),
    "utf16le-crlf": utf16le('/* c */\r\n"a" = "é";\r\n\r\n/* d */\r\n"b" = "2";\r\n'),
    "utf16le-lone-surrogate": b"\xff\xfe" + '"a" = "'.encode("utf-16-le") + b"\x00\xd8" + '";'.encode("utf-16-le"),
    "utf32be-stray-trailing-byte": b"\x00\x00\xfe\xff" + '"a" = "b";'.encode("utf-32-be") + b"a",
    "latin1-copyright-sign": b'/* \xa9 2020 */\n"a" = "x\xa9y";\n',
    "utf16le-odd-length": utf16le('"a" = "b";') + b" ",
    "crlf-line-endings": b'/* c */\r\n"a" = "b";\r\n\r\n"c" = "d";\r\n',
    "cr-line-endings": b'/* c */\r"a" = "b";\r\r"c" = "d";\r',
    "line-comment-ends-at-cr": b'// one\r"a" = "b"; // two\r\n"c" = "d";',
    "vertical-tab-and-form-feed": b'\x0b"a"\x0c=\x0b"b"\x0c;',
    "whitespace-only": b"  \n\t\n",
    "xml-plist": plistlib.dumps({"b": "2", "a": "1"}),
    "binary-plist": plistlib.dumps({"b": "2", "a": "1"}, fmt=plistlib.FMT_BINARY),
}

ERR = {
    # §8 cases 42-46, 48, 50
    "case-42-empty-file": b"",
    "case-43-missing-semicolon-at-eof": b'"a" = "b"',
    "case-44-expected-equals": b'\n\n"a" "b";\n',
    "case-45-unterminated-string": b'"a" = "b;\n',
    "case-46-unexpected-character": b'"a" = ;\n',
    "case-48-single-string": b'"abc"\n',
    "case-50-crlf-line-counting": b'"a" = "b";\r\n"c"\r\n= "d"',
    # byte order marks alone and bad bytes
    "only-bom-utf8": b"\xef\xbb\xbf",
    "only-bom-utf16le": b"\xff\xfe",
    "only-bom-utf16be": b"\xfe\xff",
    "only-bom-utf32le": b"\xff\xfe\x00\x00",
    "only-bom-utf32be": b"\x00\x00\xfe\xff",
    "invalid-utf8": b'"a" = "b";\n"c" = "\xe9t\xe9";\n',
    "invalid-utf8-overlong": b'"a" = "\xc0\xaf";\n',
    "utf16be-bom-less": utf16be(' "a" = "b";\n', bom=False),
    "utf16le-bom-less-loses-first-character": utf16le('"a" = "b";\n', bom=False),
    "utf32-invalid-code-point": b"\xff\xfe\x00\x00" + '"a" = "'.encode("utf-32-le") + b"\x00\x00\x11\x00" + '";'.encode("utf-32-le"),
    # grammar errors
    "key-then-eof": b'"a" = "b";\n"c"',
    "key-then-eof-unquoted": b"a = b; c",
    "value-missing-at-eof": b'"a" =   ',
    "unterminated-escape": b'"k" = "\\',
    "unterminated-string-first-key": b'"a = b;\n',
    "unterminated-comment-in-value": b'"a" = /* x',
    "missing-semicolon-mid-file": '/* é */\n"greeting" = "héllo"\n"b" = "c";\n'.encode(),
    "two-values": b'"a" = "b" "c";\n',
    "unquoted-value-with-space": b'"a" = b c;\n',
    "junk-after-braced": b'{ "a" = "b"; } x\n',
    "braced-then-entries": b'{ "a" = "b"; } "c" = "d";\n',
    "braced-missing-close": b'{ "a" = "b";\n',
    "braced-stray-character": b'{ "a" = "b"; @ }\n',
    "top-level-array": b'("a", "b")\n',
    "top-level-data": b"<0a0b>\n",
    "top-level-unexpected-character": b'@"a" = "b";\n',
    "non-ascii-unquoted-first-key": "café = x;\n".encode(),
    "array-missing-close": b'"a" = ("x", "y";\n',
    "array-missing-comma": b'"a" = ("x" "y");\n',
    "array-leading-comma": b'"a" = (,);\n',
    "array-unterminated-string": b'"a" = ("x", "y;\n',
    "dictionary-value-missing-semicolon": b'"a" = {b = c};\n',
    "dictionary-value-bad-key": b'"a" = { = c; };\n',
    "data-odd-digits": b'"a" = <0a0>;\n',
    "data-invalid-hex": b'"a" = <0a0g>;\n',
    "data-eof": b'"a" = <0a',
    "array-eof-after-element": b'"a" = ("x"',
    "dictionary-value-eof": b'"a" = { b = c;',
    "data-unterminated": b'"a" = <0a0b;\n',
    "nested-arrays-513": ('"a" = ' + "(" * 513 + ")" * 513 + ";\n").encode(),
    "nested-braces": b'"a" = {{{}}};\n',
    "several-errors": (b'"a" = "1";\n"b" "2";\n"c" = ;\n"d" = "4"\n"e" = "5";\n'
                       b'"f" = ("x" "y");\n"g" = "7";\n'),
    "xml-plist-invalid": b'<?xml version="1.0"?><plist><dict><key>a</key>',
    "xml-then-text": b'<?xml version="1.0"?>"a" = "b";\n',
}

for folder, cases in (("ok", OK), ("err", ERR)):
    os.makedirs(os.path.join(ROOT, folder), exist_ok=True)
    for name, data in cases.items():
        with open(os.path.join(ROOT, folder, name + ".strings"), "wb") as f:
            f.write(data)
