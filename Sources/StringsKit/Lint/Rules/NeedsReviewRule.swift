/// Reports a String Catalog translation in state `needs_review`.
struct NeedsReviewRule: LintRule {
  static let description = RuleDescription(
    id: "needs-review",
    summary: "Review translations Xcode marks as needing review",
    rationale: """
      Xcode sets a translation to "needs_review" when its source text changed after it was \
      translated, and translators use the state for drafts. The app shows the old or draft \
      text until someone looks at it again. One finding per key and language, at the first \
      text that needs review; keys marked shouldTranslate: false are exempt. In .strings \
      tables, strings-merge marks a translation it carried over from a renamed or reworded \
      key with the comment /* needs-review: carried over from "OLD" */; delete the comment \
      once the translation fits.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld files": {"localizations": {
          "de": {"stringUnit": {"state": "needs_review", "value": ↓"%lld Dateien"}},
          "ru": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
            "few": {"stringUnit": {"state": "needs_review", "value": ↓"%lld файла"}},
            "many": {"stringUnit": {"state": "needs_review", "value": "%lld файлов"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}
          }}}
        }}}}
        """#
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"Primary click\" = \"Primary click\";\n",
        "de.lproj/Localizable.strings":
          "/* needs-review: carried over from \"Left click\" */\n↓\"Primary click\" = \"Linksklick\";\n",
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Hi": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}},
          "App": {"shouldTranslate": false, "localizations": {
            "de": {"stringUnit": {"state": "needs_review", "value": "App"}}}}
        }}
        """#
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings = carriedOverFindings(input)
    for tables in input.catalogs {
      for pair in tables.translatedEntries {
        guard let index = pair.entry.textIndex(state: "needs_review") else { continue }
        let text = pair.entry.text(index)
        findings.append(
          LintFinding(
            .warning(
              "the \(pair.language) translation of \(quoted(pair.entry.key)) needs review",
              at: text.position),
            key: pair.entry.key))
      }
    }
    return findings
  }
}
