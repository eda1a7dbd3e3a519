/// One `key = value;` pair of a `.strings` file, with everything needed to lint it and to edit
/// the file without disturbing its other bytes.
///
///     /* Greeting on the home screen */
///     "greeting" = "Hello";
///     // key "greeting", value "Hello", comments ["Greeting on the home screen"],
///     // keyPosition 2:1, byteRange covering both lines through the ';'
///
/// Byte ranges are offsets into ``StringsFile/data``, the original bytes, whatever the encoding.
/// Entries read from XML or binary property lists have no source text: their positions are 1:1
/// and their byte ranges are empty.
public struct StringsEntry: Hashable, Sendable {
  /// What kind of value an entry holds. Anything but `string` is legal but rarely meant.
  public enum ValueKind: Hashable, Sendable {
    case string
    case array
    case dictionary
    case data
    case number
    case boolean
    case date
  }

  /// The decoded key.
  public var key: String
  /// The decoded value; for a non-string value its OpenStep notation (see ``propertyListValue``).
  /// Setting it makes the value that string.
  public var value: String {
    // Inlined: a call would load (copy) the whole entry to pass it as `self`.
    @inline(__always) get {
      if case .string(let text) = propertyListValue { return text }
      return propertyListValue.openStepDescription
    }
    set { propertyListValue = .string(newValue) }
  }
  /// The value as CoreFoundation reads it.
  public var propertyListValue: StringsValue
  /// `true` for `"key";`, which CoreFoundation reads as `"key" = "key";`.
  public var isShorthand: Bool
  /// The text of each comment directly before the entry (no blank line between), without `/*`,
  /// `*/` or `//`, trimmed of surrounding whitespace, in file order.
  public var comments: [String] {
    get { commentStorage.texts }
    set { commentStorage = .texts(newValue) }
  }
  /// ``comments`` as given, or where the parsed file keeps them (made into strings on demand).
  var commentStorage: EntryComments
  /// The path of both positions, or the positions and byte ranges whole when ``placement``
  /// cannot hold them.
  private var origin: EntryOrigin
  /// The positions' lines and columns and the byte ranges (``EntryPlacement``); all zero when
  /// ``origin`` holds them.
  private var placement: EntryPlacement

  /// Where the key starts (its opening quote, if quoted).
  public var keyPosition: SourcePosition {
    @inline(__always) get {
      switch origin {
      case .path(let path):
        SourcePosition(path: path, line: placement.key.line, column: placement.key.column)
      case .wide(let wide): wide.parts.keyPosition
      }
    }
    set { parts.keyPosition = newValue }
  }
  /// ``keyPosition``'s line and column, read without its path (nothing retained).
  var keyLineAndColumn: (line: Int, column: Int) {
    if case .wide(let wide) = origin {
      return (wide.parts.keyPosition.line, wide.parts.keyPosition.column)
    }
    return placement.key
  }
  /// Where the value starts; `nil` for the shorthand form `"key";`.
  public var valuePosition: SourcePosition? {
    get {
      switch origin {
      case .path(let path):
        placement.value.map { SourcePosition(path: path, line: $0.line, column: $0.column) }
      case .wide(let wide): wide.parts.valuePosition
      }
    }
    set { parts.valuePosition = newValue }
  }
  /// The whole entry in the original bytes: from its leading comment block (or its key) through
  /// the `;`.
  public var byteRange: Range<Int> {
    get { origin.wideParts?.byteRange ?? placement.byteRange }
    set { parts.byteRange = newValue }
  }
  /// The leading comment block, from the first comment's `/*` or `//` to the end of the last.
  public var commentByteRange: Range<Int>? {
    get { origin.wideParts.map(\.commentByteRange) ?? placement.commentByteRange }
    set { parts.commentByteRange = newValue }
  }
  /// The key token, quotes included.
  public var keyByteRange: Range<Int> {
    get { origin.wideParts?.keyByteRange ?? placement.keyByteRange }
    set { parts.keyByteRange = newValue }
  }
  /// The value token, quotes or brackets included; `nil` for the shorthand form.
  public var valueByteRange: Range<Int>? {
    get { origin.wideParts.map(\.valueByteRange) ?? placement.valueByteRange }
    set { parts.valueByteRange = newValue }
  }

  /// The positions and byte ranges together, for changing one of them.
  private var parts: EntryParts {
    get {
      EntryParts(
        keyPosition: keyPosition, valuePosition: valuePosition, byteRange: byteRange,
        commentByteRange: commentByteRange, keyByteRange: keyByteRange,
        valueByteRange: valueByteRange)
    }
    set { (origin, placement) = Self.place(newValue) }
  }

  public var valueKind: ValueKind { propertyListValue.kind }

  /// An entry of the file at `path` whose comments may stay in the parsed file until they are
  /// read.
  init(
    key: String, value: StringsValue, isShorthand: Bool, comments: EntryComments, path: String,
    placement: EntryPlacement
  ) {
    self.key = key
    self.propertyListValue = value
    self.isShorthand = isShorthand
    self.commentStorage = comments
    self.origin = .path(path)
    self.placement = placement
  }

  public init(
    key: String, value: StringsValue, comments: [String], keyPosition: SourcePosition,
    valuePosition: SourcePosition?, isShorthand: Bool, byteRange: Range<Int>,
    commentByteRange: Range<Int>?, keyByteRange: Range<Int>, valueByteRange: Range<Int>?
  ) {
    self.key = key
    self.propertyListValue = value
    self.isShorthand = isShorthand
    self.commentStorage = .texts(comments)
    (origin, placement) = Self.place(
      EntryParts(
        keyPosition: keyPosition, valuePosition: valuePosition, byteRange: byteRange,
        commentByteRange: commentByteRange, keyByteRange: keyByteRange,
        valueByteRange: valueByteRange))
  }

  /// How the positions and ranges are kept: compactly when both positions name the same path
  /// (byte for byte) and every number fits, else whole.
  private static func place(_ parts: EntryParts) -> (EntryOrigin, EntryPlacement) {
    let path = parts.keyPosition.path
    if parts.valuePosition.map({ $0.path.utf8.elementsEqual(path.utf8) }) ?? true,
      let placement = EntryPlacement(
        key: (parts.keyPosition.line, parts.keyPosition.column),
        value: parts.valuePosition.map { ($0.line, $0.column) }, byteRange: parts.byteRange,
        commentByteRange: parts.commentByteRange, keyByteRange: parts.keyByteRange,
        valueByteRange: parts.valueByteRange)
    {
      return (.path(path), placement)
    }
    return (.wide(WidePlacement(parts)), unplaced)
  }

  /// The placement kept beside a ``WidePlacement``: all zero, so that equal entries are equal
  /// field by field.
  private static let unplaced = EntryPlacement(
    key: (0, 0), value: nil, byteRange: 0..<0, commentByteRange: nil, keyByteRange: 0..<0,
    valueByteRange: nil)!
}
