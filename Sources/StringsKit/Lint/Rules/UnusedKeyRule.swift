/// Reports a key of the reference table that no Swift source uses.
struct UnusedKeyRule: LintRule {
  static let description = RuleDescription(
    id: "unused-key",
    summary: "Remove reference keys the code no longer uses",
    rationale: """
      Keys deleted from the code linger in every language and keep costing translation work. \
      Needs --sources. Only tables the sources use at least once, and Localizable, are \
      checked: InfoPlist and storyboard tables are read by the system, not by code. Keys \
      built at run time can be exempted with --allow-unused PATTERN (* and ? globs). String \
      Catalogs are checked the same way, except keys Xcode already marks stale (stale-key) \
      and a storyboard's catalog (in a *.lproj folder), which Swift code does not feed.
      """,
    defaultSeverity: .warning,
    needsSources: true,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n↓\"old\" = \"Old\";\n",
        "Sources/View.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\n",
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"a": {}, ↓"old": {}, "gone": {"extractionState": "stale"}}}
        """#,
        "Sources/View.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])
        ).replacingOccurrences(of: "<key>%d files", with: "↓<key>%d files"),
        "Sources/View.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\n",
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "Storyboards/mul.lproj/Main.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"Window title": {}}}
        """#,
        "Sources/View.swift":
          "let a = NSLocalizedString(\"a\", tableName: \"Main\", comment: \"\")\n",
      ]),
      RuleExample(
        [
          "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"tab.home\" = \"Home\";\n",
          "en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
          "Sources/View.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\n",
        ], allowUnused: ["tab.*"]),
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    guard let sources = input.sources else { return [] }
    var used: [String: Set<LiteralKey>] = ["Localizable": []]
    for reference in sources.references {
      used[reference.tableName, default: []].insert(LiteralKey(reference.decodedKey))
    }
    let patterns = sources.allowUnused.map(KeyPattern.init)
    var findings: [LintFinding] = []
    for group in input.groups {
      for (name, table) in group.localized[group.referenceLanguage] ?? [:] where name != "InfoPlist"
      {
        guard let keys = used[name] else { continue }
        for entry in table.entries where !keys.contains(LiteralKey(entry.key)) {
          if patterns.contains(where: { $0.matches(entry.key) }) { continue }
          findings.append(
            LintFinding(
              .warning(
                quoting: entry.key, then: " is not used in the sources", at: entry.keyPosition),
              key: entry.key))
        }
      }
    }
    for tables in input.catalogs
    where tables.catalog.tableName != "InfoPlist"
      && !CatalogLocations.Location(path: tables.catalog.path).isStoryboard
    {
      guard let keys = used[tables.catalog.tableName] else { continue }
      for entry in tables.reference.entries
      where !entry.isStale && !keys.contains(LiteralKey(entry.key)) {
        if patterns.contains(where: { $0.matches(entry.key) }) { continue }
        findings.append(
          LintFinding(
            .warning(
              quoting: entry.key, then: " is not used in the sources", at: entry.keyPosition),
            key: entry.key))
      }
    }
    return findings
  }
}
