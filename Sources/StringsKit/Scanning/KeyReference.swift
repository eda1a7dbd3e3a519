/// A localizable string found in Swift source: what `strings-gen` writes and what
/// `strings-lint --sources` checks against the tables.
///
/// `key`, `value` and `comment` hold text exactly as it goes between the quotes (or between
/// `/*` and `*/`) of a genstrings table: genstrings copies a literal's source text without
/// decoding its escapes, so `"a\nb"` in Swift stays the four characters `a\nb` here. The
/// extractor applies this project's documented deviations before filling them in (Swift
/// `\u{…}` escapes become the character, raw strings are escaped for `.strings`).
///
/// The texts are kept as UTF-8 bytes (``ReferenceText``) and become strings when read: the
/// generator groups references by those bytes and never asks most of them for a string.
public struct KeyReference: Hashable, Sendable {
  /// The call shape that produced the reference, for messages and for `--sources` checks.
  public enum Kind: Hashable, Sendable {
    /// `NSLocalizedString(…)` or a routine named with `-s`.
    case localizedString(routine: String)
    /// SwiftUI `Text(…)` (with `-SwiftUI`) and the other SwiftUI titles (`--swiftui-all`).
    case swiftUI(view: String)
    /// A case of an enum conforming to a `Localizable` protocol (typed keys).
    case enumCase
    /// A literal receiver of a String extension method (`"key".localized()`).
    case method(name: String)
    /// `String(localized:)` or `LocalizedStringResource(…)`.
    case swiftLocalized
  }

  /// Key, value, table and comment as UTF-8, in the bytes the file's references share.
  var text: ReferenceText
  /// The index of ``kind`` in ``ReferenceText/file``'s kinds.
  private var kindIndex: Int
  private var line: Int
  private var column: Int

  /// The key, as written between quotes in the table.
  public var key: String {
    get { text.string(text.key) }
    set { text.key = text.append(newValue) }
  }
  /// The value as written between quotes; `nil` means the key is the value.
  public var value: String? {
    get { text.value.map { text.string($0) } }
    set { text.value = newValue.map { text.append($0) } }
  }
  /// The table name; `nil` means `Localizable`.
  public var table: String? {
    get { text.table.map { text.string($0) } }
    set { text.table = newValue.map { text.append($0) } }
  }
  /// The translator comment; `nil` or empty means `No comment provided by engineer.`
  public var comment: String? {
    get { text.comment.map { text.string($0) } }
    set { text.comment = newValue.map { text.append($0) } }
  }
  public var kind: Kind {
    get { text.file.kinds[kindIndex] }
    set {
      kindIndex = text.file.kinds.count
      text.file = text.file.adding(kind: newValue)
    }
  }
  /// Where the call (its routine name) starts.
  public var position: SourcePosition {
    get { SourcePosition(path: text.file.path, line: line, column: column) }
    set {
      line = newValue.line
      column = newValue.column
      text.file = text.file.with(path: newValue.path)
    }
  }

  public init(
    key: String, value: String? = nil, table: String? = nil, comment: String? = nil,
    kind: Kind, position: SourcePosition
  ) {
    text = ReferenceText(
      key: key, value: value, table: table, comment: comment, path: position.path, kind: kind)
    kindIndex = 0
    line = position.line
    column = position.column
  }

  /// A reference whose texts are already laid out as UTF-8, of kind `text.file.kinds[kind]`, at
  /// `line` and `column` of `text.file.path`.
  init(text: ReferenceText, kind: Int, line: Int, column: Int) {
    self.text = text
    kindIndex = kind
    self.line = line
    self.column = column
  }

  /// The table this reference lands in.
  public var tableName: String { table ?? "Localizable" }

  /// Equal when every field is, the texts compared as strings (as before they were bytes).
  public static func == (lhs: KeyReference, rhs: KeyReference) -> Bool {
    lhs.key == rhs.key && lhs.value == rhs.value && lhs.table == rhs.table
      && lhs.comment == rhs.comment && lhs.kind == rhs.kind && lhs.position == rhs.position
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(value)
    hasher.combine(table)
    hasher.combine(comment)
    hasher.combine(kind)
    hasher.combine(position)
  }
}
