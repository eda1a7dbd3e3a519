/// Reports a key of the reference table that a translation lacks, on the translation's file.
struct MissingKeyRule: LintRule {
  static let description = RuleDescription(
    id: "missing-key",
    summary: "Translate every key of the reference table",
    rationale: """
      A key missing from a translation falls back to the key itself (or the development \
      language) at runtime, so users see English or a raw identifier in the middle of their \
      language. The finding sits on the translation's file, the one to edit, at 1:1, with a \
      note pointing at the reference entry. In a String Catalog a key is missing in a \
      language when it has no localization there or one still in state "new"; the languages \
      are all those of the catalog plus --languages, and keys marked shouldTranslate: false \
      or stale are exempt. The finding sits on the key.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"greeting\" = \"Hello\";\n",
        "de.lproj/Localizable.strings": "↓\"a\" = \"A\";\n",
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          ↓"Hello": {"localizations": {
            "de": {"stringUnit": {"state": "new", "value": "Hello"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}
          }},
          ↓↓"Bye": {},
          "Done": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Fertig"}},
            "fr": {"stringUnit": {"state": "translated", "value": "Terminé"}}
          }}
        }}
        """#
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
      RuleExample([
        "InfoPlist.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "CFBundleName": {"shouldTranslate": false},
          "Old": {"extractionState": "stale"},
          "Hi": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}
        }}
        """#
      ]),
      // The table is split over X.strings and X.stringsdict differently: still complete.
      RuleExample([
        "en.lproj/Localizable.strings": "\"%d files\" = \"%d files\";\n",
        "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d Datei"), ("other", "%d Dateien")])),
      ]),
    ])

  static let checksGroupsApart = true

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for (_, reference, translation) in group.localizedComparisons {
        var lookalikes: LookalikeKeys?
        for position in reference.positionsOfKeys(missingFrom: translation) {
          let entry = reference.entries[position]
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
    for tables in input.catalogs {
      for pair in tables.translatedEntries where !pair.reference.isStale {
        let entry = pair.entry
        let new = entry.textIndex(state: "new").map(entry.text)
        guard !entry.isLocalized || new != nil else { continue }
        let message =
          entry.isLocalized
          ? "\(pair.language) translation of \(quoted(entry.key)) is still new (not translated)"
          : "missing \(pair.language) translation for \(quoted(entry.key))"
        findings.append(
          LintFinding(
            .warning(
              message, at: entry.keyPosition,
              notes: new.map { [.init("its state is \"new\" here", at: $0.position)] } ?? []),
            key: entry.key))
      }
    }
    return findings
  }
}
