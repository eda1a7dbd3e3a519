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
struct LookalikeKeys {
  private let entries: [String: (key: String, keyPosition: SourcePosition)]

  init(_ table: LintTable) {
    var entries: [String: (key: String, keyPosition: SourcePosition)] = [:]
    for entry in table.effectiveEntries { entries[entry.key] = (entry.key, entry.keyPosition) }
    self.entries = entries
  }

  /// The keys of a table as the runtime sees it (`.strings` and `.stringsdict` together).
  init(_ table: LocalizedTable) {
    var entries: [String: (key: String, keyPosition: SourcePosition)] = [:]
    for entry in table.entries { entries[entry.key] = (entry.key, entry.keyPosition) }
    self.entries = entries
  }

  /// A note at the entry whose key is canonically equivalent to `key` but not literally equal,
  /// naming both spellings by their scalars; `nil` when there is none.
  func note(for key: String) -> Diagnostic.Note? {
    guard let entry = entries[key], !entry.key.isLiterallyEqual(to: key) else { return nil }
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
