/// What a byte of Swift source can start, looked up in one table instead of a chain of range
/// tests: the lexer's fast path (``SwiftLexer/appendPlainRun(to:docComments:)``) dispatches on it
/// and walks names with its identifier flag.
///
/// The classes restate ``SwiftLexer``'s own byte sets (`isIdentifierStart`, `isOperatorByte`,
/// `separatorKind`, the blanks); `SourceByteClassTests` checks every byte against them.
enum SourceByteClass {
  /// A byte the fast path leaves to ``SwiftLexer/next()``.
  static let other: UInt8 = 0
  /// Space, tab, vertical tab, form feed.
  static let blank: UInt8 = 1
  /// `\n` or `\r`.
  static let lineBreak: UInt8 = 2
  /// `a`–`z`, `A`–`Z`, `_`, `$` and every non-ASCII byte.
  static let identifierStart: UInt8 = 3
  /// `0`–`9`.
  static let digit: UInt8 = 4
  static let leftParen: UInt8 = 5
  static let rightParen: UInt8 = 6
  static let dot: UInt8 = 7
  static let slash: UInt8 = 8
  static let quote: UInt8 = 9
  static let pound: UInt8 = 10
  static let backtick: UInt8 = 11
  /// `[` `]` `{` `}` `,` `:` `;`.
  static let separator: UInt8 = 12
  /// An operator byte other than `/` and `.`.
  static let operatorByte: UInt8 = 13
  static let at: UInt8 = 14
  static let backslash: UInt8 = 15

  /// The low bits of a table entry: one of the classes above.
  static let classMask: UInt8 = 0x0F
  /// Set for bytes that continue a name: identifier starts and digits.
  static let identifierFlag: UInt8 = 0x80
  /// Set for ASCII bytes that continue a name: what a number literal is made of.
  static let asciiIdentifierFlag: UInt8 = 0x40

  /// 256 entries, built once and never freed nor written after (so shared freely).
  nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
    let entries = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for value in 0..<256 {
      let byte = UInt8(value)
      var entry: UInt8
      switch byte {
      case 0x20, 0x09, 0x0B, 0x0C: entry = blank
      case 0x0A, 0x0D: entry = lineBreak
      case UInt8(ascii: "0")...UInt8(ascii: "9"): entry = digit
      case UInt8(ascii: "("): entry = leftParen
      case UInt8(ascii: ")"): entry = rightParen
      case UInt8(ascii: "."): entry = dot
      case UInt8(ascii: "/"): entry = slash
      case UInt8(ascii: "\""): entry = quote
      case UInt8(ascii: "#"): entry = pound
      case UInt8(ascii: "`"): entry = backtick
      case UInt8(ascii: "@"): entry = at
      case UInt8(ascii: "\\"): entry = backslash
      default:
        if SwiftLexer.separatorKind(byte) != nil {
          entry = separator
        } else if SwiftLexer.isOperatorByte(byte) {
          entry = operatorByte
        } else if SwiftLexer.isIdentifierStart(byte) {
          entry = identifierStart
        } else {
          entry = other
        }
      }
      if SwiftLexer.isIdentifierByte(byte) {
        entry |= identifierFlag
        if byte < 0x80 { entry |= asciiIdentifierFlag }
      }
      entries[value] = entry
    }
    return UnsafePointer(entries)
  }()
}
