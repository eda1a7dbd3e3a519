/// Reports an empty value, unless the reference value of the same key is empty too.
struct EmptyValueRule: LintRule {
  static let description = RuleDescription(
    id: "empty-value",
    summary: "Give every key a non-empty value",
    rationale: """
      An empty value is shown as nothing at all: a blank button or label, with no fallback to \
      the reference language. It is usually a translation that was never filled in. A \
      translation is not reported when the reference value is empty as well.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = ↓\"\";\n",
      ]),
      RuleExample(["en.lproj/Localizable.strings": "\"a\" = ↓\"\";\n"]),
      // A .stringsdict category is a value too.
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d file"), ("other", "%d files")])),
        "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d Datei"), ("other", "")])
        ).replacingOccurrences(of: "<string></string>", with: "↓<string></string>"),
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld files": {"localizations": {
          "de": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": ↓""}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld Dateien"}}
          }}}
        }}}}
        """#
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      ]),
      RuleExample(["Loose.strings": "\"a\" = \"\";\n"]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d file"), ("other", "%d files")])),
        "ru.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k",
            [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])
        ),
      ]),
      // An empty key in a catalog stands for itself: no value is written.
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"": {}, "x": {"shouldTranslate": false,
          "localizations": {"de": {"stringUnit": {"state": "translated", "value": ""}}}}}}
        """#
      ]),
    ])

  static let checksGroupsApart = true

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      let reference = group.localized[group.referenceLanguage] ?? [:]
      for (language, tables) in group.localized {
        for (name, table) in tables {
          let referenceTable = language == group.referenceLanguage ? nil : reference[name]
          // Most entries are non-empty `.strings` values: no texts to build, no lookup, and
          // no entry is made to find that out.
          let candidates = table.entries.indices.filter(table.mayHaveEmptyText(at:))
          for index in candidates {
            let entry = table.entries[index]
            for text in entry.texts where text.text.isEmpty {
              if let counterpart = referenceTable?.entry(entry.key)?.counterpart(of: text),
                counterpart.text.isEmpty
              {
                continue
              }
              findings.append(
                LintFinding(
                  .warning(
                    "empty value for \(quoted(entry.key))\(text.label)", at: text.position),
                  key: entry.key))
            }
          }
        }
      }
    }
    for tables in input.catalogs {
      for entry in tables.reference.entries where entry.shouldTranslate {
        for text in entry.texts where text.value.isEmpty && !text.isImplicit {
          findings.append(
            LintFinding(
              .warning("empty value for \(quoted(entry.key))", at: text.position), key: entry.key))
        }
      }
      for pair in tables.translatedTexts
      where pair.value.isEmpty && !pair.referenceValue.isEmpty {
        findings.append(
          LintFinding(
            .warning(
              "empty \(pair.language) value for \(quoted(pair.entry.key))", at: pair.text.position),
            key: pair.entry.key))
      }
    }
    return findings
  }
}
