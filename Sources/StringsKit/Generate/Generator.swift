import Foundation

/// Turns the key references found in source files into genstrings tables: grouping by table,
/// first value wins, comments merged, keys sorted, values numbered, bytes encoded.
///
/// This folder owns everything between the extractor's ``KeyReference`` values and the bytes
/// of each `<Table>.strings`; it reads and writes no files. The command-line layer decides
/// where tables go and whether to append (``TableWriter/appending(_:to:newFileEncoding:)``).
///
///     let result = Generator().generate([
///       KeyReference(key: "app.key1", comment: "App key 1", kind: .localizedString(
///         routine: "NSLocalizedString"), position: position)
///     ])
///     result.tables[0].name  // "Localizable"
///     // data: FF FE + UTF-16LE "/* App key 1 */\n\"app.key1\" = \"app.key1\";\n\n"
public struct Generator: Sendable {
  public var options: GeneratorOptions

  public init(options: GeneratorOptions = GeneratorOptions()) {
    self.options = options
  }

  /// The tables for `references`, given in the order the files were read and, within a file,
  /// in source order.
  ///
  /// That order matters only among references to the same key of the same table: the first
  /// one's value is kept (§2.5). Everything else is sorted, so the output does not depend on
  /// the order of references to different keys.
  public func generate(_ references: [KeyReference]) -> GeneratedTables {
    var builder = TableGroups()
    var valueWarnings: [Diagnostic] = []
    for reference in references where !options.skipTables.contains(reference.tableName) {
      let value = reference.value ?? reference.key
      let (index, isNew) = builder.group(
        table: reference.tableName, key: reference.key, value: value)
      if !isNew, value != builder.groups[index].value {
        let kept = builder.groups[index].value
        valueWarnings.append(
          .warning(
            "Key \"\(reference.key)\" used with multiple values. Value \"\(kept)\" kept. "
              + "Value \"\(value)\" ignored.",
            at: reference.position))
      }
      builder.groups[index].add(comment: reference.comment, at: reference.position)
    }

    var tables: [GeneratedTable] = []
    var commentWarnings: [Diagnostic] = []
    var finalValues = FinalValues(options: options)
    for name in builder.tableNames.sorted() {
      guard let keys = builder.keys(of: name), !keys.isEmpty else { continue }
      var entries: [TableEntry] = []
      entries.reserveCapacity(keys.count)
      let names = Array(keys.keys)
      let indices = Array(keys.values)
      for position in KeyOrder.sortedIndices(names) {
        let key = names[position]
        let group = builder.groups[indices[position]]
        let comments = group.sortedComments
        if comments.count > 1, !options.quiet, let position = group.firstClash {
          let list = comments.map { "\"\($0)\"" }.joined(separator: " & ")
          commentWarnings.append(
            .warning("Key \"\(key)\" used with multiple comments \(list)", at: position))
        }
        entries.append(
          TableEntry(
            key: key, value: finalValues.value(for: group.value),
            comments: comments.isEmpty ? [TableEntry.noComment] : comments))
      }
      tables.append(
        GeneratedTable(
          name: name, entries: entries,
          data: TableWriter.data(for: entries, encoding: options.outputEncoding),
          encoding: options.outputEncoding))
    }
    return GeneratedTables(tables: tables, diagnostics: valueWarnings + commentWarnings)
  }

}

/// The values as written, worked out once per distinct value: `-u` escapes decoded first, so
/// that a decoded `%` counts, then specifiers numbered.
///
/// Many keys share a value (a key used as its own value is common, and so is one default value
/// for several keys), and numbering specifiers means scanning for them, so each distinct raw
/// value is converted once and remembered for the rest of the run. The conversion depends only
/// on the raw value and the options, so the result is the same as converting every time.
private struct FinalValues {
  let options: GeneratorOptions
  private var converted: [String: String] = [:]

  init(options: GeneratorOptions) {
    self.options = options
  }

  mutating func value(for raw: String) -> String {
    guard options.unicodeEscapes || options.positionalParameters else { return raw }
    if let known = converted[raw] { return known }
    var value = raw
    if options.unicodeEscapes { value = UnicodeEscapes.decode(value) }
    if options.positionalParameters { value = PositionalParameters.rewrite(value) }
    converted[raw] = value
    return value
  }
}

/// The key groups of every table, stored flat so that a reference costs two hash lookups and no
/// copy of a group.
private struct TableGroups {
  /// The names of the tables seen, in the order first seen; `keys[i]` belongs to `tableNames[i]`.
  private(set) var tableNames: [String] = []
  /// Key → index into ``groups``, one dictionary per table.
  private var keys: [[String: Int]] = []
  var groups: [KeyGroup] = []

  /// The index of the group of `key` in `table`, created with `value` if it is new.
  ///
  /// A run has a handful of tables, so the table is found by comparing names (equal names
  /// usually share storage, which makes the comparison immediate) rather than by hashing it
  /// for every reference.
  mutating func group(table: String, key: String, value: String) -> (index: Int, isNew: Bool) {
    let tableIndex: Int
    if let known = tableNames.firstIndex(of: table) {
      tableIndex = known
    } else {
      tableIndex = tableNames.count
      tableNames.append(table)
      keys.append([:])
    }
    if let index = keys[tableIndex][key] { return (index, false) }
    let index = groups.count
    keys[tableIndex][key] = index
    groups.append(KeyGroup(value: value))
    return (index, true)
  }

  /// The keys of the table named `name`, each with its group's index.
  func keys(of name: String) -> [String: Int]? {
    tableNames.firstIndex(of: name).map { keys[$0] }
  }
}

/// What the generator has gathered for one key of one table.
private struct KeyGroup {
  /// The first value seen; later different values are reported and ignored.
  var value: String
  /// The distinct non-empty comments, in the order first seen.
  var comments: [String] = []
  /// Where the second distinct comment first appeared: the reference the "multiple comments"
  /// warning points at.
  var firstClash: SourcePosition?

  /// Records a reference's comment. A missing or empty comment adds nothing: the
  /// `No comment provided by engineer.` placeholder is written only when no reference of the
  /// key has a real comment, and a key with one real comment and one missing comment draws no
  /// warning. genstrings' behaviour for that mix is unknown (§2.4); the tests pin this choice.
  mutating func add(comment: String?, at position: SourcePosition) {
    guard let comment, !comment.isEmpty, !comments.contains(comment) else { return }
    comments.append(comment)
    if comments.count == 2 { firstClash = position }
  }

  /// The comments in the order they are written and listed in the warning: the key order
  /// (§2.4, inferred to be the same case-insensitive compare).
  var sortedComments: [String] { comments.sorted(by: KeyOrder.areInIncreasingOrder) }
}
