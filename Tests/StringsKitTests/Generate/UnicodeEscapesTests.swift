import StringsKit
import Testing

@Suite struct UnicodeEscapesTests {
  @Test(arguments: [
    // §8 case 27 (man-page example).
    (#"AB\U0043D"#, "ABCD"),
    (#"caf\U00e9"#, "café"),
    (#"caf\U00E9"#, "café"),
    // Pinned: the doubled form written in Objective-C source is decoded too.
    (#"caf\\U00e9"#, "café"),
    // Pinned: exactly four hex digits; the rest stays text.
    (#"\U0001F600"#, "\u{1}F600"),
    // Too few hex digits, lowercase `\u`: unchanged.
    (#"\U00e"#, #"\U00e"#),
    (#"\u00e9"#, #"\u00e9"#),
    // Other escapes are copied as written; `\\` does not start an escape of its own.
    (#"a\nb\"c"#, #"a\nb\"c"#),
    (#"\\\\U0043"#, #"\\C"#),
    // Pinned: a decoded quote or backslash is escaped so the table still parses.
    (#"\U0022\U005C"#, #"\"\\"#),
    // Surrogates are not characters.
    (#"\UD800"#, #"\UD800"#),
    (#"trailing \"#, #"trailing \"#),
  ])
  func decode(input: String, expected: String) {
    #expect(UnicodeEscapes.decode(input) == expected)
  }
}
