/// How much of one reference table one language translates: what the coverage page
/// (`strings-lint --format html`) draws as a bar.
///
/// Computed from ``LintInput`` like the rules, so every format the lint reads is covered alike.
/// A key counts as translated when the language's table defines it with a value that is not
/// empty (a non-string value counts too: it is there). Copies of the reference value count as
/// translated; the `untranslated` rule is the place to catch those.
public struct TranslationCoverage: Equatable, Sendable {
  /// The folder holding the `.lproj` folders, as displayed (`""` for the current folder).
  public var folder: String
  public var table: String
  public var language: String
  public var referenceLanguage: String
  /// The keys of the reference table.
  public var total: Int
  /// The reference keys the language translates.
  public var translated: Int
  /// The language's file, or `nil` when it has no such table.
  public var path: String?

  public init(
    folder: String, table: String, language: String, referenceLanguage: String, total: Int,
    translated: Int, path: String?
  ) {
    self.folder = folder
    self.table = table
    self.language = language
    self.referenceLanguage = referenceLanguage
    self.total = total
    self.translated = translated
    self.path = path
  }

  /// The translated share from 0 to 1; a table without keys is fully translated.
  public var share: Double { total == 0 ? 1 : Double(translated) / Double(total) }

  /// One value per folder, reference table and other language, sorted by folder, table and
  /// language.
  public static func of(_ input: LintInput) -> [TranslationCoverage] {
    var result: [TranslationCoverage] = []
    for group in input.groups.sorted(by: { $0.path < $1.path }) {
      for (name, reference) in group.referenceTables {
        let keys = reference.effectiveEntries.map(\.key)
        for language in group.translations {
          let table = group.tables[language]?[name]
          let translated =
            table.map { table in
              keys.count(where: { key in
                guard let entry = table.entry(key) else { return false }
                if case .string(let text) = entry.propertyListValue { return !text.isEmpty }
                return true
              })
            } ?? 0
          result.append(
            TranslationCoverage(
              folder: group.path, table: name, language: language,
              referenceLanguage: group.referenceLanguage, total: keys.count,
              translated: translated, path: table?.file.path))
        }
      }
    }
    return result
  }
}
