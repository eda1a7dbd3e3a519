/// Why a set of edits cannot be applied.
public enum StringsEditError: Error, Equatable, Sendable, CustomStringConvertible {
  /// XML and binary property lists are never rewritten in another format.
  case notATextFile(path: String)
  case noSuchEntry(index: Int, entryCount: Int)
  case overlappingEdits(index: Int)

  public var description: String {
    switch self {
    case .notATextFile(let path): "'\(path)' is a property list, not a text .strings file"
    case .noSuchEntry(let index, let count):
      "there is no entry \(index); the file has \(count) entries"
    case .overlappingEdits(let index): "several edits change entry \(index)"
    }
  }
}
