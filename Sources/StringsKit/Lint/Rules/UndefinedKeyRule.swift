/// Reports a key the Swift code uses that the reference table lacks, at the call site.
struct UndefinedKeyRule: LintRule {
  static let description = RuleDescription(
    id: "undefined-key",
    summary: "Define every key the code uses in the reference table",
    rationale: """
      A key added in code but never added to the reference table never reaches the \
      translators, and every language shows the key itself. Needs --sources; the keys are \
      found with the same extraction flags as strings-gen (-s, -SwiftUI, --method, …). A key \
      counts as defined when any resource folder's reference table of the right name, or any \
      String Catalog of that name, has it.
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
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])),
        "Sources/View.swift":
          "let a = String.localizedStringWithFormat(NSLocalizedString(\"%d files\", comment: \"\"), 2)\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"say \\\"hi\\\"\" = \"Hi\";\n",
        "Sources/View.swift": """
        let a = NSLocalizedString("a", comment: "")
        let b = NSLocalizedString("say \\"hi\\"", comment: "")
        """,
      ]),
      RuleExample([
        "Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {"b": {}}}"#,
        "Other.xcstrings": #"{"sourceLanguage": "en", "strings": {"c": {}}}"#,
        "Sources/View.swift": """
        let b = NSLocalizedString("b", comment: "")
        let c = NSLocalizedString("c", tableName: "Other", comment: "")
        """,
      ]),
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    guard let sources = input.sources else { return [] }
    // Table name → the reference tables of that name, in group order.
    var tables: [String: [LocalizedTable]] = [:]
    for group in input.groups {
      for (name, table) in (group.localized[group.referenceLanguage] ?? [:]).sorted(by: {
        $0.key < $1.key
      }) {
        tables[name, default: []].append(table)
      }
    }
    var catalogKeys: [String: Set<LiteralKey>] = [:]
    for tables in input.catalogs {
      catalogKeys[tables.catalog.tableName, default: []].formUnion(
        tables.catalog.entries.map { LiteralKey($0.key) })
    }
    var findings: [LintFinding] = []
    var misses: [String: (lookalikes: LookalikeKeys, tail: String)] = [:]
    for reference in sources.references {
      let key = reference.decodedKey
      // Made from the reference's bytes on each read: read once.
      let tableName = reference.tableName
      // A catalog replaces the .strings tables of its name at build time: it is named first.
      if let keys = catalogKeys[tableName] {
        if keys.contains(LiteralKey(key)) { continue }
        let defined = tables[tableName]?.contains { $0.contains(key) } ?? false
        if !defined {
          let catalog = input.catalogs.first { $0.catalog.tableName == tableName }!
          findings.append(
            LintFinding(
              .error(
                "\(quoted(key)) is used here but not defined in '\(catalog.catalog.path)'",
                at: reference.position),
              key: key))
        }
        continue
      }
      guard let candidates = tables[tableName] else {
        findings.append(
          LintFinding(
            .error(
              "\(quoted(key)) is used here but there is no reference table "
                + quoted(tableName),
              at: reference.position),
            key: key))
        continue
      }
      if candidates.contains(where: { $0.contains(key) }) { continue }
      // Built once per table, on its first miss, with the message's tail (the same for every
      // key of the table).
      let missing: (lookalikes: LookalikeKeys, tail: String)
      if let known = misses[tableName] {
        missing = known
      } else {
        missing = (
          LookalikeKeys(candidates[0]), " is used here but not defined in '\(candidates[0].path)'"
        )
        misses[tableName] = missing
      }
      findings.append(
        LintFinding(
          .error(
            quoting: key, then: missing.tail, at: reference.position,
            notes: missing.lookalikes.note(for: key).map { [$0] } ?? []),
          key: key))
    }
    return findings
  }
}
