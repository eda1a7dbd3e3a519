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
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      ]),
      RuleExample(["Loose.strings": "\"a\" = \"\";\n"]),
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      let reference = group.tables[group.referenceLanguage] ?? [:]
      for (language, tables) in group.tables {
        for (name, table) in tables {
          let referenceTable = language == group.referenceLanguage ? nil : reference[name]
          for entry in table.effectiveEntries where isEmpty(entry) {
            if let referenceEntry = referenceTable?.entry(entry.key), isEmpty(referenceEntry) {
              continue
            }
            findings.append(
              LintFinding(
                .warning(
                  "empty value for \(quoted(entry.key))",
                  at: entry.valuePosition ?? entry.keyPosition),
                key: entry.key))
          }
        }
      }
    }
    return findings
  }

  private func isEmpty(_ entry: StringsEntry) -> Bool {
    if case .string(let text) = entry.propertyListValue { return text.isEmpty }
    return false
  }
}
