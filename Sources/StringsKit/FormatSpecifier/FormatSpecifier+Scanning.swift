// MARK: - Scanning

extension FormatSpecifier {
  /// Every specifier in `string`, sorted by position, including `%%` and `%#@name@`.
  ///
  /// Ranges fall on scalar boundaries of `string`, and a specifier next to a combining mark is
  /// still found. A `%` that does not start a complete specifier is skipped (§10, decision 2):
  /// scanning resumes at the character after it.
  ///
  /// Read on the UTF-8 bytes: the grammar is ASCII but for a `%#@name@` name, and an ASCII
  /// byte never occurs inside a multi-byte scalar, so a byte compared with an ASCII one gives
  /// what the scalar would. Walking the scalars cost a catalog's lint more than reading it.
  public static func scan(_ string: String) -> [FormatSpecifier] {
    scan(string, keepingPercent: true)
  }

  /// The specifiers that consume arguments, in order (``scan(_:)`` without `%%`).
  public static func argumentSpecifiers(in string: String) -> [FormatSpecifier] {
    scan(string, keepingPercent: false)
  }

  /// ``scan(_:)``, leaving `%%` out unless `keepingPercent` (one array made, not two).
  private static func scan(_ string: String, keepingPercent: Bool) -> [FormatSpecifier] {
    var text = string
    return text.withUTF8 { bytes in
      var found: [FormatSpecifier] = []
      var offset = 0
      while offset < bytes.count {
        guard bytes[offset] == UInt8(ascii: "%") else {
          offset &+= 1
          continue
        }
        if let (specifier, end) = specifier(at: offset, in: bytes, of: string) {
          if keepingPercent || specifier.consumesArgument { found.append(specifier) }
          offset = end
        } else {
          offset &+= 1
        }
      }
      return found
    }
  }

  /// Parses the specifier whose `%` is at byte `start` of `bytes` (the UTF-8 of `string`), with
  /// the byte offset after it, or returns `nil` for a stray `%`.
  private static func specifier(
    at start: Int, in bytes: UnsafeBufferPointer<UInt8>, of string: String
  ) -> (FormatSpecifier, end: Int)? {
    var cursor = SpecifierCursor(bytes: bytes, offset: start + 1)
    func made() -> (range: Range<String.Index>, text: String) {
      let utf8 = string.utf8
      let lower = utf8.index(utf8.startIndex, offsetBy: start)
      let upper = utf8.index(lower, offsetBy: cursor.offset - start)
      return (
        lower..<upper,
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor.offset]), as: UTF8.self)
      )
    }
    if cursor.peek == UInt8(ascii: "%") {
      cursor.advance()
      let (range, text) = made()
      return (FormatSpecifier(kind: .percent, range: range, text: text), cursor.offset)
    }

    // Optional `N$`; digits without `$` are a width, so rewind.
    var position: Int?
    let afterPercent = cursor.offset
    if let digits = cursor.readNumber(), cursor.peek == UInt8(ascii: "$"), digits > 0 {
      cursor.advance()
      position = digits
    } else {
      cursor.offset = afterPercent
    }

    if let name = stringsdictReferenceName(&cursor) {
      let (range, text) = made()
      var result = FormatSpecifier(
        kind: .stringsdictReference(name: name), range: range, text: text)
      result.position = position
      return (result, cursor.offset)
    }

    var flags = ""
    while let byte = cursor.peek, isFlag(byte) {
      flags.unicodeScalars.append(Unicode.Scalar(byte))
      cursor.advance()
    }

    var width: Amount?
    if cursor.peek == UInt8(ascii: "*") {
      cursor.advance()
      width = cursor.readStarPosition()
    } else if let digits = cursor.readNumber() {
      width = .fixed(digits)
    }

    var precision: Amount?
    if cursor.peek == UInt8(ascii: ".") {
      cursor.advance()
      if cursor.peek == UInt8(ascii: "*") {
        cursor.advance()
        precision = cursor.readStarPosition()
      } else {
        precision = .fixed(cursor.readNumber() ?? 0)
      }
    }

    let length = cursor.readLengthModifier()

    guard let conversion = cursor.peek, isConversion(conversion) else { return nil }
    cursor.advance()
    let (range, text) = made()
    return (
      FormatSpecifier(
        kind: .argument, range: range, text: text, position: position, flags: flags,
        width: width, precision: precision, length: length,
        conversion: Character(Unicode.Scalar(conversion))),
      cursor.offset
    )
  }

  /// Whether `byte` is in ``flagCharacters``, without hashing it.
  private static func isFlag(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"),
      UInt8(ascii: "'"):
      true
    default: false
    }
  }

  /// Whether `byte` is in ``conversions``, without hashing it.
  private static func isConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "I"),
      UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "a"), UInt8(ascii: "A"),
      UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"),
      UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "@"), UInt8(ascii: "c"),
      UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"):
      true
    default: false
    }
  }

  /// The name of a `#@name@` at the cursor (after `%` and an optional position), the cursor
  /// moved past it; `nil`, the cursor left alone, when there is none.
  ///
  /// The name is one or more scalars other than `@`, `%` and whitespace; anything else leaves
  /// the text to the ordinary grammar, where `%#@` is an object conversion with the `#` flag.
  private static func stringsdictReferenceName(_ cursor: inout SpecifierCursor) -> String? {
    let bytes = cursor.bytes
    var end = cursor.offset
    guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "#"),
      bytes[end + 1] == UInt8(ascii: "@")
    else { return nil }
    end += 2
    let nameStart = end
    // `@` and `%` are ASCII: the first of them in the bytes is the first among the scalars.
    while end < bytes.count && bytes[end] != UInt8(ascii: "@") && bytes[end] != UInt8(ascii: "%") {
      end += 1
    }
    guard end < bytes.count, bytes[end] == UInt8(ascii: "@"), end > nameStart else { return nil }
    let name = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self)
    if name.unicodeScalars.contains(where: \.properties.isWhitespace) { return nil }
    cursor.offset = end + 1
    return name
  }
}

/// A read position in a string's UTF-8 bytes, used only by the specifier scanner.
private struct SpecifierCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset: Int

  var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  mutating func advance() { offset &+= 1 }

  /// Reads ASCII decimal digits; `nil` when there are none. Saturates instead of overflowing.
  mutating func readNumber() -> Int? {
    var value: Int?
    while let byte = peek, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
      let digit = Int(byte &- UInt8(ascii: "0"))
      let (times, o1) = (value ?? 0).multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(digit)
      value = o1 || o2 ? Int.max : sum
      advance()
    }
    return value
  }

  /// After a `*`: `.fromPositionalArgument(N)` when `N$` follows, else `.fromArgument`.
  mutating func readStarPosition() -> FormatSpecifier.Amount {
    let start = offset
    if let digits = readNumber(), peek == UInt8(ascii: "$"), digits > 0 {
      advance()
      return .fromPositionalArgument(digits)
    }
    offset = start
    return .fromArgument
  }

  /// Reads the longest length modifier at the cursor (`ll` before `l`, `hh` before `h`).
  mutating func readLengthModifier() -> FormatSpecifier.LengthModifier? {
    guard let first = peek else { return nil }
    switch first {
    case UInt8(ascii: "h"), UInt8(ascii: "l"):
      let doubled = offset + 1 < bytes.count && bytes[offset + 1] == first
      advance()
      if doubled {
        advance()
        return first == UInt8(ascii: "h") ? .char : .longLong
      }
      return first == UInt8(ascii: "h") ? .short : .long
    case UInt8(ascii: "q"), UInt8(ascii: "j"), UInt8(ascii: "t"), UInt8(ascii: "z"),
      UInt8(ascii: "L"):
      advance()
      return FormatSpecifier.LengthModifier(rawValue: String(Unicode.Scalar(first)))
    default:
      return nil
    }
  }
}
