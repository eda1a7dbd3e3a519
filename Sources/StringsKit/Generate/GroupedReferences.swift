/// References merged by table and key as they arrive: the first half of the generator's work,
/// which can run while later files are still being read.
///
/// Feed references in file order and, within a file, in source order (``add(_:)`` may be called
/// once per file): the first value of a key is the one kept, and the "multiple values"
/// warnings come in that order. `Generator.generate(_:)` finishes the
/// tables. Only what the tables need is kept per key, so the references themselves can be
/// released file by file.
public struct GroupedReferences: Sendable {
  let options: GeneratorOptions
  private(set) var groups = TableGroups()
  /// The "multiple values" warnings, in the order the references came.
  private(set) var valueWarnings: [Diagnostic] = []
  /// Warnings about comments that had to be changed to be written, in the order they came.
  private(set) var commentWarnings: [Diagnostic] = []

  /// The warning for a comment holding `*/`.
  public static let closingCommentMessage =
    "Comment contains '*/', which would end the table comment early; written as '* /'."

  public init(options: GeneratorOptions = GeneratorOptions()) {
    self.options = options
  }

  /// Merges `references` into the groups.
  public mutating func add(_ references: [KeyReference]) {
    let skips = !options.skipTables.isEmpty
    for reference in references where !skips || !options.skipTables.contains(reference.tableName) {
      let value = reference.value ?? reference.key
      let (index, isNew) = groups.group(
        table: reference.tableName, key: reference.key, value: value)
      if !isNew, !value.isLiterallyEqual(to: groups.groups[index].value) {
        let kept = groups.groups[index].value
        valueWarnings.append(
          .warning(
            "Key \"\(reference.key)\" used with multiple values. Value \"\(kept)\" kept. "
              + "Value \"\(value)\" ignored.",
            at: reference.position))
      }
      var comment = reference.comment
      if let text = comment, StringsFileWriter.mayEndComment(text) {
        comment = StringsFileWriter.commentText(text)
        commentWarnings.append(.warning(Self.closingCommentMessage, at: reference.position))
      }
      groups.groups[index].add(comment: comment, at: reference.position)
    }
  }
}

/// The key groups of every table, stored flat so that a reference costs two hash lookups and no
/// copy of a group.
struct TableGroups: Sendable {
  /// The names of the tables seen, in the order first seen; `keys[i]` belongs to `tableNames[i]`.
  private(set) var tableNames: [String] = []
  /// Key → index into ``groups``, one index per table. Keys compare literally, as at runtime:
  /// canonically equivalent spellings are two entries.
  private var keys: [KeyIndex] = []
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
      keys.append(KeyIndex())
    }
    // One hash of the key whether it is new or not.
    let next = groups.count
    let index = keys[tableIndex].group(of: key, next: next)
    guard index == next else { return (index, false) }
    groups.append(KeyGroup(value: value))
    return (index, true)
  }

  /// The keys of the table named `name`, each with its group's index.
  func keys(of name: String) -> KeyIndex? {
    tableNames.firstIndex(of: name).map { keys[$0] }
  }
}

/// What the generator has gathered for one key of one table.
struct KeyGroup: Sendable {
  /// The first value seen; later different values are reported and ignored.
  var value: String
  /// The distinct non-empty comments, in the order first seen.
  var comments: [String] = []
  /// The same comments as a set once there are several, so that a key used with thousands of
  /// different comments costs linear time, not a scan of the list per reference.
  var commentSet: Set<LiteralKey> = []
  /// Where the second distinct comment first appeared: the reference the "multiple comments"
  /// warning points at.
  var firstClash: SourcePosition?

  /// Records a reference's comment. A missing or empty comment adds nothing: the
  /// `No comment provided by engineer.` placeholder is written only when no reference of the
  /// key has a real comment, and a key with one real comment and one missing comment draws no
  /// warning. genstrings' behaviour for that mix is unknown (§2.4); the tests pin this choice.
  mutating func add(comment: String?, at position: SourcePosition) {
    guard let comment, !comment.isEmpty else { return }
    if comments.count < Self.listedComments {
      guard !comments.contains(where: comment.isLiterallyEqual(to:)) else { return }
      if comments.count == Self.listedComments - 1 {
        commentSet = Set(comments.map(LiteralKey.init))
        commentSet.insert(LiteralKey(comment))
      }
    } else {
      guard commentSet.insert(LiteralKey(comment)).inserted else { return }
    }
    comments.append(comment)
    if comments.count == 2 { firstClash = position }
  }

  /// Up to this many comments are compared one by one; past it, through ``commentSet``.
  private static let listedComments = 8

  /// The comments in the order they are written and listed in the warning: the key order
  /// (§2.4, inferred to be the same case-insensitive compare).
  var sortedComments: [String] {
    comments.count < 2 ? comments : comments.sorted(by: KeyOrder.areInIncreasingOrder)
  }
}
