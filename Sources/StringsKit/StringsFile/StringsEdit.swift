import Foundation

/// A change to a text `.strings` file that keeps every other byte as it is.
///
/// Edits address entries by their index in ``StringsFile/entries`` of the parsed file. New text
/// is written in the canonical layout of ``StringsFileWriter``, in the file's encoding and line
/// ending; the byte order mark stays.
///
///     let updated = try file.applying([
///       .insert(StringsFileWriter.Entry(key: "new", value: "Neu"), at: .end),
///       .remove(entryAt: 0),
///     ])
public enum StringsEdit: Hashable, Sendable {
  /// Where an inserted entry goes.
  public enum Location: Hashable, Sendable {
    case before(entryAt: Int)
    case after(entryAt: Int)
    /// After the last entry, or at the end of a file without entries.
    case end
  }

  /// Replaces the comments directly before an entry (an empty list removes them).
  case replaceComments(ofEntryAt: Int, with: [String])
  case insert(StringsFileWriter.Entry, at: Location)
  /// Replaces an entry's value token with a quoted string (the shorthand `"key";` becomes
  /// `"key" = "value";`); the key, comments and everything around stay.
  case replaceValue(ofEntryAt: Int, with: String)
  /// Replaces an entry's key token with a quoted string; its comments and value stay.
  case replaceKey(ofEntryAt: Int, with: String)
  /// Removes an entry with its leading comments and the rest of its line (and one following
  /// blank line), so that the canonical layout stays intact.
  case remove(entryAt: Int)
}
