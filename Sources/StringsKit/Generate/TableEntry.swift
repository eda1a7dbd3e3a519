/// One entry of a generated table: the text between the quotes of its key and value and the
/// comments above it.
///
/// All three hold raw table text, already escaped as it must appear in the file; nothing here
/// escapes again (see ``KeyReference``).
public struct TableEntry: Hashable, Sendable {
  /// The key, as written between its quotes.
  public var key: String
  /// The value, as written between its quotes.
  public var value: String
  /// The distinct comments, in the order they are written; never empty (a missing comment is
  /// ``TableEntry/noComment``).
  public var comments: [String]

  public init(key: String, value: String, comments: [String]) {
    self.key = key
    self.value = value
    self.comments = comments
  }

  /// The comment genstrings writes for an entry whose calls gave no comment, or an empty one.
  public static let noComment = "No comment provided by engineer."
}
