/// Reports everything the `.strings` and `.stringsdict` parsers find: errors CoreFoundation rejects the file for,
/// and warnings for what it accepts but is almost never meant.
struct SyntaxRule: LintRule {
  static let description = RuleDescription(
    id: "syntax",
    summary: "The file must parse the way CoreFoundation reads it",
    rationale: """
      One syntax error anywhere makes CoreFoundation refuse the whole table: the app then \
      shows raw keys for every string of that language. Warnings mark text CoreFoundation \
      accepts but reads differently from what was meant, such as a lowercase \\u escape. \
      Severities are the parser's: errors for what breaks the table, warnings otherwise.
      """,
    defaultSeverity: .error,
    triggering: [
      RuleExample(["en.lproj/Localizable.strings": "\"a\" = \"b\"↓"]),
      RuleExample(["en.lproj/Localizable.strings": "\"a\" = \"caf↓\\u00e9\";\n"]),
      RuleExample(["Loose.strings": "\"a\" = ↓;\n"]),
      // Catalogs: malformed JSON, and JSON of the wrong shape.
      RuleExample(["Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {}↓"#]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "a": {"localizations": {"de": {"stringUnit": ↓{"state": "translated"}}}},
          "b": {"localizations": {"de": {"stringUnit": {"state": ↓"done", "value": "B"}}}},
          "c": {"localizations": {"de": {"variations": {↓"width": {}}}}}
        }}
        """#
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict":
          "<plist><dict><key>k</key><string>x↓</key></dict></plist>\n"
      ]),
    ],
    nonTriggering: [
      RuleExample(["en.lproj/Localizable.strings": "\"a\" = \"caf\\U00e9\";\n"]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"a": {"x-future": [1, {"y": null}]}}}
        """#
      ]),
    ])

  static let readsLocalizedTables = false

  func check(_ input: LintInput) -> [LintFinding] {
    (input.allFiles.flatMap(\.diagnostics) + input.allStringsdicts.flatMap(\.diagnostics)
      + input.catalogs.flatMap(\.catalog.diagnostics))
      .map { LintFinding($0, key: nil) }
  }
}
