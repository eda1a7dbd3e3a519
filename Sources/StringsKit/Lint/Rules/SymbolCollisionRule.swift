/// Reports keys of one table that give the same Swift symbol, or none: Xcode 26 stops the build
/// on them when it generates string symbols, and `strings-gen --symbols` renames them.
struct SymbolCollisionRule: LintRule {
  static let description = RuleDescription(
    id: "symbol-collision",
    summary: "Give every key its own Swift symbol",
    rationale: """
      Xcode 26 and strings-gen --symbols turn each key of the reference language into a Swift \
      name: format specifiers and punctuation dropped, words joined in lowerCamelCase \
      ("Allow uploads" → allowUploads). Keys that differ only in case, punctuation or \
      placeholders give the same name, which stops Xcode's build and makes strings-gen add a \
      suffix; a key with no letter or digit gives no name at all. Each key after the first of \
      a group (in Unicode order) is reported, with the key it collides with.
      """,
    defaultSeverity: .warning,
    enabledByDefault: false,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"Allow Uploads\" = \"A\";\n↓\"Allow uploads\" = \"B\";\n"
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"Glucose\" = \"G\";\n↓\"Glucose: %@\" = \"G: %@\";\n"
      ]),
      RuleExample(["en.lproj/Localizable.strings": "↓\"%@\" = \"%@\";\n"]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"OK": {}, ↓"Ok": {}}}
        """#
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"Allow uploads\" = \"A\";\n\"Allow downloads\" = \"B\";\n"
      ]),
      // Tables are separate namespaces; only the reference language is read.
      RuleExample([
        "en.lproj/Localizable.strings": "\"OK\" = \"OK\";\n",
        "en.lproj/Alerts.strings": "\"Ok\" = \"Ok\";\n",
        "de.lproj/Localizable.strings": "\"OK\" = \"OK\";\n",
      ]),
      // A key in both the .strings and the .stringsdict of a table is one key.
      RuleExample([
        "en.lproj/Localizable.strings": "\"%d files\" = \"%d files\";\n",
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])),
      ]),
    ])

  static var readsLocalizedTables: Bool { false }

  func check(_ input: LintInput) -> [LintFinding] {
    var tables: [[SymbolEntry]] = []
    for group in input.groups {
      let reference = group.referenceLanguage
      let plurals = group.stringsdicts[reference] ?? [:]
      let strings = group.tables[reference] ?? [:]
      for name in Set(plurals.keys).union(strings.keys).sorted() {
        var seen = Set<LiteralKey>()
        var entries: [SymbolEntry] = []
        let definitions = plurals[name]?.definitions.map(SymbolTableReader.entry(for:)) ?? []
        let values = strings[name]?.effectiveEntries.map(SymbolTableReader.entry(for:)) ?? []
        for entry in definitions + values where seen.insert(LiteralKey(entry.key)).inserted {
          entries.append(entry)
        }
        tables.append(entries)
      }
    }
    for catalog in input.catalogs {
      tables.append(catalog.reference.entries.map(SymbolTableReader.entry(for:)))
    }
    return tables.flatMap { entries in
      SymbolNaming(entries).assignments.compactMap { assignment in
        SymbolNaming.problem(assignment).map {
          LintFinding(.warning($0, at: assignment.entry.position), key: assignment.entry.key)
        }
      }
    }
  }
}
