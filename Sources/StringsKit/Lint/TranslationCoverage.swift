/// How much of one table one language translates: what `strings-lint --summary` prints per
/// table and language, and what the coverage page (`strings-lint --format html`) draws as a bar.
///
/// Computed from ``LintInput`` like the rules, so every format the lint reads is counted alike.
///
/// - A `.lproj` table is the table as the runtime sees it (``LocalizedTable``): the keys of
///   the reference language's `.strings` and `.stringsdict` of that name. A language translates
///   a key when its table defines it with a value that is not an empty string: a `.stringsdict`
///   definition or a non-string value is there. A value that is the reference value itself
///   (with a letter in it, as the `untranslated` rule sees copies) is no evidence of
///   translation: `strings-merge` gives new keys the reference text, as Xcode does. It is
///   counted apart, in ``sameAsReference``, not as translated. The reference language
///   translates all of its keys.
/// - A String Catalog counts its keys to translate (not `shouldTranslate: false`, not stale); a
///   key is translated in a language when every text it has there is in state `translated` (a
///   text without a state counts as translated), so `new` and `needs_review` are not. In the
///   source language a key without a localization stands for itself and counts. The state
///   says whether a person translated a text, so no catalog text is counted apart.
public struct TranslationCoverage: Hashable, Sendable {
  /// The folder holding the `.lproj` folders or the catalog, as displayed (`""` for the
  /// current folder).
  public var folder: String
  /// The table name: `Localizable` for `en.lproj/Localizable.strings` and for
  /// `Localizable.xcstrings`.
  public var table: String
  public var language: String
  public var referenceLanguage: String
  /// The language's file: the catalog, or the `.lproj` table's `.strings` file (its
  /// `.stringsdict` when it has no `.strings`), or where that file would be when it is missing.
  public var file: String
  /// Whether the language has the table at all.
  public var exists: Bool
  /// The keys of the reference table.
  public var total: Int
  /// The reference keys the language translates.
  public var translated: Int
  /// The reference keys whose value in this language is the reference value, copied: not in
  /// ``translated``. Always 0 for the reference language and for catalogs.
  public var sameAsReference: Int

  public init(
    folder: String, table: String, language: String, referenceLanguage: String, file: String,
    exists: Bool = true, total: Int, translated: Int, sameAsReference: Int = 0
  ) {
    self.folder = folder
    self.table = table
    self.language = language
    self.referenceLanguage = referenceLanguage
    self.file = file
    self.exists = exists
    self.total = total
    self.translated = translated
    self.sameAsReference = sameAsReference
  }

  /// The language's file, or `nil` when it has no such table.
  public var path: String? { exists ? file : nil }

  public var isReference: Bool { language == referenceLanguage }

  /// The translated share from 0 to 1; a table without keys is fully translated.
  public var share: Double { total == 0 ? 1 : Double(translated) / Double(total) }

  /// `83.3%`, rounded to the nearest tenth; a table without keys is complete.
  public var percentage: String {
    guard total > 0 else { return "100.0%" }
    let tenths = (translated * 1000 + total / 2) / total
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// One value per `.lproj` folder, table and language (the reference included), sorted by
  /// folder, table and language.
  public static func of(_ input: LintInput) -> [TranslationCoverage] {
    var result: [TranslationCoverage] = []
    for group in input.groups.sorted(by: { $0.path < $1.path }) {
      let prefix = group.path.isEmpty ? "" : "\(group.path)/"
      let references = (group.localized[group.referenceLanguage] ?? [:])
        .sorted { $0.key < $1.key }
      for (name, reference) in references {
        let keys = reference.entries.map(\.key)
        let suffix = reference.strings == nil ? "stringsdict" : "strings"
        for language in ([group.referenceLanguage] + group.translations).sorted() {
          let table = group.localized[language]?[name]
          var translated = 0
          var same = 0
          if language == group.referenceLanguage {
            translated = keys.count
          } else if let table {
            for key in keys where table.translates(key) {
              if table.copies(key, from: reference) { same += 1 } else { translated += 1 }
            }
          }
          result.append(
            TranslationCoverage(
              folder: group.path, table: name, language: language,
              referenceLanguage: group.referenceLanguage,
              file: table?.path ?? "\(prefix)\(language).lproj/\(name).\(suffix)",
              exists: table != nil, total: keys.count, translated: translated,
              sameAsReference: same))
        }
      }
    }
    return result
  }

  /// Per language, how many `.lproj` values are the reference value copied: the sums of
  /// ``sameAsReference`` over ``of(_:)``, for the note a lint prints when the `untranslated`
  /// rule is off. Counted from the text pairs the rules compare (``LintInput/Group/translatedTexts``,
  /// built once): looking up every reference key in every language again cost more than the
  /// lint itself. A `.strings` value is a copy when it pairs with a reference `.strings` value
  /// (both in the `value` slot) that has the same scalars and a letter.
  public static func copiedValues(_ input: LintInput) -> [String: Int] {
    var copied: [String: Int] = [:]
    for group in input.groups {
      for pair in group.translatedTexts
      where pair.text.slot == .value && pair.referenceText.slot == .value
        && pair.text.text.isCopy(of: pair.referenceText.text)
      {
        copied[pair.language, default: 0] += 1
      }
    }
    return copied
  }

  /// One value per String Catalog and language (the source language included), sorted by path
  /// and language.
  public static func ofCatalogs(_ input: LintInput) -> [TranslationCoverage] {
    var result: [TranslationCoverage] = []
    for tables in input.catalogs {
      let counted = tables.reference.entries.filter { $0.shouldTranslate && !$0.isStale }
      let keys = Set(counted.map { LiteralKey($0.key) })
      let path = tables.catalog.path
      let slash = path.lastIndex(of: "/")
      let folder = slash.map { String(path[..<$0]) } ?? ""
      let name = String(path[(slash.map { path.index(after: $0) } ?? path.startIndex)...])
      for table in [tables.reference] + tables.translations {
        let translated = table.entries.count { entry in
          keys.contains(LiteralKey(entry.key)) && entry.isLocalized
            && entry.texts.allSatisfy { $0.state == nil || $0.state == "translated" }
        }
        result.append(
          TranslationCoverage(
            folder: folder,
            table: name.hasSuffix(".xcstrings") ? String(name.dropLast(10)) : name,
            language: table.language, referenceLanguage: tables.reference.language, file: path,
            total: keys.count, translated: translated))
      }
    }
    return result.sorted { ($0.file, $0.language) < ($1.file, $1.language) }
  }

  /// The rows as `--summary` prints them: an aligned text table with a header, one row per
  /// file and language, sorted by file and language. Values copied from the reference have a
  /// column of their own, apart from the translated ones and the percentage.
  public static func summary(_ rows: [TranslationCoverage]) -> String {
    let header = ["TABLE", "LANGUAGE", "TRANSLATED", "SAME AS REFERENCE", "PERCENT"]
    let lines = rows.sorted { ($0.file, $0.language) < ($1.file, $1.language) }.map {
      [
        $0.file, $0.language, "\($0.translated)/\($0.total)",
        $0.isReference ? "-" : "\($0.sameAsReference)", $0.percentage,
      ]
    }
    var widths = header.map(\.count)
    for line in lines {
      for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    return ([header] + lines).map { cells in
      cells.enumerated().map { index, cell in
        index == cells.count - 1
          ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
      }.joined()
    }.joined(separator: "\n") + "\n"
  }
}

extension LocalizedTable {
  /// Whether the value of `key` is a copy of the string `reference` has for it
  /// (`String.isCopy(of:)`), as the `untranslated` rule reports.
  fileprivate func copies(_ key: String, from reference: LocalizedTable) -> Bool {
    guard case .string(let text) = entry(key)?.text,
      case .string(let original) = reference.entry(key)?.text
    else { return false }
    return text.isCopy(of: original)
  }

  /// Whether the table holds a value for `key` other than an empty string.
  fileprivate func translates(_ key: String) -> Bool {
    guard let entry = entry(key) else { return false }
    if case .string(let text) = entry.text { return !text.isEmpty }
    return true
  }
}
