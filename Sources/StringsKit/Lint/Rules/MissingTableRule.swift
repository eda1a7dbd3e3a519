/// Reports a language that lacks a whole table the reference language has.
struct MissingTableRule: LintRule {
  static let description = RuleDescription(
    id: "missing-table",
    summary: "Give every language each table the reference language has",
    rationale: """
      A language folder without one of the reference tables shows every string of that table \
      untranslated, which one missing-key finding per key would bury. The finding sits on the \
      reference table, since the missing file has no lines to point at.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "en.lproj/InfoPlist.strings": "↓\"CFBundleName\" = \"App\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])
        ).replacingOccurrences(of: "<?xml", with: "↓<?xml"),
        "en.lproj/Other.strings": "\"a\" = \"A\";\n",
        "de.lproj/Other.strings": "\"a\" = \"A\";\n",
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Extra.strings": "\"b\" = \"B\";\n",
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      let referenceTables = (group.localized[group.referenceLanguage] ?? [:]).sorted {
        $0.key < $1.key
      }
      if referenceTables.isEmpty { continue }
      for language in group.translations {
        let tables = group.localized[language] ?? [:]
        for (name, reference) in referenceTables where tables[name] == nil {
          let suffix = reference.strings != nil ? "strings" : "stringsdict"
          let expected =
            (group.path.isEmpty ? "" : "\(group.path)/") + "\(language).lproj/\(name).\(suffix)"
          findings.append(
            LintFinding(
              .warning(
                "table \(quoted(name)) has no \(language) translation ('\(expected)' is missing)",
                at: reference.start),
              key: nil))
        }
      }
    }
    return findings
  }
}
