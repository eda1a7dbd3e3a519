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
      ])
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
      let referenceTables = group.referenceTables
      if referenceTables.isEmpty { continue }
      for language in group.translations {
        let tables = group.tables[language] ?? [:]
        for (name, reference) in referenceTables where tables[name] == nil {
          let expected =
            (group.path.isEmpty ? "" : "\(group.path)/") + "\(language).lproj/\(name).strings"
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
