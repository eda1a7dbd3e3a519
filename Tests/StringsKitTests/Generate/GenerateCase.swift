import StringsKit
import Testing

/// One §8 case for the generator: the references the extractor makes for the Swift (or
/// Objective-C) source in the comment, the options, and the name of its fixture folder
/// `Fixtures/generate/<name>/expected/`.
struct GenerateCase: Sendable, CustomTestStringConvertible {
  var name: String
  var options = GeneratorOptions()
  var references: [KeyReference]

  var testDescription: String { name }
}

private func call(
  _ key: String, value: String? = nil, table: String? = nil, comment: String? = nil,
  routine: String = "NSLocalizedString", at path: String, _ line: Int, _ column: Int
) -> KeyReference {
  KeyReference(
    key: key, value: value, table: table, comment: comment,
    kind: .localizedString(routine: routine),
    position: SourcePosition(path: path, line: line, column: column))
}

extension GenerateCase {
  static let all: [GenerateCase] = [
    // NSLocalizedString("app.key1", comment: "App key 1, no value")
    GenerateCase(
      name: "01-key-as-value",
      references: [call("app.key1", comment: "App key 1, no value", at: "Sources/App.swift", 1, 9)]
    ),
    // Same source; the literal byte prefix and suffix are asserted in GenerateGoldenTests.
    GenerateCase(
      name: "02-utf16le-bom",
      references: [call("app.key1", comment: "App key 1, no value", at: "Sources/App.swift", 1, 9)]
    ),
    // Same source, run with -bigEndian.
    GenerateCase(
      name: "03-big-endian", options: GeneratorOptions(outputEncoding: .utf16BigEndian),
      references: [call("app.key1", comment: "App key 1, no value", at: "Sources/App.swift", 1, 9)]
    ),
    // NSLocalizedString("app.key2", value: "appvalue2, %1$@.",
    //                   comment: "App key 2, with value containing placeholder.")
    GenerateCase(
      name: "04-value-with-positional-placeholder",
      references: [
        call(
          "app.key2", value: "appvalue2, %1$@.",
          comment: "App key 2, with value containing placeholder.", at: "Sources/App.swift", 1, 9)
      ]),
    // NSLocalizedString("app.key3.%1@d", comment: "A, " + "B")
    GenerateCase(
      name: "05-concatenated-comment-key-not-positional",
      references: [call("app.key3.%1@d", comment: "A, B", at: "Sources/App.swift", 1, 9)]),
    // NSLocalizedString("app.key4", bundle: Bundle(for: T.self), value: "café à la terrasse",
    //                   comment: "c")
    GenerateCase(
      name: "06-non-ascii-value",
      references: [
        call("app.key4", value: "café à la terrasse", comment: "c", at: "Sources/App.swift", 1, 9)
      ]),
    // NSLocalizedString("app.key5", tableName: "AppStrings",
    //                   value: "app value 5\n" + "with multiple lines.", comment: "c")
    GenerateCase(
      name: "07-escaped-newline-kept-raw",
      references: [
        call(
          "app.key5", value: #"app value 5\nwith multiple lines."#, table: "AppStrings",
          comment: "c", at: "Sources/App.swift", 1, 9)
      ]),
    // Sources/AppClass1.swift:5: NSLocalizedString("app.key5", tableName: "AppStrings",
    //   value: "V1", comment: "App key 5, with value, custom table")
    // Sources/AppClass2.m:7: NSLocalizedStringWithDefaultValue(@"app.key5", @"AppStrings",
    //   [NSBundle mainBundle], @"V2", @"Duplicate declaration of app.key5")
    // run with -q: only the "multiple values" message.
    GenerateCase(
      name: "13-multiple-values-quiet", options: GeneratorOptions(quiet: true),
      references: duplicateKey5),
    // Same as 13 without -q: the "multiple comments" warning too.
    GenerateCase(name: "14-multiple-values-and-comments", references: duplicateKey5),
    // Sources/PodClass1.swift:4: NSLocalizedString("pod.key5", tableName: "PodStrings",
    //   value: "pod value 5", comment: "Pod key 5, with value, custom table")
    // Sources/PodClass2.m:9: NSLocalizedStringWithDefaultValue(@"pod.key5", @"PodStrings",
    //   [NSBundle mainBundle], @"pod value 5", @"Duplicate declaration of pod.key5")
    GenerateCase(
      name: "15-comments-sorted-not-file-order",
      references: [
        call(
          "pod.key5", value: "pod value 5", table: "PodStrings",
          comment: "Pod key 5, with value, custom table", at: "Sources/PodClass1.swift", 4, 5),
        call(
          "pod.key5", value: "pod value 5", table: "PodStrings",
          comment: "Duplicate declaration of pod.key5",
          routine: "NSLocalizedStringWithDefaultValue",
          at: "Sources/PodClass2.m", 9, 3),
      ]),
    // -s PodLocalizedString:
    // PodLocalizedString("pod.custom_l10n_function", value: "Using custom macro \n"
    //   + "with multiple lines.", comment: """
    //   Pod custom function
    //   With comment spanning on multiple lines
    //   """)
    GenerateCase(
      name: "16-custom-routine",
      references: [
        call(
          "pod.custom_l10n_function", value: #"Using custom macro \nwith multiple lines."#,
          comment: "Pod custom function\nWith comment spanning on multiple lines",
          routine: "PodLocalizedString", at: "Sources/Pod.swift", 12, 13)
      ]),
    // NSLocalizedString("%@ - %@, %@", comment: "c")
    GenerateCase(
      name: "19-positional-parameters",
      references: [call("%@ - %@, %@", comment: "c", at: "Sources/App.swift", 1, 9)]),
    // NSLocalizedString("%@ billion", comment: "c")
    GenerateCase(
      name: "20-single-specifier-unchanged",
      references: [call("%@ billion", comment: "c", at: "Sources/App.swift", 1, 9)]),
    // NSLocalizedString("%@%@ (%@%%)", comment: "c")
    GenerateCase(
      name: "21-percent-literal-kept",
      references: [call("%@%@ (%@%%)", comment: "c", at: "Sources/App.swift", 1, 9)]),
    // NSLocalizedString("%li words, %li characters", comment: "c")
    // NSLocalizedString("%dx%dpx", comment: "d")
    GenerateCase(
      name: "22-length-modifiers-kept",
      references: [
        call("%li words, %li characters", comment: "c", at: "Sources/App.swift", 1, 9),
        call("%dx%dpx", comment: "d", at: "Sources/App.swift", 2, 9),
      ]),
    // Case 19 run with -noPositionalParameters.
    GenerateCase(
      name: "23-no-positional-parameters",
      options: GeneratorOptions(positionalParameters: false),
      references: [call("%@ - %@, %@", comment: "c", at: "Sources/App.swift", 1, 9)]),
    // NSLocalizedString("%@ comment", …), ("%@ Button", …), ("%@ billion", …), one per line.
    GenerateCase(
      name: "24-case-insensitive-order",
      references: lines(["%@ comment", "%@ Button", "%@ billion"])),
    GenerateCase(
      name: "25-no-numeric-order", references: lines(["720p", "4K", "480p", "1080p"])),
    GenerateCase(
      name: "26-punctuation-code-point-order",
      references: lines(["< b", "1 a", "+ y", "*x", "(no title)"])),
    // -u: NSLocalizedString(@"AB\U0043D", @"Comment")
    GenerateCase(
      name: "27-unicode-escapes", options: GeneratorOptions(unicodeEscapes: true),
      references: [call(#"AB\U0043D"#, comment: "Comment", at: "Sources/App.m", 1, 1)]),
    // -skipTable AppStrings:
    // NSLocalizedString("app.key1", comment: "App key 1, no value")
    // NSLocalizedString("app.key5", tableName: "AppStrings", value: "app value 5", comment: "c")
    GenerateCase(
      name: "28-skip-table", options: GeneratorOptions(skipTables: ["AppStrings"]),
      references: [
        call("app.key1", comment: "App key 1, no value", at: "Sources/App.swift", 1, 9),
        call(
          "app.key5", value: "app value 5", table: "AppStrings", comment: "c",
          at: "Sources/App.swift", 2, 9),
      ]),
    // §10, decision 1: keys equal ignoring case are ordered by UTF-8 bytes.
    // NSLocalizedString("(no title)", …), ("%d posts", …), ("(No Title)", …), ("%d Posts", …)
    GenerateCase(
      name: "decision-1-case-ties-by-bytes",
      references: lines(["(no title)", "%d posts", "(No Title)", "%d Posts"])),
    // §10, decision 2: NSLocalizedString("Save 5%! %@ and %@", comment: "c") and
    // NSLocalizedString("100% of %@ and %@", comment: "c")
    GenerateCase(
      name: "decision-2-stray-percent",
      references: lines(["Save 5%! %@ and %@", "100% of %@ and %@"])),
    // A digit right after `%` with no `$` is the author's position, as genstrings numbers it
    // (observed): NSLocalizedString("plan", value: "You are subscribed to the %1@ plan! … until
    // %2@.", comment: "c"). Where the digits and the places differ, the digits are kept.
    GenerateCase(
      name: "29-digit-after-percent-is-a-position",
      references: [
        call(
          "plan", value: "You are subscribed to the %1@ plan! Renews until %2@.", comment: "c",
          at: "Sources/App.swift", 1, 9),
        call(
          "swapped", value: "%2@ before %1@, then %@", comment: "c", at: "Sources/App.swift", 2, 9),
      ]),
    // NSLocalizedString("greeting", comment: "Shown as */ in the banner"): the comment cannot
    // close early (CoreFoundation would reject the whole table), and the call gets a warning.
    GenerateCase(
      name: "30-comment-holding-comment-end",
      references: [
        call("greeting", comment: "Shown as */ in the banner", at: "Sources/App.swift", 1, 9),
        call("stars", comment: "**/ and /* and */*/", at: "Sources/App.swift", 2, 9),
      ]),
    // NSLocalizedString("caf\u{E9}", …) and NSLocalizedString("cafe\u{301}", …): two keys at
    // runtime, so two entries, each with its own value and comment.
    GenerateCase(
      name: "31-normalization-distinct-keys",
      references: [
        call("caf\u{E9}", value: "one", comment: "composed", at: "Sources/App.swift", 1, 9),
        call("cafe\u{301}", value: "two", comment: "decomposed", at: "Sources/App.swift", 2, 9),
      ]),
    // A comment whose `*/` has a combining mark after the `/` (one character with it): still a
    // comment end in the bytes, so still written `* /` (found by the extractor fuzz target).
    GenerateCase(
      name: "32-comment-end-before-combining-mark",
      references: [
        call("greeting", comment: "Shown as */\u{711} here", at: "Sources/App.swift", 1, 9),
        call("accent", comment: "*/\u{301}*/", at: "Sources/App.swift", 2, 9),
      ]),
  ]

  /// Case 13/14 references: the Swift call first, then the Objective-C one.
  private static let duplicateKey5: [KeyReference] = [
    call(
      "app.key5", value: "V1", table: "AppStrings", comment: "App key 5, with value, custom table",
      at: "Sources/AppClass1.swift", 5, 13),
    call(
      "app.key5", value: "V2", table: "AppStrings", comment: "Duplicate declaration of app.key5",
      routine: "NSLocalizedStringWithDefaultValue", at: "Sources/AppClass2.m", 7, 5),
  ]

  /// `NSLocalizedString(key, comment: "c")` for each key, one call per line.
  private static func lines(_ keys: [String]) -> [KeyReference] {
    keys.enumerated().map { call($1, comment: "c", at: "Sources/App.swift", $0 + 1, 9) }
  }
}
