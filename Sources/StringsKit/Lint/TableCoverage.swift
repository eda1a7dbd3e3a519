/// How much of each table is translated, per language: what `strings-lint --summary` prints
/// and what a team looks at first.
///
/// A String Catalog counts its keys to translate (not `shouldTranslate: false`, not stale); a
/// key is translated in a language when every text it has there is in state `translated` (a
/// text without a state counts as translated), so `new` and `needs_review` are not. In the
/// source language a key without a localization stands for itself and counts. A `.lproj`
/// table counts the reference table's keys; a translation has a key when it holds a non-empty
/// value for it.
public struct TableCoverage: Sendable, Hashable {
  /// The file of that language: the catalog, or the language's `.strings` file (or where it
  /// would be when it is missing).
  public var path: String
  public var language: String
  public var translated: Int
  public var total: Int

  public init(path: String, language: String, translated: Int, total: Int) {
    self.path = path
    self.language = language
    self.translated = translated
    self.total = total
  }

  /// `83.3%`; a table without keys is complete.
  public var percentage: String {
    guard total > 0 else { return "100.0%" }
    let tenths = (translated * 1000 + total / 2) / total
    return "\(tenths / 10).\(tenths % 10)%"
  }

  /// One row per catalog and language, and per `.lproj` table and language, sorted by path and
  /// language.
  public static func rows(for input: LintInput) -> [TableCoverage] {
    var rows: [TableCoverage] = []
    for tables in input.catalogs {
      let counted = tables.reference.entries.filter { $0.shouldTranslate && !$0.isStale }
      let keys = Set(counted.map { LiteralKey($0.key) })
      for table in [tables.reference] + tables.translations {
        let translated = table.entries.filter { entry in
          keys.contains(LiteralKey(entry.key)) && entry.isLocalized
            && entry.texts.allSatisfy { $0.state == nil || $0.state == "translated" }
        }.count
        rows.append(
          TableCoverage(
            path: tables.catalog.path, language: table.language, translated: translated,
            total: keys.count))
      }
    }
    for group in input.groups {
      for (name, reference) in group.referenceTables {
        let keys = reference.effectiveEntries.map(\.key)
        rows.append(
          TableCoverage(
            path: reference.file.path, language: group.referenceLanguage, translated: keys.count,
            total: keys.count))
        for language in group.translations {
          let path =
            (group.path.isEmpty ? "" : "\(group.path)/") + "\(language).lproj/\(name).strings"
          guard let table = group.tables[language]?[name] else {
            rows.append(
              TableCoverage(path: path, language: language, translated: 0, total: keys.count))
            continue
          }
          let translated = keys.filter { key in
            guard case .string(let value) = table.entry(key)?.propertyListValue else {
              return false
            }
            return !value.isEmpty
          }.count
          rows.append(
            TableCoverage(
              path: table.file.path, language: language, translated: translated,
              total: keys.count))
        }
      }
    }
    return rows.sorted { ($0.path, $0.language) < ($1.path, $1.language) }
  }

  /// The rows as an aligned text table with a header.
  public static func text(_ rows: [TableCoverage]) -> String {
    let header = ["TABLE", "LANGUAGE", "TRANSLATED", "PERCENT"]
    let lines = rows.map { [$0.path, $0.language, "\($0.translated)/\($0.total)", $0.percentage] }
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
