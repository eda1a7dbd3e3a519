import StringsKit

/// Checks that a file is exactly one JSON value as RFC 8259 defines it.
///
/// `JSONSerialization` is lenient where JSON is not: it accepts a trailing comma and keeps the
/// last of repeated object keys, so a `.strings-lint.json` or baseline written for a stricter
/// reader (or merged by hand) could silently lose a setting. The lint tool's JSON files are
/// checked here first; the first problem comes back with its line and column (in UTF-8 bytes,
/// as in every diagnostic).
///
///     JSONSyntaxCheck.firstProblem(in: Array(#"{"a": 1,}"#.utf8))
///     // Problem(line: 1, column: 8, message: "trailing comma before '}' (JSON allows none)")
struct JSONSyntaxCheck {
  struct Problem: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  /// Deeper nesting is refused rather than risking the stack.
  static let maximumDepth = 512

  private let bytes: [UInt8]
  private var i = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte order mark is tolerated, as JSONSerialization does.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
  }

  /// The first syntax problem in `bytes`, or `nil` for valid JSON.
  static func firstProblem(in bytes: [UInt8]) -> Problem? {
    var check = JSONSyntaxCheck(bytes)
    do throws(Problem) {
      check.skipSpace()
      try check.value(depth: 0)
      check.skipSpace()
      if check.i < bytes.count { throw check.problem("unexpected text after the JSON value") }
      return nil
    } catch {
      return error
    }
  }

  private func problem(_ message: String, at index: Int? = nil) -> Problem {
    let target = min(index ?? i, bytes.count)
    var line = 1
    var lineStart = 0
    for k in 0..<target where bytes[k] == 0x0A {
      line += 1
      lineStart = k + 1
    }
    return Problem(line: line, column: target - lineStart + 1, message: message)
  }

  private var found: String {
    guard i < bytes.count else { return "the end of the file" }
    let byte = bytes[i]
    return byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "a byte \(byte)"
  }

  private mutating func skipSpace() {
    while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
  }

  private mutating func value(depth: Int) throws(Problem) {
    guard depth < Self.maximumDepth else { throw problem("JSON nested too deeply") }
    guard i < bytes.count else { throw problem("expected a value, found the end of the file") }
    switch bytes[i] {
    case UInt8(ascii: "{"): try object(depth: depth)
    case UInt8(ascii: "["): try array(depth: depth)
    case UInt8(ascii: "\""): _ = try string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    default: throw problem("expected a value, found \(found)")
    }
  }

  private mutating func object(depth: Int) throws(Problem) {
    i += 1
    skipSpace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "}") {
      i += 1
      return
    }
    var seen: [LiteralKey: Int] = [:]
    while true {
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
        throw problem("expected a key in double quotes, found \(found)")
      }
      let keyStart = i
      let key = try string()
      if let first = seen.updateValue(keyStart, forKey: LiteralKey(key)) {
        let earlier = problem("", at: first)
        throw problem(
          "repeated key \"\(key)\" (first at \(earlier.line):\(earlier.column)); JSON keys must "
            + "be unique", at: keyStart)
      }
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
        throw problem("expected ':' after the key, found \(found)")
      }
      i += 1
      skipSpace()
      try value(depth: depth + 1)
      skipSpace()
      if try endOfList(closing: "}") { return }
    }
  }

  private mutating func array(depth: Int) throws(Problem) {
    i += 1
    skipSpace()
    if i < bytes.count && bytes[i] == UInt8(ascii: "]") {
      i += 1
      return
    }
    while true {
      try value(depth: depth + 1)
      skipSpace()
      if try endOfList(closing: "]") { return }
    }
  }

  /// After an element: `true` past the closing bracket, `false` past a comma that another
  /// element follows.
  private mutating func endOfList(closing: Unicode.Scalar) throws(Problem) -> Bool {
    guard i < bytes.count else {
      throw problem("expected ',' or '\(closing)', found the end of the file")
    }
    if bytes[i] == UInt8(ascii: closing) {
      i += 1
      return true
    }
    guard bytes[i] == UInt8(ascii: ",") else {
      throw problem("expected ',' or '\(closing)', found \(found)")
    }
    let comma = i
    i += 1
    skipSpace()
    if i < bytes.count && (bytes[i] == UInt8(ascii: "}") || bytes[i] == UInt8(ascii: "]")) {
      throw problem(
        "trailing comma before '\(Character(Unicode.Scalar(bytes[i])))' (JSON allows none)",
        at: comma)
    }
    return false
  }

  /// A string literal; returns its decoded text (lone surrogates become U+FFFD).
  private mutating func string() throws(Problem) -> String {
    let open = i
    i += 1
    var units: [UInt16] = []
    var runStart = i
    func flushRun(_ end: Int) {
      units += String(decoding: bytes[runStart..<end], as: UTF8.self).utf16
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte == UInt8(ascii: "\"") {
        flushRun(i)
        i += 1
        return String(decoding: units, as: UTF16.self)
      }
      if byte < 0x20 {
        throw problem("control character in a string (write it as an escape such as \\n)")
      }
      guard byte == UInt8(ascii: "\\") else {
        i += 1
        continue
      }
      flushRun(i)
      guard i + 1 < bytes.count else { break }
      let escape = bytes[i + 1]
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(UInt16(escape))
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "u"):
        guard i + 6 <= bytes.count,
          let unit = UInt16(String(decoding: bytes[(i + 2)..<(i + 6)], as: UTF8.self), radix: 16),
          bytes[(i + 2)..<(i + 6)].allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "+") })
        else { throw problem("expected four hex digits after \\u") }
        units.append(unit)
        i += 4
      default:
        throw problem("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
      }
      i += 2
      runStart = i
    }
    throw problem("unterminated string", at: open)
  }

  private mutating func number() throws(Problem) {
    func digits() -> Int {
      let start = i
      while i < bytes.count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9") {
        i += 1
      }
      return i - start
    }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    let integerStart = i
    let count = digits()
    guard count > 0 else { throw problem("expected a digit, found \(found)") }
    if count > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      throw problem("a number cannot start with 0", at: integerStart)
    }
    if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { throw problem("expected a digit after '.', found \(found)") }
    }
    if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
      i += 1
      if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
        i += 1
      }
      guard digits() > 0 else { throw problem("expected a digit in the exponent, found \(found)") }
    }
  }

  private mutating func literal(_ word: String) throws(Problem) {
    let expected = Array(word.utf8)
    guard bytes[i...].starts(with: expected) else {
      throw problem("expected a value, found \(found)")
    }
    i += expected.count
  }
}
