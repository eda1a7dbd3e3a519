import Foundation
import Testing

@testable import StringsKit

/// The specifier scanner reads UTF-8 bytes; it must find exactly what a walk over the Unicode
/// scalars finds. The scalar walk below is the scanner as it was written first, kept as the
/// oracle, and random texts of specifier pieces, combining marks and other scalars are scanned
/// both ways.
@Suite struct FormatSpecifierByteScanTests {
  static let pieces = [
    "%", "%%", "d", "@", "ld", "lld", "hh", "1$", "2$", "#@", "n@", "@", "*", "*1$", ".", "3",
    "0", "-", "+", "'", "q", "z", "L", "f", "s", "é", "e\u{301}", "\u{301}", " ", "\u{A0}",
    "日本", "🇩🇪", "x", "#", "%#@name@", "%1$#@a b@", "\n",
  ]

  @Test func bytesAndScalarsAgree() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20000 {
      let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator)!
      }.joined()
      let bytes = FormatSpecifier.scan(text)
      let scalars = FormatSpecifier.scanByScalars(text)
      #expect(bytes.count == scalars.count, "\(text.debugDescription)")
      for (a, b) in zip(bytes, scalars) {
        #expect(
          a.range == b.range && a.text.unicodeScalars.elementsEqual(b.text.unicodeScalars)
            && a.kind == b.kind && a.position == b.position && a.flags == b.flags
            && a.width == b.width && a.precision == b.precision && a.length == b.length
            && a.conversion == b.conversion, "\(text.debugDescription): \(a) \(b)")
      }
    }
  }
}

extension FormatSpecifier {
  /// Every specifier in `string`, sorted by position, including `%%` and `%#@name@`.
  ///
  /// Works on Unicode scalars, so ranges fall on scalar boundaries of `string` and a specifier
  /// next to a combining mark is still found. A `%` that does not start a complete specifier is
  /// skipped (§10, decision 2): scanning resumes at the character after it.
  static func scanByScalars(_ string: String) -> [FormatSpecifier] {
    // Each `%` is found in the UTF-8 bytes: it is one byte that never occurs inside a
    // multi-byte scalar, so it is on a scalar boundary, and the text between is not decoded
    // (most texts hold no `%` at all).
    var text = string
    let percents = text.withUTF8 { bytes in
      bytes.indices.filter { bytes[$0] == UInt8(ascii: "%") }
    }
    let utf8 = string.utf8
    var found: [FormatSpecifier] = []
    var resume = 0
    for offset in percents where offset >= resume {
      let percent = utf8.index(utf8.startIndex, offsetBy: offset)
      if let specifier = oracleSpecifier(startingAt: percent, in: string) {
        found.append(specifier)
        resume = utf8.distance(from: utf8.startIndex, to: specifier.range.upperBound)
      }
    }
    return found
  }

  /// Parses the specifier whose `%` is at `start`, or returns `nil` for a stray `%`.
  private static func oracleSpecifier(
    startingAt start: String.Index, in string: String
  ) -> FormatSpecifier? {
    var cursor = OracleScalarCursor(scalars: string.unicodeScalars, index: start)
    cursor.advance()  // the `%`
    if cursor.peek == "%" {
      cursor.advance()
      return FormatSpecifier(
        kind: .percent, range: start..<cursor.index, text: String(string[start..<cursor.index]))
    }

    // Optional `N$`; digits without `$` are a width, so rewind.
    var position: Int?
    let afterPercent = cursor.index
    if let digits = cursor.readNumber(), cursor.peek == "$", digits > 0 {
      cursor.advance()
      position = digits
    } else {
      cursor.index = afterPercent
    }

    if let reference = oracleStringsdictReference(cursor: cursor, start: start, in: string) {
      var result = reference
      result.position = position
      return result
    }

    var flags = ""
    while let scalar = cursor.peek, oracleIsFlag(scalar) {
      flags.unicodeScalars.append(scalar)
      cursor.advance()
    }

    var width: Amount?
    if cursor.peek == "*" {
      cursor.advance()
      width = cursor.readStarPosition()
    } else if let digits = cursor.readNumber() {
      width = .fixed(digits)
    }

    var precision: Amount?
    if cursor.peek == "." {
      cursor.advance()
      if cursor.peek == "*" {
        cursor.advance()
        precision = cursor.readStarPosition()
      } else {
        precision = .fixed(cursor.readNumber() ?? 0)
      }
    }

    let length = cursor.readLengthModifier()

    guard let conversion = cursor.peek, oracleIsConversion(conversion) else { return nil }
    cursor.advance()
    return FormatSpecifier(
      kind: .argument, range: start..<cursor.index, text: String(string[start..<cursor.index]),
      position: position, flags: flags, width: width, precision: precision, length: length,
      conversion: Character(conversion))
  }

  /// Whether `scalar` is in ``flagCharacters``, without hashing it.
  private static func oracleIsFlag(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "-", "+", "#", "0", "'": true
    default: false
    }
  }

  /// Whether `scalar` is in ``conversions``, without hashing it.
  private static func oracleIsConversion(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "d", "D", "i", "I", "u", "U", "x", "X", "o", "O", "a", "A", "e", "E", "f", "F", "g", "G",
      "@", "c", "C", "s", "S", "p":
      true
    default: false
    }
  }

  /// `#@name@` at the cursor (after `%` and an optional position), or `nil`.
  ///
  /// The name is one or more scalars other than `@`, `%` and whitespace; anything else leaves
  /// the text to the ordinary grammar, where `%#@` is an object conversion with the `#` flag.
  private static func oracleStringsdictReference(
    cursor start: OracleScalarCursor, start percent: String.Index, in string: String
  ) -> FormatSpecifier? {
    var cursor = start
    guard cursor.peek == "#" else { return nil }
    cursor.advance()
    guard cursor.peek == "@" else { return nil }
    cursor.advance()
    var name = ""
    while let scalar = cursor.peek, scalar != "@" {
      if scalar == "%" || scalar.properties.isWhitespace { return nil }
      name.unicodeScalars.append(scalar)
      cursor.advance()
    }
    guard cursor.peek == "@", !name.isEmpty else { return nil }
    cursor.advance()
    return FormatSpecifier(
      kind: .stringsdictReference(name: name), range: percent..<cursor.index,
      text: String(string[percent..<cursor.index]))
  }
}

/// A read position in a string's Unicode scalars, used only by the specifier scanner.
private struct OracleScalarCursor {
  let scalars: String.UnicodeScalarView
  var index: String.Index

  var peek: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

  func peek(offset: Int) -> Unicode.Scalar? {
    var i = index
    for _ in 0..<offset {
      guard i < scalars.endIndex else { return nil }
      i = scalars.index(after: i)
    }
    return i < scalars.endIndex ? scalars[i] : nil
  }

  mutating func advance() { index = scalars.index(after: index) }

  /// Reads ASCII decimal digits; `nil` when there are none. Saturates instead of overflowing.
  mutating func readNumber() -> Int? {
    var value: Int?
    while let scalar = peek, ("0"..."9").contains(scalar) {
      let digit = Int(scalar.value - 48)
      let (times, o1) = (value ?? 0).multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(digit)
      value = o1 || o2 ? Int.max : sum
      advance()
    }
    return value
  }

  /// After a `*`: `.fromPositionalArgument(N)` when `N$` follows, else `.fromArgument`.
  mutating func readStarPosition() -> FormatSpecifier.Amount {
    let start = index
    if let digits = readNumber(), peek == "$", digits > 0 {
      advance()
      return .fromPositionalArgument(digits)
    }
    index = start
    return .fromArgument
  }

  /// Reads the longest length modifier at the cursor (`ll` before `l`, `hh` before `h`).
  mutating func readLengthModifier() -> FormatSpecifier.LengthModifier? {
    guard let first = peek else { return nil }
    switch first {
    case "h", "l":
      if peek(offset: 1) == first {
        advance()
        advance()
        return first == "h" ? .char : .longLong
      }
      advance()
      return first == "h" ? .short : .long
    case "q", "j", "t", "z", "L":
      advance()
      return FormatSpecifier.LengthModifier(rawValue: String(first))
    default:
      return nil
    }
  }
}
