/// The comment that marks a `.strings` translation carried over from a renamed or reworded key:
/// `/* needs-review: carried over from "OLD" */`. A table has no state per translation as a
/// String Catalog has (`needs_review`), so the mark is a comment: `strings-lint` reports every
/// entry that has one (rule `needs-review`), `strings-merge` keeps it when it refreshes
/// comments, and a translator deletes it once the translation fits the new text.
public enum CarryOverMarker {
  /// What every marker comment starts with.
  public static let prefix = "needs-review: carried over from "
  static let prefixBytes = Array(prefix.utf8)

  /// Whether `file` may hold a marker: its bytes hold ``prefix`` in the file's encoding. Lint
  /// reads the comments of a file that does (a file without one is nearly every file, and
  /// reading every entry's comments cost more than parsing the files).
  static func mayOccur(in file: StringsFile) -> Bool {
    ByteSearch.contains(file.encoding.encode(prefix), in: file.bytes)
  }

  /// The marker for a translation that came from `oldKey`.
  public static func comment(from oldKey: String) -> String {
    "\(prefix)\"\(oldKey)\""
  }

  /// The marker among an entry's comments: a comment, or a line of one, that starts with
  /// ``prefix`` (written with the reference's comment, the marker is the first line of one
  /// comment block).
  public static func marker(in comments: [String]) -> String? {
    for comment in comments where ByteSearch.contains(prefixBytes, in: Array(comment.utf8)) {
      for line in comment.split(whereSeparator: \.isNewline) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix(prefix) { return String(trimmed) }
      }
    }
    return nil
  }
}
