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
  public var value: String
  /// The value as CoreFoundation reads it.
  public var propertyListValue: StringsValue
  /// The text of each comment directly before the entry (no blank line between), without `/*`,
  /// `*/` or `//`, trimmed of surrounding whitespace, in file order.
  public var comments: [String] {
    get { commentStorage.texts }
    set { commentStorage = .texts(newValue) }
  }
  /// ``comments`` as given, or where the parsed file keeps them (made into strings on demand).
  var commentStorage: EntryComments
  /// Where the key starts (its opening quote, if quoted).
  public var keyPosition: SourcePosition
  /// Where the value starts; `nil` for the shorthand form `"key";`.
  public var valuePosition: SourcePosition? {
    // Inlined: a call would load (copy) the whole entry to pass it as `self`.
    @inline(__always) get { hasValuePosition ? storedValuePosition : nil }
    set {
      hasValuePosition = newValue != nil
      storedValuePosition = newValue ?? Self.noPosition
    }
  }
  /// ``valuePosition`` without the optional: an optional struct holding a `String` made Swift
  /// copy every new entry field by field through its value witness, and destroy the original,
  /// before appending it to the parser's list (a quarter of the cost of building an entry).
  private var storedValuePosition: SourcePosition
  private var hasValuePosition: Bool
  /// What ``storedValuePosition`` holds when there is no value position, so that equal entries
  /// have equal stored properties.
  private static let noPosition = SourcePosition(path: "", line: 0, column: 0)
  /// `true` for `"key";`, which CoreFoundation reads as `"key" = "key";`.
  public var isShorthand: Bool
  /// The whole entry in the original bytes: from its leading comment block (or its key) through
  /// the `;`.
  public var byteRange: Range<Int>
  /// The leading comment block, from the first comment's `/*` or `//` to the end of the last.
  public var commentByteRange: Range<Int>?
  /// The key token, quotes included.
  public var keyByteRange: Range<Int>
  /// The value token, quotes or brackets included; `nil` for the shorthand form.
  public var valueByteRange: Range<Int>?

  public var valueKind: ValueKind { propertyListValue.kind }

  /// An entry whose comments may stay in the parsed file until they are read.
  init(
    key: String, value: StringsValue, comments: EntryComments, keyPosition: SourcePosition,
    valuePosition: SourcePosition?, isShorthand: Bool, byteRange: Range<Int>,
    commentByteRange: Range<Int>?, keyByteRange: Range<Int>, valueByteRange: Range<Int>?
  ) {
    self.key = key
    self.propertyListValue = value
    if case .string(let text) = value {
      self.value = text
    } else {
      self.value = value.openStepDescription
    }
    self.commentStorage = comments
    self.keyPosition = keyPosition
    self.hasValuePosition = valuePosition != nil
    self.storedValuePosition = valuePosition ?? Self.noPosition
    self.isShorthand = isShorthand
    self.byteRange = byteRange
    self.commentByteRange = commentByteRange
    self.keyByteRange = keyByteRange
    self.valueByteRange = valueByteRange
  }

  public init(
    key: String, value: StringsValue, comments: [String], keyPosition: SourcePosition,
    valuePosition: SourcePosition?, isShorthand: Bool, byteRange: Range<Int>,
    commentByteRange: Range<Int>?, keyByteRange: Range<Int>, valueByteRange: Range<Int>?
  ) {
    self.init(
      key: key, value: value, comments: EntryComments.texts(comments), keyPosition: keyPosition,
      valuePosition: valuePosition, isShorthand: isShorthand, byteRange: byteRange,
      commentByteRange: commentByteRange, keyByteRange: keyByteRange,
      valueByteRange: valueByteRange)
  }
}
