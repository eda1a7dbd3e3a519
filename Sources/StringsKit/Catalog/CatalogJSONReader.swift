/// Reads the JSON of a String Catalog into ``CatalogNode``s, with the line and column of every
/// key and value, in one pass and linear time.
///
/// Our own reader rather than `JSONSerialization`, which keeps neither positions, member order,
/// number text nor repeated keys. It accepts exactly RFC 8259 JSON in UTF-8 (a UTF-8 byte order
/// mark is allowed and kept), like the runtime's reader, and stops at the first error with its
/// position: a catalog with a syntax error is unusable as a whole. Nesting is kept on an
/// explicit stack, never the call stack, and is limited to ``maximumDepth`` levels so that every
/// later walk of the tree stays shallow.
public enum CatalogJSONReader {
  /// How deep arrays and objects may nest, as in Foundation's JSON reader.
  public static let maximumDepth = 512

  /// What one read produced.
  public struct Result: Sendable {
    /// The top-level value; `nil` when the text has a syntax error.
    public var root: CatalogNode?
    /// Whether the text starts with a UTF-8 byte order mark.
    public var byteOrderMark: Bool
    /// Whitespace before and after the top-level value, kept so the writer gives it back.
    public var leadingWhitespace: String
    public var trailingWhitespace: String
    /// The first syntax error, if any (JSON has no recovery worth trusting).
    public var error: Diagnostic?
    /// Keys repeated in one object: JSON readers keep the last one silently.
    public var duplicateKeys: [DuplicateKey]
  }

  /// A key that occurs again in the same object.
  public struct DuplicateKey: Sendable, Hashable {
    public var key: String
    public var first: CatalogLocation
    public var repeated: CatalogLocation
  }

  public static func read(_ bytes: [UInt8], path: String) -> Result {
    read(bytes, path: path, deferring: nil)
  }

  /// With `handOver`, the values of the members of `strings` are handed over unread
  /// (``DeferredValue``) and stand as `null` in the document.
  static func read(
    _ bytes: [UInt8], path: String, deferring handOver: ((DeferredValue) -> Void)?
  ) -> Result {
    var result = Result(
      root: nil, byteOrderMark: false, leadingWhitespace: "", trailingWhitespace: "", error: nil,
      duplicateKeys: [])
    if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
      var scanner = Scanner(bytes: bytes, path: path)
      scanner.advanceLines(to: invalid)
      result.error = scanner.error("invalid UTF-8 byte 0x\(hex(bytes[invalid]))", at: invalid)
      return result
    }
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(bytes: buffer, path: path)
      scanner.parse(into: &result, deferring: handOver)
    }
    return result
  }

  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}

extension CatalogJSONReader {
  /// An object or array whose members are still being read.
  private struct OpenContainer {
    var location: CatalogLocation
    var offset: Int
    var isObject: Bool
    /// Where its members (or elements) start on the reader's shared stack of them: each
    /// container takes its own once complete, in an array of exactly their number.
    var first: Int
    /// The key read last, waiting for its value.
    var key: String = ""
    var keyLocation = CatalogLocation.unknown
    /// Whether its members' values are stepped over and handed over unread: the `strings`
    /// object of a catalog read key by key.
    var defersValues = false
  }

  struct Failure: Error {
    var diagnostic: Diagnostic
  }

  struct Scanner<Bytes: RandomAccessCollection>
  where Bytes.Element == UInt8, Bytes.Index == Int {
    let bytes: Bytes
    let path: String
    var offset = 0
    var line = 1
    var lineStart = 0

    init(bytes: Bytes, path: String) {
      self.bytes = bytes
      self.path = path
    }

    /// Counts the line breaks before `target` (used only to place an error).
    mutating func advanceLines(to target: Int) {
      while offset < target {
        let byte = bytes[offset]
        offset += 1
        if byte == 0x0A || (byte == 0x0D && (offset >= bytes.count || bytes[offset] != 0x0A)) {
          line += 1
          lineStart = offset
        }
      }
    }

    func location(at index: Int) -> CatalogLocation {
      CatalogLocation(line: line, column: index - lineStart + 1)
    }

    func error(_ message: String, at index: Int, notes: [Diagnostic.Note] = []) -> Diagnostic {
      .error(message, at: location(at: index).position(in: path), notes: notes)
    }

    func fail(_ message: String, at index: Int, notes: [Diagnostic.Note] = []) -> Failure {
      Failure(diagnostic: error(message, at: index, notes: notes))
    }

    /// Skips spaces, tabs and line breaks, counting lines.
    @inline(__always)
    mutating func skipWhitespace() {
      while offset < bytes.count {
        switch bytes[offset] {
        case 0x20, 0x09: offset += 1
        case 0x0A:
          offset += 1
          line += 1
          lineStart = offset
        case 0x0D:
          offset += 1
          if offset < bytes.count && bytes[offset] == 0x0A { offset += 1 }
          line += 1
          lineStart = offset
        default: return
        }
      }
    }

    mutating func parse(
      into result: inout Result, deferring handOver: ((DeferredValue) -> Void)? = nil
    ) {
      if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
        result.byteOrderMark = true
        offset = 3
        lineStart = 3
      }
      let leadingStart = offset
      skipWhitespace()
      result.leadingWhitespace = text(leadingStart..<offset)
      do throws(Failure) {
        let root = try parseDocument(duplicates: &result.duplicateKeys, deferring: handOver)
        let trailingStart = offset
        skipWhitespace()
        if offset < bytes.count {
          throw fail(
            "unexpected \(describe(offset)) after the top-level value; a catalog holds one object",
            at: offset)
        }
        result.trailingWhitespace = text(trailingStart..<offset)
        result.root = root
      } catch {
        result.error = error.diagnostic
      }
    }

    func text(_ range: Range<Int>) -> String {
      String(decoding: bytes[range], as: UTF8.self)
    }

    /// What the byte at `index` is, for messages.
    func describe(_ index: Int) -> String {
      guard index < bytes.count else { return "end of file" }
      let byte = bytes[index]
      if byte >= 0x21 && byte < 0x7F { return "character '\(Character(UnicodeScalar(byte)))'" }
      if byte < 0x80 { return "byte 0x\(hex(byte))" }
      var end = index + 1
      while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
      return "character '\(text(index..<end))'"
    }

    /// Reads one value with everything nested in it; the loop keeps open containers on
    /// `stack`, so depth costs heap, not call stack.
    mutating func parseDocument(
      duplicates: inout [DuplicateKey], deferring handOver: ((DeferredValue) -> Void)? = nil
    ) throws(Failure) -> CatalogNode {
      var stack: [OpenContainer] = []
      // The members and elements of every open container, innermost last.
      var members: [CatalogMember] = []
      var elements: [CatalogNode] = []
      while true {
        // A value starts here.
        skipWhitespace()
        guard offset < bytes.count else {
          if let open = stack.last {
            throw fail(
              "unexpected end of file: expected a value",
              at: offset,
              notes: [
                .init(
                  "the \(open.isObject ? "object" : "array") started here",
                  at: open.location.position(in: path))
              ])
          }
          throw fail("unexpected end of file: expected a JSON object", at: offset)
        }
        let start = offset
        let startLocation = location(at: start)
        var completed: CatalogNode
        switch bytes[start] {
        case _ where handOver != nil && stack.last?.defersValues == true:
          let open = stack[stack.count - 1]
          let (startLine, startLineStart) = (line, lineStart)
          try skipValue()
          handOver?(
            DeferredValue(
              key: open.key, keyLocation: open.keyLocation, range: start..<offset,
              line: startLine, lineStart: startLineStart))
          completed = CatalogNode(.null, at: startLocation)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          guard stack.count < CatalogJSONReader.maximumDepth else {
            throw fail(
              "arrays and objects nested more than \(CatalogJSONReader.maximumDepth) levels deep",
              at: start)
          }
          let isObject = bytes[start] == UInt8(ascii: "{")
          offset += 1
          var open = OpenContainer(
            location: startLocation, offset: start, isObject: isObject,
            first: isObject ? members.count : elements.count)
          open.defersValues =
            handOver != nil && isObject && stack.count == 1 && stack[0].isObject
            && stack[0].key == "strings"
          skipWhitespace()
          let closer = UInt8(ascii: isObject ? "}" : "]")
          if offset < bytes.count && bytes[offset] == closer {
            offset += 1
            completed = CatalogNode(isObject ? .object([]) : .array([]), at: startLocation)
            break
          }
          if isObject { try readKey(into: &open) }
          stack.append(open)
          continue
        case UInt8(ascii: "\""):
          completed = CatalogNode(.string(try readString()), at: startLocation)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          completed = CatalogNode(.number(try readNumber()), at: startLocation)
        case UInt8(ascii: "t"):
          try readLiteral("true")
          completed = CatalogNode(.bool(true), at: startLocation)
        case UInt8(ascii: "f"):
          try readLiteral("false")
          completed = CatalogNode(.bool(false), at: startLocation)
        case UInt8(ascii: "n"):
          try readLiteral("null")
          completed = CatalogNode(.null, at: startLocation)
        default:
          throw fail("unexpected \(describe(start)): expected a value", at: start)
        }

        // Hand the finished value to its container, closing every container it completes.
        while true {
          guard var open = stack.popLast() else { return completed }
          if open.isObject {
            members.append(CatalogMember(open.key, completed, keyAt: open.keyLocation))
          } else {
            elements.append(completed)
          }
          skipWhitespace()
          let closer = UInt8(ascii: open.isObject ? "}" : "]")
          guard offset < bytes.count else {
            throw fail(
              "unexpected end of file: expected ',' or '\(Character(UnicodeScalar(closer)))'",
              at: offset,
              notes: [
                .init(
                  "the \(open.isObject ? "object" : "array") started here",
                  at: open.location.position(in: path))
              ])
          }
          let byte = bytes[offset]
          if byte == UInt8(ascii: ",") {
            offset += 1
            if open.isObject {
              skipWhitespace()
              if offset < bytes.count && bytes[offset] == closer {
                throw fail("trailing comma before '}'", at: offset)
              }
              try readKey(into: &open)
            } else {
              skipWhitespace()
              if offset < bytes.count && bytes[offset] == closer {
                throw fail("trailing comma before ']'", at: offset)
              }
            }
            stack.append(open)
            break
          }
          guard byte == closer else {
            throw fail(
              "unexpected \(describe(offset)): expected ',' or '\(Character(UnicodeScalar(closer)))'",
              at: offset)
          }
          offset += 1
          if open.isObject {
            let own = Array(members[open.first...])
            members.removeSubrange(open.first...)
            findDuplicates(in: own, into: &duplicates)
            completed = CatalogNode(.object(own), at: open.location)
          } else {
            let own = Array(elements[open.first...])
            elements.removeSubrange(open.first...)
            completed = CatalogNode(.array(own), at: open.location)
          }
        }
      }
    }

    /// Reads `"key" :` of an object member.
    private mutating func readKey(into open: inout OpenContainer) throws(Failure) {
      skipWhitespace()
      guard offset < bytes.count else {
        throw fail(
          "unexpected end of file: expected a key in quotes", at: offset,
          notes: [.init("the object started here", at: open.location.position(in: path))])
      }
      guard bytes[offset] == UInt8(ascii: "\"") else {
        throw fail("unexpected \(describe(offset)): expected a key in quotes", at: offset)
      }
      open.keyLocation = location(at: offset)
      open.key = try readString()
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
        throw fail("unexpected \(describe(offset)): expected ':' after the key", at: offset)
      }
      offset += 1
    }

    /// Keys repeated in one object, compared by Unicode scalars. Objects of up to 32 members
    /// (nearly all of a catalog's, a key's localizations among them) are checked pairwise, by a
    /// fingerprint of each key's bytes first; large ones through a set: linear either way.
    func findDuplicates(in members: [CatalogMember], into duplicates: inout [DuplicateKey]) {
      guard members.count > 1 else { return }
      if members.count <= 32 {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: members.count) { fingerprints in
          for index in members.indices {
            fingerprints.initializeElement(at: index, to: Self.fingerprint(members[index].key))
          }
          for later in 1..<members.count {
            for earlier in 0..<later
            where fingerprints[earlier] == fingerprints[later]
              && members[earlier].key.isLiterallyEqual(to: members[later].key)
            {
              duplicates.append(
                DuplicateKey(
                  key: members[later].key, first: members[earlier].keyLocation,
                  repeated: members[later].keyLocation))
              break
            }
          }
        }
        return
      }
      var firstSeen: [LiteralKey: CatalogLocation] = [:]
      firstSeen.reserveCapacity(members.count)
      for member in members {
        let key = LiteralKey(member.key)
        if let first = firstSeen[key] {
          duplicates.append(
            DuplicateKey(key: member.key, first: first, repeated: member.keyLocation))
        } else {
          firstSeen[key] = member.keyLocation
        }
      }
    }

    /// The number of UTF-8 bytes and the first seven: keys with the same bytes have the same
    /// fingerprint.
    static func fingerprint(_ key: String) -> UInt64 {
      key.withUTF8Bytes { bytes in
        var value = UInt64(truncatingIfNeeded: bytes.count) & 0xFF
        for (index, byte) in bytes.prefix(7).enumerated() {
          value |= UInt64(byte) << (8 * (index + 1))
        }
        return value
      }
    }

    mutating func readLiteral(_ word: StaticString) throws(Failure) {
      let start = offset
      let count = word.utf8CodeUnitCount
      var index = 0
      while index < count {
        guard offset + index < bytes.count, bytes[offset + index] == word.utf8Start[index] else {
          throw fail("unexpected \(describe(start)): expected a value", at: start)
        }
        index += 1
      }
      offset += count
    }

    /// A number as RFC 8259 spells it; its text is returned as written.
    mutating func readNumber() throws(Failure) -> String {
      let start = offset
      func digits(_ scanner: inout Scanner) -> Int {
        let from = scanner.offset
        while scanner.offset < scanner.bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(scanner.bytes[scanner.offset])
        {
          scanner.offset += 1
        }
        return scanner.offset - from
      }
      if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      let integerStart = offset
      let integerDigits = digits(&self)
      guard integerDigits > 0 else { throw fail("invalid number: expected a digit", at: offset) }
      if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
        throw fail("invalid number: leading zeros are not allowed", at: integerStart)
      }
      if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        guard digits(&self) > 0 else {
          throw fail("invalid number: expected a digit after '.'", at: offset)
        }
      }
      if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
        offset += 1
        if offset < bytes.count
          && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
        {
          offset += 1
        }
        guard digits(&self) > 0 else {
          throw fail("invalid number: expected a digit in the exponent", at: offset)
        }
      }
      let number = text(start..<offset)
      // Foundation refuses what a Double cannot hold, so such a catalog does not load.
      if let value = Double(number), !value.isFinite {
        throw fail("the number \(number) is too large to represent", at: start)
      }
      return number
    }

    /// A string from its opening quote to its closing quote, escapes decoded. The text is
    /// already known to be valid UTF-8, so runs without escapes are taken as they are.
    mutating func readString() throws(Failure) -> String {
      let open = offset
      offset += 1
      var runStart = offset
      // Fast path: no escape at all.
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          let result = text(runStart..<offset)
          offset += 1
          return result
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        offset += 1
      }
      var decoded: [UInt8] = []
      decoded.append(contentsOf: bytes[runStart..<offset])
      while true {
        guard offset < bytes.count else {
          throw fail(
            "unterminated string", at: offset,
            notes: [.init("the string started here", at: location(at: open).position(in: path))])
        }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""):
          offset += 1
          return String(decoding: decoded, as: UTF8.self)
        case UInt8(ascii: "\\"):
          try readEscape(into: &decoded)
        case 0..<0x20:
          let what = byte == 0x0A || byte == 0x0D ? "line break" : "control character"
          throw fail(
            "\(what) (byte 0x\(hex(byte))) inside a string; JSON needs it escaped", at: offset)
        default:
          runStart = offset
          while offset < bytes.count {
            let next = bytes[offset]
            if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") || next < 0x20 { break }
            offset += 1
          }
          decoded.append(contentsOf: bytes[runStart..<offset])
        }
      }
    }

    mutating func readEscape(into decoded: inout [UInt8]) throws(Failure) {
      let start = offset
      offset += 1
      guard offset < bytes.count else { throw fail("unterminated escape sequence", at: start) }
      let letter = bytes[offset]
      offset += 1
      switch letter {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(letter)
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try readHex(escapeStart: start)
        if (0xD800..<0xDC00).contains(scalar) {
          guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
            bytes[offset + 1] == UInt8(ascii: "u")
          else {
            throw fail("\\u escape of a high surrogate without its low surrogate", at: start)
          }
          let lowStart = offset
          offset += 2
          let low = try readHex(escapeStart: lowStart)
          guard (0xDC00..<0xE000).contains(low) else {
            throw fail("\\u escape of a high surrogate without its low surrogate", at: start)
          }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
          throw fail("\\u escape of a low surrogate without its high surrogate", at: start)
        }
        decoded.append(contentsOf: Array(String(UnicodeScalar(scalar)!).utf8))
      default:
        throw fail("invalid escape sequence '\\\(describeEscape(letter))'", at: start)
      }
    }

    func describeEscape(_ byte: UInt8) -> String {
      byte >= 0x21 && byte < 0x7F ? String(Character(UnicodeScalar(byte))) : "0x\(hex(byte))"
    }

    /// The four hex digits after `\u`.
    mutating func readHex(escapeStart: Int) throws(Failure) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard offset < bytes.count else {
          throw fail("\\u escape needs four hex digits", at: escapeStart)
        }
        let byte = bytes[offset]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: throw fail("\\u escape needs four hex digits", at: escapeStart)
        }
        value = value << 4 | UInt32(digit)
        offset += 1
      }
      return value
    }
  }
}
