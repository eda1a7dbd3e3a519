/// Reports a key defined more than once in one file, and says which definition the runtime uses.
struct DuplicateKeyRule: LintRule {
  static let description = RuleDescription(
    id: "duplicate-key",
    summary: "Define each key once per file",
    rationale: """
      CoreFoundation keeps the last of repeated keys and silently drops the others, so an edit \
      to the first definition never reaches the app. Repeats usually come from merges or from \
      appending generated tables (genstrings -a). Each later definition is reported, with a \
      note at the first one.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"1\";\n↓\"a\" = \"2\";\n"
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"😀\" = \"1\"; ↓\"😀\" = \"2\";\n"
      ]),
      RuleExample([
        "Loose.strings": "\"a\" = \"1\";\n\"b\" = \"2\";\n↓\"a\" = \"1\";\n↓\"a\" = \"3\";\n"
      ]),
      // A .stringsdict's top-level keys, the same way.
      RuleExample([
        "en.lproj/Localizable.stringsdict": """
        <plist><dict>
        <key>%d files</key><dict><key>NSStringLocalizedFormatKey</key><string>one</string></dict>
        ↓<key>%d files</key><dict><key>NSStringLocalizedFormatKey</key><string>two</string></dict>
        </dict></plist>
        """
      ]),
      // In a catalog, any JSON object: JSON readers keep the last member silently.
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Café": {"comment": "first", ↓"comment": "second"},
          ↓"Caf\u00e9": {}
        }}
        """#
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Café": {"comment": "Cafe\u0301 is another key: other Unicode scalars"},
          "Cafe\u0301": {}
        }}
        """#
      ]),
      RuleExample(["en.lproj/Localizable.strings": "\"a\" = \"1\";\n\"A\" = \"2\";\n"]),
      // Canonically equivalent but not the same scalars: two keys at runtime.
      RuleExample(["en.lproj/Localizable.strings": "\"\u{E1}\" = \"1\";\n\"a\u{301}\" = \"2\";\n"]),
    ])

  static let readsLocalizedTables = false

  func check(_ input: LintInput) -> [LintFinding] {
    let stringsdicts =
      input.groups.flatMap { group in
        group.stringsdicts.values.flatMap { $0.values }
      } + input.looseStringsdicts
    return input.allTables.filter(\.hasDuplicates).map(\.file).flatMap(Self.check)
      + input.looseFiles.flatMap(Self.check) + input.catalogs.map(\.catalog).flatMap(Self.check)
      + stringsdicts.flatMap(Self.check)
  }

  /// A `.stringsdict` key repeated at the top level: CoreFoundation keeps the last definition.
  static func check(_ file: StringsdictFile) -> [LintFinding] {
    let entries = file.entries
    guard entries.count > 1 else { return [] }
    var first: [LiteralKey: Int] = [:]
    var last: [LiteralKey: Int] = [:]
    var repeated: [Int] = []
    for (index, entry) in entries.enumerated() {
      let key = LiteralKey(entry.key)
      if first[key] == nil { first[key] = index } else { repeated.append(index) }
      last[key] = index
    }
    return repeated.map { index in
      let entry = entries[index]
      let key = LiteralKey(entry.key)
      let which =
        last[key] == index
        ? "this last definition is the one the runtime uses"
        : "the runtime uses the last one, on line \(entries[last[key]!].keyPosition.line)"
      return LintFinding(
        .warning(
          "duplicate key \(quoted(entry.key)) in the .stringsdict; \(which)",
          at: entry.keyPosition,
          notes: [
            .init(
              "\(quoted(entry.key)) is first defined here", at: entries[first[key]!].keyPosition)
          ]),
        key: entry.key)
    }
  }

  static func check(_ catalog: Catalog) -> [LintFinding] {
    catalog.duplicateKeys.map { duplicate in
      LintFinding(
        .warning(
          "duplicate key \(quoted(duplicate.key)) in one JSON object; readers keep the last one "
            + "and drop the others",
          at: catalog.position(duplicate.repeated),
          notes: [
            .init(
              "\(quoted(duplicate.key)) first appears here", at: catalog.position(duplicate.first))
          ]),
        key: duplicate.key)
    }
  }

  static func check(_ file: StringsFile) -> [LintFinding] {
    var first: [LiteralKey: Int] = [:]
    var last: [LiteralKey: Int] = [:]
    var repeated: [Int] = []
    for (index, entry) in file.entries.enumerated() {
      let key = LiteralKey(entry.key)
      if first[key] == nil {
        first[key] = index
      } else {
        repeated.append(index)
      }
      last[key] = index
    }
    return repeated.map { index in
      let entry = file.entries[index]
      let key = LiteralKey(entry.key)
      let firstEntry = file.entries[first[key]!]
      let winner = file.entries[last[key]!]
      let which =
        winner.keyPosition == entry.keyPosition
        ? "this last definition is the one the runtime uses"
        : "the runtime uses the last one, on line \(winner.keyPosition.line)"
      return LintFinding(
        .warning(
          "duplicate key \(quoted(entry.key)); \(which)", at: entry.keyPosition,
          notes: [.init("\(quoted(entry.key)) is first defined here", at: firstEntry.keyPosition)]),
        key: entry.key)
    }
  }
}
