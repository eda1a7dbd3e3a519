/// Builds a catalog from a table's `.lproj` files, as Xcode's "Migrate to String Catalog":
///
/// - every key of any language, each with `extractionState: migrated` and its comment from the
///   source language's `.strings` (several comments joined by a line break; genstrings'
///   placeholder comment dropped);
/// - every `.strings` value a `translated` string unit;
/// - every `.stringsdict` entry a `translated` string unit holding its format exactly, with one
///   substitution per variable (its name, `formatSpecifier` the value type, its categories or
///   devices as `variations`), as Xcode migrates them. No `argNum` is added, so the format and
///   the texts compile back to exactly the same `.stringsdict`;
/// - a `.strings` entry whose key the same language's `.stringsdict` has is dead at runtime (the
///   plural wins) and is left out with a warning, and so is a non-string value and a
///   `.stringsdict` variable that is neither a plural nor a device rule.
public enum CatalogMigration {
  /// One language's files of the table.
  public struct Language: Sendable {
    public var language: String
    public var strings: StringsFile?
    /// The `.stringsdict` as parsed, for positions in diagnostics.
    public var stringsdictFile: StringsdictFile?
    /// Its entries, as ``StringsdictContent`` reads them.
    public var stringsdict: [StringsdictWriter.Entry]

    public init(
      language: String, strings: StringsFile?, stringsdict: [StringsdictWriter.Entry] = []
    ) {
      self.language = language
      self.strings = strings
      self.stringsdict = stringsdict
    }

    /// A language with a parsed `.stringsdict`: its entries as ``StringsdictContent`` reads them
    /// (what it cannot read is in ``StringsdictContent/Read/diagnostics``).
    public init(language: String, strings: StringsFile?, stringsdict file: StringsdictFile) {
      self.init(
        language: language, strings: strings, stringsdict: StringsdictContent.read(file).entries)
      stringsdictFile = file
    }

    /// Where a variable of an entry is written, for diagnostics (`path:1:1` when unknown).
    func position(of variable: String, in key: String) -> SourcePosition {
      guard let file = stringsdictFile else { return SourcePosition(path: "", line: 1, column: 1) }
      let definition = file.definitions.last { $0.key.isLiterallyEqual(to: key) }
      return definition?.variable(variable)?.keyPosition ?? definition?.keyPosition ?? file.start
    }
  }

  public struct Result: Sendable {
    public var catalog: Catalog
    public var diagnostics: [Diagnostic]
  }

  public static func catalog(
    path: String, sourceLanguage: String, languages: [Language]
  ) -> Result {
    var diagnostics: [Diagnostic] = []
    // key → language → localization node, and the comments of the source language.
    var keys: [LiteralKey: (key: String, localizations: [CatalogMember])] = [:]
    var comments: [LiteralKey: String] = [:]
    for language in languages.sorted(by: { $0.language < $1.language }) {
      var plurals = Set<LiteralKey>()
      for entry in language.stringsdict {
        plurals.insert(LiteralKey(entry.key))
        if let other = entry.variables.first(where: { !$0.isPluralOrDevice }) {
          diagnostics.append(
            .warning(
              "\"\(entry.key)\" in \(language.language): a catalog has no form for "
                + "\(other.ruleType ?? "a variable without a rule type"); not migrated",
              at: language.position(of: other.name, in: entry.key)))
          continue
        }
        keys[LiteralKey(entry.key), default: (entry.key, [])].localizations.append(
          CatalogMember(language.language, substitutions(entry)))
      }
      guard let strings = language.strings else { continue }
      var last: [LiteralKey: Int] = [:]
      for (offset, entry) in strings.entries.enumerated() { last[LiteralKey(entry.key)] = offset }
      for (offset, entry) in strings.entries.enumerated()
      where last[LiteralKey(entry.key)] == offset {
        if language.language == sourceLanguage {
          let text = entry.comments.filter { !$0.isLiterallyEqual(to: TableEntry.noComment) }
            .joined(separator: "\n")
          if !text.isEmpty { comments[LiteralKey(entry.key)] = text }
        }
        if plurals.contains(LiteralKey(entry.key)) {
          diagnostics.append(
            .warning(
              "\"\(entry.key)\" is also in the .stringsdict, which the runtime uses; "
                + "the .strings value is not migrated", at: entry.keyPosition))
          continue
        }
        guard case .string(let value) = entry.propertyListValue else {
          diagnostics.append(
            .warning(
              "\"\(entry.key)\" has a value that is not a string; not migrated",
              at: entry.keyPosition))
          continue
        }
        keys[LiteralKey(entry.key), default: (entry.key, [])].localizations.append(
          CatalogMember(language.language, unit(value)))
      }
    }
    var members: [CatalogMember] = []
    members.reserveCapacity(keys.count)
    for (literal, entry) in keys {
      var fields: [CatalogMember] = []
      if let comment = comments[literal] {
        fields.append(CatalogMember("comment", .string(comment)))
      }
      fields.append(CatalogMember("extractionState", .string("migrated")))
      let localizations = entry.localizations.sorted {
        CatalogKeyOrder.areInIncreasingOrder($0.key, $1.key)
      }
      fields.append(CatalogMember("localizations", .object(localizations)))
      members.append(CatalogMember(entry.key, .object(fields)))
    }
    members.sort { CatalogKeyOrder.areInIncreasingOrder($0.key, $1.key) }
    let root = CatalogNode.object([
      CatalogMember("sourceLanguage", .string(sourceLanguage)),
      CatalogMember("strings", .object(members)),
      CatalogMember("version", .string("1.0")),
    ])
    return Result(
      catalog: CatalogReader.read(CatalogWriter.data(for: root), path: path),
      diagnostics: diagnostics.sortedForPrinting())
  }

  /// `{"stringUnit": {"state": "translated", "value": value}}`.
  static func unit(_ value: String) -> CatalogNode {
    .object([
      CatalogMember(
        "stringUnit",
        .object([
          CatalogMember("state", .string("translated")), CatalogMember("value", .string(value)),
        ]))
    ])
  }

  /// A `.stringsdict` entry as a string unit with substitutions.
  static func substitutions(_ entry: StringsdictWriter.Entry) -> CatalogNode {
    var substitutions: [CatalogMember] = []
    for variable in entry.variables {
      var fields: [CatalogMember] = []
      if let valueType = variable.valueType {
        fields.append(CatalogMember("formatSpecifier", .string(valueType)))
      }
      let selector =
        variable.ruleType == PluralDefinition.Variable.deviceRuleType ? "device" : "plural"
      let cases = variable.texts.map { CatalogMember($0.name, unit($0.text)) }
        .sorted { CatalogKeyOrder.areInIncreasingOrder($0.key, $1.key) }
      fields.append(
        CatalogMember("variations", .object([CatalogMember(selector, .object(cases))])))
      substitutions.append(CatalogMember(variable.name, .object(fields)))
    }
    substitutions.sort { CatalogKeyOrder.areInIncreasingOrder($0.key, $1.key) }
    var node = unit(entry.format)
    node.setMember("substitutions", .object(substitutions))
    return node
  }
}
