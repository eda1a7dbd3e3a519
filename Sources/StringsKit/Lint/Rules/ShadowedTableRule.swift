/// Reports a String Catalog and a `.strings` table of the same name in one resource folder.
struct ShadowedTableRule: LintRule {
  static let description = RuleDescription(
    id: "shadowed-table",
    summary: "Keep one format per table: a catalog or .strings files",
    rationale: """
      At build time a String Catalog is compiled into .strings files of its name, which \
      replace the .lproj tables of the same name: edits to those .strings files never reach \
      the app. Usually the catalog came from a migration and the old files were left behind. \
      The finding sits on the catalog, with a note at each table it hides.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "Localizable.xcstrings": #"↓{"sourceLanguage": "en", "strings": {"a": {}}}"#,
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      ])
    ],
    nonTriggering: [
      RuleExample([
        "Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {"a": {}}}"#,
        "en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
        "Package/Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {"b": {}}}"#,
        "Package/en.lproj/Other.strings": "\"b\" = \"B\";\n",
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for tables in input.catalogs {
      let catalog = tables.catalog
      let folder = Self.resourceFolder(of: catalog.path)
      let hidden = input.groups.filter { $0.path == folder }.flatMap { group in
        group.tables.values.compactMap { $0[catalog.tableName] }
      }.sorted { $0.file.path < $1.file.path }
      if hidden.isEmpty { continue }
      findings.append(
        LintFinding(
          .warning(
            "the catalog \(quoted(catalog.tableName)) replaces \(hidden.count) .strings "
              + "\(hidden.count == 1 ? "table" : "tables") of the same name at build time",
            at: catalog.start,
            notes: hidden.map { .init("this table is not used", at: $0.start) }),
          key: nil))
    }
    return findings
  }

  /// The folder a catalog's tables would sit beside: its own, or the parent of an `.lproj`
  /// folder (Xcode keeps storyboard catalogs in `mul.lproj`).
  static func resourceFolder(of path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    if let last = parts.last, last.hasSuffix(".lproj") { parts = parts.dropLast() }
    return parts.joined(separator: "/")
  }
}
