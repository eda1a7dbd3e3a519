import Foundation

/// One element of an XML property list, kept with where it is in the file, so that diagnostics
/// point at the exact line and edits can insert text beside it without rewriting the rest.
///
/// Byte ranges index the file's bytes (after no conversion: the XML reader only reads UTF-8).
/// A node read from a binary or old-style property list has empty ranges at 1:1.
public struct PropertyListNode: Sendable {
  /// What the element holds.
  public enum Value: Sendable {
    case string(String)
    /// Entries in file order; a repeated key appears once per occurrence (the last one wins).
    case dictionary([PropertyListEntry])
    case array([PropertyListNode])
    case data(Data)
    case date(Date)
    case integer(PropertyListInteger)
    case real(Double)
    case boolean(Bool)
  }

  public var value: Value
  /// The `<` that opens the element.
  public var position: SourcePosition
  /// The whole element, from its `<` to the `>` that closes it.
  public var byteRange: Range<Int>
  /// Between the opening and the closing tag (empty and at the end for `<dict/>`).
  public var contentRange: Range<Int>

  public init(
    value: Value, position: SourcePosition, byteRange: Range<Int>, contentRange: Range<Int>
  ) {
    self.value = value
    self.position = position
    self.byteRange = byteRange
    self.contentRange = contentRange
  }

  /// The text of a `<string>` (or `<key>` used as a value); `nil` for anything else.
  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The entries of a `<dict>`; `nil` for anything else.
  public var entries: [PropertyListEntry]? {
    if case .dictionary(let entries) = value { return entries }
    return nil
  }

  /// The element's kind in words, for messages: `a <string>`, `a <dict>`.
  public var kindDescription: String {
    switch value {
    case .string: "a <string>"
    case .dictionary: "a <dict>"
    case .array: "an <array>"
    case .data: "a <data>"
    case .date: "a <date>"
    case .integer: "an <integer>"
    case .real: "a <real>"
    case .boolean: "a boolean"
    }
  }
}

/// A `<key>` of a `<dict>` with its value.
public struct PropertyListEntry: Sendable {
  public var key: String
  /// The `<` of the `<key>` element.
  public var keyPosition: SourcePosition
  /// The whole `<key>…</key>` element.
  public var keyByteRange: Range<Int>
  public var value: PropertyListNode

  public init(
    key: String, keyPosition: SourcePosition, keyByteRange: Range<Int>, value: PropertyListNode
  ) {
    self.key = key
    self.keyPosition = keyPosition
    self.keyByteRange = keyByteRange
    self.value = value
  }
}

extension Array where Element == PropertyListEntry {
  /// The value in effect for `key` (the last occurrence, as at runtime), compared literally.
  public func last(_ key: String) -> PropertyListEntry? {
    last { $0.key.isLiterallyEqual(to: key) }
  }
}
