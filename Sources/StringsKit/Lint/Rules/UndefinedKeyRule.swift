/// Reports a key the Swift code uses that the reference table lacks, at the call site.
struct UndefinedKeyRule: LintRule {
  static let description = RuleDescription(
    id: "undefined-key",
    summary: "Define every key the code uses in the reference table",
    rationale: """
      A key added in code but never added to the reference table never reaches the \
      translators, and every language shows the key itself. Needs --sources; the keys are \
      found with the same extraction flags as strings-gen (-s, -SwiftUI, --method, …). A key \
      counts as defined when any resource folder's reference table of the right name has it.
      """,
    defaultSeverity: .error,
    needsSources: true,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "Sources/View.swift": """
        let a = NSLocalizedString("a", comment: "")
        let b = ↓NSLocalizedString("b", comment: "")
        let c = ↓NSLocalizedString("c", tableName: "Other", comment: "")
        """,
      ])
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"say \\\"hi\\\"\" = \"Hi\";\n",
        "Sources/View.swift": """
        let a = NSLocalizedString("a", comment: "")
        let b = NSLocalizedString("say \\"hi\\"", comment: "")
        """,
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    guard let sources = input.sources else { return [] }
    // Table name → the reference tables of that name, in group order.
    var tables: [String: [LintTable]] = [:]
    for group in input.groups {
      for (name, table) in group.referenceTables { tables[name, default: []].append(table) }
    }
    var findings: [LintFinding] = []
    var lookalikes: [String: LookalikeKeys] = [:]
    for reference in sources.references {
      let key = reference.decodedKey
      guard let candidates = tables[reference.tableName] else {
        findings.append(
          LintFinding(
            .error(
              "\(quoted(key)) is used here but there is no reference table "
                + quoted(reference.tableName),
              at: reference.position),
            key: key))
        continue
      }
      if candidates.contains(where: { $0.contains(key) }) { continue }
      // Built once per table, on its first miss.
      if lookalikes[reference.tableName] == nil {
        lookalikes[reference.tableName] = LookalikeKeys(candidates[0])
      }
      let lookalike = lookalikes[reference.tableName]?.note(for: key)
      findings.append(
        LintFinding(
          .error(
            "\(quoted(key)) is used here but not defined in '\(candidates[0].file.path)'",
            at: reference.position, notes: lookalike.map { [$0] } ?? []),
          key: key))
    }
    return findings
  }
}
