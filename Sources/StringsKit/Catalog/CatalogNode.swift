/// One JSON value of a String Catalog exactly as the file holds it: objects keep their members
/// in file order (repeated keys included), numbers keep their text, and every value and key
/// knows where it starts.
///
/// This is the lossless layer: ``CatalogWriter`` writes it back, and the typed view
/// (``CatalogContent``) is decoded from it. A catalog field this project does not know is just
/// another member here, so it survives a read-write cycle untouched.
public struct CatalogNode: Sendable {
  public enum Value: Sendable {
    case object([CatalogMember])
    case array([CatalogNode])
    case string(String)
    /// The number's text as written (`1`, `-0.5e3`), so it is written back unchanged.
    case number(String)
    case bool(Bool)
    case null
  }

  public var value: Value
  /// Where the value starts: its first byte.
  public var location: CatalogLocation

  public init(_ value: Value, at location: CatalogLocation = .unknown) {
    self.value = value
    self.location = location
  }

  /// The members of an object, or `nil` for any other value.
  public var members: [CatalogMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// The text of a string, or `nil` for any other value.
  public var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The JSON type's name, for messages: `object`, `array`, `string`, `number`, `boolean`,
  /// `null`.
  public var typeName: String {
    switch value {
    case .object: "object"
    case .array: "array"
    case .string: "string"
    case .number: "number"
    case .bool: "boolean"
    case .null: "null"
    }
  }
}

/// One `"key" : value` member of a JSON object.
public struct CatalogMember: Sendable {
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: CatalogLocation
  public var value: CatalogNode

  public init(_ key: String, _ value: CatalogNode, keyAt keyLocation: CatalogLocation = .unknown) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// A 1-based line and 1-based UTF-8 byte column in a catalog file; ``unknown`` (0:0) for values
/// built in memory.
///
/// Stored in 32 bits each: a catalog holds millions of values, and a file whose lines or
/// columns pass two billion is refused by the reader long before.
public struct CatalogLocation: Hashable, Sendable, Comparable {
  public var line: Int32
  public var column: Int32

  public init(line: Int, column: Int) {
    self.line = Int32(clamping: line)
    self.column = Int32(clamping: column)
  }

  public static let unknown = CatalogLocation(line: 0, column: 0)

  /// The position diagnostics print, in the file at `path`.
  public func position(in path: String) -> SourcePosition {
    SourcePosition(path: path, line: Int(line), column: Int(column))
  }

  public static func < (lhs: CatalogLocation, rhs: CatalogLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

extension CatalogNode {
  /// Whether both hold the same JSON value, member order and number text included, wherever
  /// they were read from. Keys and strings compare by Unicode scalars. Iterative, so any depth
  /// the reader accepts compares on a small stack.
  public func hasSameValue(as other: CatalogNode) -> Bool {
    var pending: [(CatalogNode, CatalogNode)] = [(self, other)]
    while let (left, right) = pending.popLast() {
      switch (left.value, right.value) {
      case (.object(let l), .object(let r)):
        guard l.count == r.count else { return false }
        for (a, b) in zip(l, r) {
          guard a.key.isLiterallyEqual(to: b.key) else { return false }
          pending.append((a.value, b.value))
        }
      case (.array(let l), .array(let r)):
        guard l.count == r.count else { return false }
        pending.append(contentsOf: zip(l, r))
      case (.string(let l), .string(let r)):
        guard l.isLiterallyEqual(to: r) else { return false }
      case (.number(let l), .number(let r)):
        guard l == r else { return false }
      case (.bool(let l), .bool(let r)):
        guard l == r else { return false }
      case (.null, .null): break
      default: return false
      }
    }
    return true
  }
}
