import Foundation

/// The keys of a table found up to Unicode canonical equivalence: how a rule names the key a
/// translation holds when it only looks like the reference's key.
///
/// `é` (U+00E9) and `e` + U+0301 print the same, but the runtime compares keys literally, so a
/// translation keyed by one is never found by a lookup of the other. Swift's `String` equality
/// folds exactly that difference, which makes it the right index here and the wrong one
/// everywhere else.
///
///     let lookalikes = LookalikeKeys(table)
///     lookalikes.note(for: "caf\u{E9}")  // note at "cafe\u{301}": "… U+0065 U+0301 …"
///
/// Asked only about keys the table lacks literally, and built on the first question: most
/// tables are never asked, and hashing every key of each reference table by `String` (which
/// normalizes) cost more than comparing the tables.
final class LookalikeKeys {
  private typealias Spelling = (key: String, keyPosition: SourcePosition)
  private let spellings: () -> [Spelling]
  /// The spellings of the keys with a non-ASCII byte only, found by their keys alone: building
  /// the whole list to keep these made every entry of each reference table (its value and
  /// positions) once per language compared.
  private let nonASCIISpellings: () -> [Spelling]
  /// An empty table (a reference language not filled in yet) answers every key at once.
  private let isEmpty: Bool

  init(_ table: LintTable) {
    spellings = { table.effectiveEntries.map { ($0.key, $0.keyPosition) } }
    nonASCIISpellings = {
      table.effectiveEntries.withUnsafeBufferPointer { entries in
        entries.indices.compactMap { index in
          let key = entries[index].key
          return UTF8Text.isASCII(key) ? nil : (key, entries[index].keyPosition)
        }
      }
    }
    isEmpty = table.file.entries.isEmpty
  }

  /// The keys of a table as the runtime sees it (`.strings` and `.stringsdict` together).
  init(_ table: LocalizedTable) {
    spellings = { table.entries.indices.map { (table.key(at: $0), table.keyPosition(at: $0)) } }
    nonASCIISpellings = {
      table.entries.indices.compactMap { position in
        let key = table.key(at: position)
        return UTF8Text.isASCII(key) ? nil : (key, table.keyPosition(at: position))
      }
    }
    isEmpty = table.entries.isEmpty
  }

  /// Every key by `String` equality, the last of equal ones kept.
  private lazy var all: [String: Spelling] = Self.index(spellings())
  /// The keys with a non-ASCII byte. An ASCII key is canonically equivalent only to itself
  /// among ASCII keys, so a key the table lacks can only look like one of these (U+212A
  /// KELVIN SIGN normalizes to `K`); most tables have none.
  private lazy var nonASCII: [String: Spelling] = Self.index(nonASCIISpellings())

  private static func index(_ spellings: [Spelling]) -> [String: Spelling] {
    var index: [String: Spelling] = [:]
    for spelling in spellings { index[spelling.key] = spelling }
    return index
  }

  /// Whether only a key with a non-ASCII character can look like one of the table's: it has
  /// none itself.
  var onlyNonASCIIKeysCanLookAlike: Bool { isEmpty || nonASCII.isEmpty }

  /// A note at the entry whose key is canonically equivalent to `key` but not literally equal,
  /// naming both spellings by their scalars; `nil` when there is none. `key` is one the table
  /// does not hold literally.
  func note(for key: String) -> Diagnostic.Note? {
    if isEmpty { return nil }
    let found = UTF8Text.isASCII(key) ? (nonASCII.isEmpty ? nil : nonASCII[key]) : all[key]
    guard let entry = found, !entry.key.isLiterallyEqual(to: key) else { return nil }
    return Diagnostic.Note(
      "\(quoted(entry.key)) (\(Self.scalars(entry.key))) looks the same as "
        + "\(quoted(key)) (\(Self.scalars(key))) but is a different key at runtime: the "
        + "Unicode normalization differs", at: entry.keyPosition)
  }

  /// `U+0065 U+0301`, for the non-ASCII scalars that make two spellings differ.
  static func scalars(_ text: String) -> String {
    text.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
  }
}
