/// Reports a key of the reference table that a translation lacks, on the translation's file.
struct MissingKeyRule: LintRule {
  static let description = RuleDescription(
    id: "missing-key",
    summary: "Translate every key of the reference table",
    rationale: """
      A key missing from a translation falls back to the key itself (or the development \
      language) at runtime, so users see English or a raw identifier in the middle of their \
      language. The finding sits on the translation's file, the one to edit, at 1:1, with a \
      note pointing at the reference entry.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"greeting\" = \"Hello\";\n",
        "de.lproj/Localizable.strings": "↓\"a\" = \"A\";\n",
      ]),
      // A plural the translation's .stringsdict lacks (or that has no .stringsdict at all).
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])),
        "de.lproj/Localizable.strings": "↓\"a\" = \"A\";\n",
      ]),
      // The translation's key is `e` + U+0301, the reference's U+00E9: the app never finds it.
      RuleExample([
        "en.lproj/Localizable.strings": "\"caf\u{E9}\" = \"Cafe\";\n",
        "fr.lproj/Localizable.strings": "↓\"cafe\u{301}\" = \"Caf\u{E9}\";\n",
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
        "de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
      ]),
      RuleExample([
        "Base.lproj/Main.strings": "\"greeting\" = \"Hello\";\n",
        "fr.lproj/Main.strings": "\"greeting\" = \"Bonjour\";\n",
      ]),
      // The table is split over X.strings and X.stringsdict differently: still complete.
      RuleExample([
        "en.lproj/Localizable.strings": "\"%d files\" = \"%d files\";\n",
        "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d Datei"), ("other", "%d Dateien")])),
      ]),
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for (_, reference, translation) in group.localizedComparisons {
        var lookalikes: LookalikeKeys?
        for entry in reference.entries where !translation.contains(entry.key) {
          if lookalikes == nil { lookalikes = LookalikeKeys(translation) }
          var notes: [Diagnostic.Note] = [
            .init("\(quoted(entry.key)) is defined here", at: entry.keyPosition)
          ]
          if let note = lookalikes?.note(for: entry.key) { notes.append(note) }
          findings.append(
            LintFinding(
              .warning(
                "missing translation for \(quoted(entry.key))", at: translation.start,
                notes: notes),
              key: entry.key))
        }
      }
    }
    return findings
  }
}
