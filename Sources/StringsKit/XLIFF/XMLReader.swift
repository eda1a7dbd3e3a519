import Foundation

/// Reads a UTF-8 XML 1.0 document into ``XMLElement``s with the position of every element and
/// attribute, for XLIFF.
///
/// It checks well-formedness as XML 1.0 defines it and stops at the first problem with a message
/// in words at its line and column: a character XML 1.0 forbids (raw or as `&#1;`), an unknown
/// entity, a mismatched or unclosed tag, a repeated attribute, text after the root element,
/// invalid UTF-8. Line breaks are normalised (`\r\n` and `\r` read as `\n`) and attribute values
/// are normalised (a raw tab or line break reads as a space), as every XML parser does, so that
/// what it reads is what other tools read. A document type declaration with an internal subset
/// is refused rather than expanded (no entity definitions, no expansion bombs).
///
/// One pass with an explicit stack: time grows linearly with the input. Elements nest at most
/// ``maximumDepth`` deep (XLIFF needs six), so that no tree is too deep to take apart.
public enum XMLReader {
  public static let maximumDepth = 256

  /// Reads `data`; `path` names the file in the diagnostic.
  public static func read(_ data: Data, path: String) -> Outcome {
    var scanner = XMLScanner(bytes: [UInt8](data), path: path)
    do {
      return .root(try scanner.document())
    } catch {
      return .failure(.error(error.message, at: scanner.position(error.offset)))
    }
  }

  /// The root element, or the first well-formedness problem.
  public enum Outcome: Sendable {
    case root(XMLElement)
    case failure(Diagnostic)
  }
}

/// The scanner behind ``XMLReader``.
struct XMLScanner {
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  private let bytes: [UInt8]
  private let path: String
  private let lines: LineTable
  private var index = 0

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
    self.lines = LineTable(bytes)
  }

  func position(_ offset: Int) -> SourcePosition {
    let (line, column) = lines.lineAndColumn(of: min(offset, bytes.count))
    return SourcePosition(path: path, line: line, column: column)
  }

  // MARK: - Document

  mutating func document() throws(Failure) -> XMLElement {
    if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw Failure(message: "invalid UTF-8 (XLIFF files are read as UTF-8)", offset: bad)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    var sawDoctype = false
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw Failure(message: "no root element", offset: index)
      }
      guard bytes[index] == UInt8(ascii: "<") else {
        throw Failure(
          message: "unexpected \(describe(index)) before the root element", offset: index)
      }
      if starts(with: "<?") {
        try processingInstruction(isFirst: index == 0 || index == 3)
      } else if starts(with: "<!--") {
        try comment()
      } else if starts(with: "<!DOCTYPE") {
        if sawDoctype { throw Failure(message: "a second <!DOCTYPE>", offset: index) }
        sawDoctype = true
        try doctype()
      } else {
        let root = try element()
        try epilogue()
        return root
      }
    }
  }

  /// Only whitespace, comments and processing instructions may follow the root element.
  private mutating func epilogue() throws(Failure) {
    while true {
      skipWhitespace()
      guard index < bytes.count else { return }
      if starts(with: "<!--") {
        try comment()
      } else if starts(with: "<?") {
        try processingInstruction(isFirst: false)
      } else {
        throw Failure(
          message: "unexpected \(describe(index)) after the root element", offset: index)
      }
    }
  }

  // MARK: - Elements

  /// An open element while its content is read.
  private struct Open {
    var element: XMLElement
    var text: [UInt8] = []
    var textStart = 0

    mutating func flushText() {
      guard !text.isEmpty else { return }
      element.content.append(.text(String(decoding: text, as: UTF8.self)))
      text.removeAll(keepingCapacity: true)
    }
  }

  private mutating func element() throws(Failure) -> XMLElement {
    var stack: [Open] = []
    let (first, firstClosed) = try startTag()
    if firstClosed { return first }
    stack.append(Open(element: first))
    while true {
      guard index < bytes.count else {
        let open = stack[stack.count - 1].element
        throw Failure(
          message: "<\(open.name)> (line \(open.position.line)) is not closed before the end of "
            + "the file", offset: index)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if starts(with: "</") {
          var closing = stack.removeLast()
          closing.flushText()
          try endTag(for: closing.element)
          if stack.isEmpty { return closing.element }
          stack[stack.count - 1].element.content.append(.element(closing.element))
        } else if starts(with: "<!--") {
          try comment()
        } else if starts(with: "<![CDATA[") {
          let start = index
          index += 9
          guard let end = find("]]>") else {
            throw Failure(message: "a CDATA section is not closed with ']]>'", offset: start)
          }
          try checkCharacters(index..<end)
          appendNormalisingLineBreaks(index..<end, to: &stack[stack.count - 1].text)
          index = end + 3
        } else if starts(with: "<?") {
          try processingInstruction(isFirst: false)
        } else if starts(with: "<!") {
          throw Failure(message: "unexpected '<!' inside an element", offset: index)
        } else {
          stack[stack.count - 1].flushText()
          let tagStart = index
          let (child, closed) = try startTag()
          if closed {
            stack[stack.count - 1].element.content.append(.element(child))
          } else {
            guard stack.count < XMLReader.maximumDepth else {
              throw Failure(
                message: "elements nested deeper than \(XMLReader.maximumDepth)",
                offset: tagStart)
            }
            stack.append(Open(element: child))
          }
        }
      } else if byte == UInt8(ascii: "&") {
        let scalar = try reference()
        stack[stack.count - 1].text.append(contentsOf: Array(String(scalar).utf8))
      } else {
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: "<")
          && bytes[index] != UInt8(ascii: "&")
        {
          index += 1
        }
        try checkCharacters(start..<index)
        if let bad = firstIndex(of: "]]>", in: start..<index) {
          throw Failure(message: "']]>' is not allowed in text (write ']]&gt;')", offset: bad)
        }
        appendNormalisingLineBreaks(start..<index, to: &stack[stack.count - 1].text)
      }
    }
  }

  /// A start tag at `<`; `closed` is `true` for `<name/>`.
  private mutating func startTag() throws(Failure) -> (XMLElement, closed: Bool) {
    let start = index
    index += 1
    let name = try self.name(what: "an element name")
    var element = XMLElement(name: name, attributes: [], content: [], position: position(start))
    var seen = Set<String>()
    while true {
      let hadSpace = skipWhitespace()
      guard index < bytes.count else {
        throw Failure(message: "the tag <\(name)> is not closed with '>'", offset: start)
      }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        return (element, false)
      }
      if starts(with: "/>") {
        index += 2
        return (element, true)
      }
      guard hadSpace else {
        throw Failure(
          message: "expected a space, '>' or '/>' in <\(name)>, found \(describe(index))",
          offset: index)
      }
      let attributeStart = index
      let attributeName = try self.name(what: "an attribute name")
      skipWhitespace()
      guard index < bytes.count && bytes[index] == UInt8(ascii: "=") else {
        throw Failure(message: "expected '=' after the attribute \(attributeName)", offset: index)
      }
      index += 1
      skipWhitespace()
      let value = try attributeValue(of: attributeName)
      if !seen.insert(attributeName).inserted {
        throw Failure(
          message: "the attribute \(attributeName) appears twice in <\(name)>",
          offset: attributeStart)
      }
      element.attributes.append(
        .init(name: attributeName, value: value, position: position(attributeStart)))
    }
  }

  private mutating func endTag(for element: XMLElement) throws(Failure) {
    let start = index
    index += 2
    let name = try self.name(what: "an element name")
    skipWhitespace()
    guard index < bytes.count && bytes[index] == UInt8(ascii: ">") else {
      throw Failure(message: "the end tag </\(name)> is not closed with '>'", offset: start)
    }
    index += 1
    guard name == element.name else {
      throw Failure(
        message: "</\(name)> closes <\(element.name)> (line \(element.position.line))",
        offset: start)
    }
  }

  private mutating func attributeValue(of name: String) throws(Failure) -> String {
    guard index < bytes.count,
      bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
    else {
      throw Failure(message: "the value of \(name) must be quoted", offset: index)
    }
    let quote = bytes[index]
    let start = index
    index += 1
    var value: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw Failure(message: "the value of \(name) is not closed", offset: start)
      }
      let byte = bytes[index]
      if byte == quote {
        index += 1
        return String(decoding: value, as: UTF8.self)
      }
      switch byte {
      case UInt8(ascii: "<"):
        throw Failure(
          message: "'<' is not allowed in an attribute value (write '&lt;')", offset: index)
      case UInt8(ascii: "&"):
        value.append(contentsOf: Array(String(try reference()).utf8))
      case 0x0D:
        // Attribute value normalisation: a line break (CR LF counts once) or tab is a space.
        value.append(0x20)
        index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
      case 0x0A, 0x09:
        value.append(0x20)
        index += 1
      default:
        try checkCharacters(index..<(index + 1))
        value.append(byte)
        index += 1
      }
    }
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;` at `&`.
  private mutating func reference() throws(Failure) -> Unicode.Scalar {
    let start = index
    index += 1
    var end = index
    while end < bytes.count && end - index < 12 && bytes[end] != UInt8(ascii: ";") { end += 1 }
    guard end < bytes.count && bytes[end] == UInt8(ascii: ";") else {
      throw Failure(message: "'&' must start a reference such as '&amp;'", offset: start)
    }
    let body = String(decoding: bytes[index..<end], as: UTF8.self)
    index = end + 1
    switch body {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default: break
    }
    var number: UInt32?
    if body.hasPrefix("#x") {
      number = UInt32(body.dropFirst(2), radix: 16)
    } else if body.hasPrefix("#") {
      number = UInt32(body.dropFirst(), radix: 10)
    } else {
      throw Failure(message: "unknown entity '&\(body);'", offset: start)
    }
    guard let number, let scalar = Unicode.Scalar(number) else {
      throw Failure(message: "'&\(body);' is not a character", offset: start)
    }
    guard XMLText.isAllowed(scalar) else {
      throw Failure(
        message: "'&\(body);' is a character XML 1.0 does not allow, even as a reference",
        offset: start)
    }
    return scalar
  }

  // MARK: - Markup that carries no content

  private mutating func comment() throws(Failure) {
    let start = index
    index += 4
    guard let end = find("-->") else {
      throw Failure(message: "a comment is not closed with '-->'", offset: start)
    }
    try checkCharacters(index..<end)
    index = end + 3
  }

  private mutating func processingInstruction(isFirst: Bool) throws(Failure) {
    let start = index
    index += 2
    guard let end = find("?>") else {
      throw Failure(message: "'<?' is not closed with '?>'", offset: start)
    }
    let body = String(decoding: bytes[index..<end], as: UTF8.self)
    index = end + 2
    let target = body.prefix { !$0.isWhitespace }
    guard target.lowercased() == "xml" else { return }
    guard target == "xml", isFirst else {
      throw Failure(message: "the XML declaration must come first in the file", offset: start)
    }
    if let range = body.range(of: "encoding") {
      let rest = body[range.upperBound...].drop { $0 == " " || $0 == "=" }
      let name = rest.dropFirst().prefix { $0 != "\"" && $0 != "'" }
      if name.lowercased() != "utf-8" {
        throw Failure(
          message: "the encoding '\(name)' is not read (XLIFF files are read as UTF-8)",
          offset: start)
      }
    }
  }

  private mutating func doctype() throws(Failure) {
    let start = index
    while index < bytes.count && bytes[index] != UInt8(ascii: ">") {
      if bytes[index] == UInt8(ascii: "[") {
        throw Failure(
          message: "a document type with an internal subset is not read (entity definitions "
            + "are refused)", offset: index)
      }
      index += 1
    }
    guard index < bytes.count else {
      throw Failure(message: "<!DOCTYPE is not closed with '>'", offset: start)
    }
    index += 1
  }

  // MARK: - Characters

  /// An XML name: ASCII letters, digits, `-`, `.`, `_`, `:` and any non-ASCII character, not
  /// starting with a digit, `-` or `.`.
  private mutating func name(what: String) throws(Failure) -> String {
    let start = index
    while index < bytes.count && Self.isNameByte(bytes[index]) { index += 1 }
    guard index > start else {
      throw Failure(message: "expected \(what), found \(describe(start))", offset: start)
    }
    let first = bytes[start]
    if first == UInt8(ascii: "-") || first == UInt8(ascii: ".")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    {
      throw Failure(message: "a name cannot start with \(describe(start))", offset: start)
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
      true
    default: false
    }
  }

  /// Refuses the characters XML 1.0 forbids in a document: C0 controls other than tab, line
  /// feed and carriage return, and U+FFFE/U+FFFF.
  private func checkCharacters(_ range: Range<Int>) throws(Failure) {
    var k = range.lowerBound
    while k < range.upperBound {
      let byte = bytes[k]
      if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
        throw Failure(
          message: String(format: "the control character U+%04X is not allowed in XML 1.0", byte),
          offset: k)
      }
      if byte == 0xEF && k + 2 < bytes.count && bytes[k + 1] == 0xBF
        && (bytes[k + 2] == 0xBE || bytes[k + 2] == 0xBF)
      {
        throw Failure(
          message: "U+FFF\(bytes[k + 2] == 0xBE ? "E" : "F") is not allowed in XML 1.0", offset: k)
      }
      k += 1
    }
  }

  private func appendNormalisingLineBreaks(_ range: Range<Int>, to text: inout [UInt8]) {
    var k = range.lowerBound
    while k < range.upperBound {
      let byte = bytes[k]
      if byte == 0x0D {
        text.append(0x0A)
        if k + 1 < range.upperBound && bytes[k + 1] == 0x0A { k += 1 }
      } else {
        text.append(byte)
      }
      k += 1
    }
  }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { break }
      index += 1
    }
    return index > start
  }

  private func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return text.withUTF8Buffer { pattern in
      for k in 0..<count where bytes[index + k] != pattern[k] { return false }
      return true
    }
  }

  /// The offset of the next `pattern` from `index`.
  private func find(_ pattern: StaticString) -> Int? {
    firstIndex(of: pattern, in: index..<bytes.count)
  }

  private func firstIndex(of pattern: StaticString, in range: Range<Int>) -> Int? {
    pattern.withUTF8Buffer { needle -> Int? in
      guard let first = needle.first, range.count >= needle.count else { return nil }
      var k = range.lowerBound
      let last = range.upperBound - needle.count
      while k <= last {
        if bytes[k] == first {
          var j = 1
          while j < needle.count && bytes[k + j] == needle[j] { j += 1 }
          if j == needle.count { return k }
        }
        k += 1
      }
      return nil
    }
  }

  private func describe(_ offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return String(format: "byte 0x%02X", byte)
  }
}
