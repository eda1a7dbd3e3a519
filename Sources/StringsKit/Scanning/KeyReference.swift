/// A localizable string found in Swift source: what `strings-gen` writes and what
/// `strings-lint --sources` checks against the tables.
///
/// `key`, `value` and `comment` hold text exactly as it goes between the quotes (or between
/// `/*` and `*/`) of a genstrings table: genstrings copies a literal's source text without
/// decoding its escapes, so `"a\nb"` in Swift stays the four characters `a\nb` here. The
/// extractor applies this project's documented deviations before filling them in (Swift
/// `\u{…}` escapes become the character, raw strings are escaped for `.strings`).
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

  /// The key, as written between quotes in the table.
  public var key: String
  /// The value as written between quotes; `nil` means the key is the value.
  public var value: String?
  /// The table name; `nil` means `Localizable`.
  public var table: String?
  /// The translator comment; `nil` or empty means `No comment provided by engineer.`
  public var comment: String?
  public var kind: Kind
  /// Where the call (its routine name) starts.
  public var position: SourcePosition

  public init(
    key: String, value: String? = nil, table: String? = nil, comment: String? = nil,
    kind: Kind, position: SourcePosition
  ) {
    self.key = key
    self.value = value
    self.table = table
    self.comment = comment
    self.kind = kind
    self.position = position
  }

  /// The table this reference lands in.
  public var tableName: String { table ?? "Localizable" }
}
