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
  ///
  /// Keys, values and comments are compared by their UTF-8 bytes (``ReferenceText``): a string
  /// is made only of a key, value or comment not seen before, or for a warning.
  public mutating func add(_ references: [KeyReference]) {
    let skips = !options.skipTables.isEmpty
    // Read in place: copying each reference out of the array retained and released every
    // string it holds, which cost more than grouping it.
    references.withUnsafeBufferPointer { references in
      for index in references.indices {
        if skips, options.skipTables.contains(references[index].tableName) { continue }
        references[index].text.withBytes { add(references, index, bytes: $0) }
      }
    }
  }

  /// Merges reference `index` of `references`, whose ``KeyReference/text`` holds `bytes`.
  private mutating func add(
    _ references: UnsafeBufferPointer<KeyReference>, _ index: Int,
    bytes: UnsafeBufferPointer<UInt8>
  ) {
    // The spans alone: copying the whole text retained and released its buffer.
    let key = UnsafeBufferPointer(rebasing: bytes[references[index].text.key])
    let value = references[index].text.value.map { UnsafeBufferPointer(rebasing: bytes[$0]) } ?? key
    let table = references[index].text.table.map { UnsafeBufferPointer(rebasing: bytes[$0]) }
    let (group, isNew) = groups.group(table: table, key: key, value: value)
    if !isNew, !groups.hasValue(value, group: group) {
      let reference = references[index]
      let kept = groups.string(groups.groups[group].value)
      valueWarnings.append(
        .warning(
          "Key \"\(reference.key)\" used with multiple values. Value \"\(kept)\" kept. "
            + "Value \"\(reference.value ?? reference.key)\" ignored.",
          at: reference.position))
    }
    guard let span = references[index].text.comment else { return }
    let comment = UnsafeBufferPointer(rebasing: bytes[span])
    if UTF8Text.mayEndComment(comment) {
      var changed = StringsFileWriter.commentText(String(decoding: comment, as: UTF8.self))
      let position = references[index].position
      commentWarnings.append(.warning(Self.closingCommentMessage, at: position))
      changed.withUTF8 { groups.add(comment: $0, group: group, at: position) }
    } else {
      groups.add(comment: comment, group: group, at: references[index].position)
    }
  }
}

/// The key groups of every table, stored flat so that a reference costs two hash lookups and no
/// copy of a group.
///
/// Values and comments are kept as UTF-8 spans of one buffer (``text``), keys in each table's
/// ``KeyIndex``: the generator writes the tables from these bytes, so a run makes no string of
/// a key, value or comment unless a warning or a rewrite needs one.
struct TableGroups: Sendable {
  /// The names of the tables seen, in the order first seen; `keys[i]` belongs to `tableNames[i]`.
  private(set) var tableNames: [String] = []
  /// The UTF-8 bytes of each of ``tableNames``, compared with a reference's table bytes.
  private var tableNameBytes: [[UInt8]] = []
  /// The table of references without a table name (`Localizable`), once it is known.
  private var defaultTable: Int?
  /// Key → index into ``groups``, one index per table. Keys compare literally, as at runtime:
  /// canonically equivalent spellings are two entries.
  private var keys: [KeyIndex] = []
  var groups = GrowableBuffer<KeyGroup>()
  /// The comments of the groups that have more than one, indexed by ``KeyGroup/clash``.
  private(set) var clashes: [CommentClash] = []
  /// The values and comments of the groups, as UTF-8, back to back.
  private(set) var text = GrowableBytes()

  /// The index of the group of `key` in `table` (`nil`: `Localizable`), created with `value`
  /// if it is new; all three given as UTF-8.
  mutating func group(
    table: UnsafeBufferPointer<UInt8>?, key: UnsafeBufferPointer<UInt8>,
    value: UnsafeBufferPointer<UInt8>
  ) -> (index: Int, isNew: Bool) {
    let tableIndex = index(ofTable: table)
    // One hash of the key whether it is new or not.
    let next = groups.count
    let index = keys[tableIndex].group(of: key, next: next)
    guard index == next else { return (index, false) }
    groups.append(KeyGroup(value: append(value)))
    return (index, true)
  }

  /// The index of the table named `name` (`nil`: `Localizable`), added if it is new.
  ///
  /// A run has a handful of tables, so the table is found by comparing names rather than by
  /// hashing it for every reference: bytes first, then, for a name whose bytes match no table,
  /// as strings, which is how table names have always been told apart. The default table's
  /// index is remembered, as most references name no table.
  private mutating func index(ofTable name: UnsafeBufferPointer<UInt8>?) -> Int {
    guard let name else {
      if let defaultTable { return defaultTable }
      let index = index(ofTableString: "Localizable")
      defaultTable = index
      return index
    }
    for index in tableNameBytes.indices {
      if tableNameBytes[index].withUnsafeBufferPointer({ UTF8Text.equal(name, $0) }) {
        return index
      }
    }
    return index(ofTableString: String(decoding: name, as: UTF8.self))
  }

  /// The index of the table named `string`, compared as strings, added if it is new.
  private mutating func index(ofTableString string: String) -> Int {
    if let known = tableNames.firstIndex(of: string) { return known }
    tableNames.append(string)
    tableNameBytes.append(Array(string.utf8))
    keys.append(KeyIndex())
    return tableNames.count - 1
  }

  /// The keys of the table named `name`, each with its group's index.
  func keys(of name: String) -> KeyIndex? {
    tableNames.firstIndex(of: name).map { keys[$0] }
  }

  /// Adds `bytes` to ``text`` and returns their span.
  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    text.append(contentsOf: bytes)
  }

  /// The text of `span` of ``text``.
  func string(_ span: Range<Int>) -> String {
    text.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self)
    }
  }

  /// Whether `bytes` are the text of `span` of ``text``.
  func isText(_ span: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard span.count == bytes.count else { return false }
    return text.withUnsafeBufferPointer {
      UTF8Text.equal(UnsafeBufferPointer(rebasing: $0[span]), bytes)
    }
  }

  /// Whether group `index` has the value `bytes`.
  func hasValue(_ bytes: UnsafeBufferPointer<UInt8>, group index: Int) -> Bool {
    isText(groups[index].value, bytes)
  }

  /// Records a reference's comment in group `index`. A missing or empty comment adds nothing:
  /// the `No comment provided by engineer.` placeholder is written only when no reference of
  /// the key has a real comment, and a key with one real comment and one missing comment draws
  /// no warning. genstrings' behaviour for that mix is unknown (§2.4); the tests pin this
  /// choice.
  ///
  /// A key's first comment is kept in its group; only a key with a second, different comment
  /// gets a ``CommentClash`` (most keys have one comment, and an array per key cost more than
  /// the rest of the grouping).
  ///
  /// `position` is asked for only when the comment is a key's second: making it for every
  /// reference retained and released its file's path.
  mutating func add(
    comment: UnsafeBufferPointer<UInt8>, group index: Int,
    at position: @autoclosure () -> SourcePosition
  ) {
    guard !comment.isEmpty else { return }
    let first = groups[index].comment
    if first.isEmpty {
      groups[index].comment = append(comment)
      return
    }
    let clash = groups[index].clash
    guard clash >= 0 else {
      guard !isText(first, comment) else { return }
      groups[index].clash = clashes.count
      clashes.append(CommentClash(comments: [first, append(comment)], firstClash: position()))
      return
    }
    let listed = clashes[clash].comments
    if listed.count < CommentClash.listedComments {
      guard !listed.contains(where: { isText($0, comment) }) else { return }
      if listed.count == CommentClash.listedComments - 1 {
        var set = Set(listed.map { LiteralKey(string($0)) })
        set.insert(LiteralKey(String(decoding: comment, as: UTF8.self)))
        clashes[clash].commentSet = set
      }
    } else {
      guard
        clashes[clash].commentSet.insert(LiteralKey(String(decoding: comment, as: UTF8.self)))
          .inserted
      else { return }
    }
    let span = append(comment)
    clashes[clash].comments.append(span)
  }

  /// How many distinct comments group `group` has.
  func commentCount(_ group: KeyGroup) -> Int {
    group.clash >= 0 ? clashes[group.clash].comments.count : group.comment.isEmpty ? 0 : 1
  }

  /// The comments of `group` in the order they are written and listed in the warning: the key
  /// order (§2.4, inferred to be the same case-insensitive compare).
  func sortedComments(_ group: KeyGroup) -> [String] {
    guard group.clash >= 0 else { return group.comment.isEmpty ? [] : [string(group.comment)] }
    return clashes[group.clash].comments.map(string).sorted(by: KeyOrder.areInIncreasingOrder)
  }

  /// Where the second distinct comment of `group` first appeared, if it has one.
  func firstClash(_ group: KeyGroup) -> SourcePosition? {
    group.clash >= 0 ? clashes[group.clash].firstClash : nil
  }
}

/// What the generator has gathered for one key of one table; texts are spans of
/// ``TableGroups/text``. Plain numbers, so that adding and reading groups touches no reference
/// count and the groups' memory can grow by remapping (``GrowableBuffer``); a `Range` is not
/// bitwise copyable, so the spans are stored as their bounds.
struct KeyGroup: Sendable, BitwiseCopyable {
  private var valueStart: Int
  private var valueEnd: Int
  private var commentStart = 0
  private var commentEnd = 0
  /// The index of the group's ``CommentClash`` in ``TableGroups/clashes`` once it has a second
  /// distinct comment; -1 before.
  var clash = -1

  init(value: Range<Int>) {
    valueStart = value.lowerBound
    valueEnd = value.upperBound
  }

  /// The first value seen; later different values are reported and ignored.
  var value: Range<Int> {
    @inline(__always) get { valueStart..<valueEnd }
  }

  /// The first non-empty comment; empty when there is none yet.
  var comment: Range<Int> {
    @inline(__always) get { commentStart..<commentEnd }
    set {
      commentStart = newValue.lowerBound
      commentEnd = newValue.upperBound
    }
  }
}

/// The comments of a key used with several different ones.
struct CommentClash: Sendable {
  /// The distinct non-empty comments, in the order first seen.
  var comments: [Range<Int>]
  /// The same comments as a set once there are several, so that a key used with thousands of
  /// different comments costs linear time, not a scan of the list per reference.
  var commentSet: Set<LiteralKey> = []
  /// Where the second distinct comment first appeared: the reference the "multiple comments"
  /// warning points at.
  var firstClash: SourcePosition

  /// Up to this many comments are compared one by one; past it, through ``commentSet``.
  static let listedComments = 8
}
