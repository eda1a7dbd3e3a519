import Foundation

/// Reads an XML property list in UTF-8 the way CoreFoundation's XML reader does
/// (`parseXMLPropertyList` in CFPropertyList.c), keeping each element's position.
///
/// What it accepts is what `plutil` accepts, checked by `StringsdictPlutilDifferentialTests`:
/// the tag scan runs to the first `>` whatever the quotes; tag names are case-sensitive;
/// comments, processing instructions and one `<!DOCTYPE …>` may come before the element; text
/// after the first element is ignored; `<key>` also counts as a string value; only the five
/// predefined entities and `&#…;` references are known; raw control characters are kept. The
/// first problem ends the read, as it does in CoreFoundation, and is reported in words at its
/// line and column.
///
/// One pass over the bytes, so time grows linearly with the file (a file nesting deeper than an
/// ordinary thread's stack allows is read a second time, on a large stack). Nesting is bounded
/// by CoreFoundation's limit of 512 arrays and dictionaries.
struct XMLPropertyListParser {
  /// A problem that ends the read.
  struct Failure: Error {
    var message: String
    var offset: Int
    /// Not a problem of the file: it nests deeper than the parser's `depthLimit`, and must be
    /// read again on a thread with a large stack.
    var needsLargeStack = false
  }

  static let maximumDepth = 512
  /// How deep a read on an ordinary thread may go (real files nest three levels).
  static let callingThreadDepth = 24

  /// The element names a property list uses, with their bytes.
  static let tagNames: [(name: String, bytes: [UInt8])] = [
    "key", "string", "dict", "array", "plist", "integer", "real", "true", "false", "date", "data",
  ].map { ($0, Array($0.utf8)) }

  private let bytes: [UInt8]
  private let path: String
  private let lines: LineTable
  private var index: Int
  private var depth = 0
  private let depthLimit: Int
  /// Where text holds a raw control character (read by CoreFoundation, refused by XML tools).
  private(set) var controlCharacters: [Int] = []

  /// - Parameters:
  ///   - start: where the XML starts (after a UTF-8 byte order mark).
  ///   - depthLimit: past this many nested arrays and dictionaries the read stops with a
  ///     ``Failure/needsLargeStack`` failure (below CoreFoundation's limit, whose failure is
  ///     the file's).
  init(
    bytes: [UInt8], start: Int, path: String, lines: LineTable, depthLimit: Int = maximumDepth
  ) {
    self.bytes = bytes
    self.index = start
    self.path = path
    self.lines = lines
    self.depthLimit = depthLimit
  }

  func position(_ offset: Int) -> SourcePosition {
    let (line, column) = lines.lineAndColumn(of: min(offset, bytes.count))
    return SourcePosition(path: path, line: line, column: column)
  }

  /// The single element of the document.
  mutating func parseDocument() throws(Failure) -> PropertyListNode {
    while true {
      skipWhitespace()
      guard index + 1 < bytes.count else {
        throw Failure(message: "no XML element found", offset: index)
      }
      guard bytes[index] == UInt8(ascii: "<") else {
        throw Failure(
          message: "unexpected \(describe(index)) where the XML should begin with '<'",
          offset: index)
      }
      let start = index
      index += 1
      if bytes[index] == UInt8(ascii: "!") {
        index += 1
        if index + 1 < bytes.count && bytes[index] == 0x2D && bytes[index + 1] == 0x2D {
          index += 2
          try skipComment(openedAt: start)
        } else {
          try skipDoctype(openedAt: start)
        }
      } else if bytes[index] == UInt8(ascii: "?") {
        index += 1
        try skipProcessingInstruction(openedAt: start)
      } else {
        // Anything after the first element is ignored, as CoreFoundation does.
        guard let node = try parseElement(openedAt: start, asKey: nil) else {
          throw Failure(message: "the element's tag is not closed with '>'", offset: start)
        }
        return node
      }
    }
  }

  // MARK: - Content

  /// The next element inside a container (`getContentObject`), or `nil` at a closing tag `</`.
  /// `isKey` reports whether it was a `<key>`.
  private mutating func parseContent(isKey: inout Bool) throws(Failure) -> PropertyListNode? {
    isKey = false
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw Failure(message: "the file ends inside an element", offset: index)
      }
      guard bytes[index] == UInt8(ascii: "<") else {
        throw Failure(
          message: "unexpected \(describe(index)) where an element ('<') should begin",
          offset: index)
      }
      let start = index
      index += 1
      guard index < bytes.count else {
        throw Failure(message: "the file ends inside an element", offset: index)
      }
      switch bytes[index] {
      case UInt8(ascii: "?"):
        index += 1
        try skipProcessingInstruction(openedAt: start)
      case UInt8(ascii: "!"):
        guard index + 2 < bytes.count else {
          throw Failure(message: "the file ends inside '<!'", offset: start)
        }
        guard bytes[index + 1] == 0x2D && bytes[index + 2] == 0x2D else {
          throw Failure(
            message: "'<!' here must start a comment ('<!--')", offset: start)
        }
        index += 3
        try skipComment(openedAt: start)
      case UInt8(ascii: "/"):
        index = start
        return nil
      default:
        var keyFlag = false
        guard let node = try parseElement(openedAt: start, asKey: &keyFlag) else {
          throw Failure(message: "the element's tag is not closed with '>'", offset: start)
        }
        isKey = keyFlag
        return node
      }
    }
  }

  /// One element; `index` is just past its `<`. `nil` when no `>` ends the tag.
  private mutating func parseElement(
    openedAt start: Int, asKey isKey: UnsafeMutablePointer<Bool>?
  ) throws(Failure) -> PropertyListNode? {
    var keyFlag = false
    let node = try parseElement(openedAt: start, isKey: &keyFlag)
    isKey?.pointee = keyFlag
    return node
  }

  private mutating func parseElement(openedAt start: Int, isKey: inout Bool) throws(Failure)
    -> PropertyListNode?
  {
    let nameStart = index
    var nameLength = -1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        if nameLength == -1 { nameLength = index - nameStart }
      } else if byte == UInt8(ascii: ">") {
        break
      }
      index += 1
    }
    guard index < bytes.count else { return nil }
    let isEmpty = bytes[index - 1] == UInt8(ascii: "/")
    if nameLength == -1 { nameLength = index - (isEmpty ? 1 : 0) - nameStart }
    index += 1  // past '>'
    let contentStart = index
    guard nameLength > 0 else {
      throw Failure(message: "a tag without a name", offset: start)
    }
    let nameBytes = bytes[nameStart..<(nameStart + nameLength)]
    // The names are compared as bytes: building a String for every tag cost a fifth of a lint.
    let name =
      Self.tagNames.first { $0.bytes.elementsEqual(nameBytes) }?.name
      ?? String(decoding: nameBytes, as: UTF8.self)
    let here = position(start)
    func node(_ value: PropertyListNode.Value, contentEnd: Int) -> PropertyListNode {
      PropertyListNode(
        value: value, position: here, byteRange: start..<index,
        contentRange: contentStart..<contentEnd)
    }
    switch name {
    case "plist":
      guard !isEmpty else { throw Failure(message: "an empty <plist>", offset: start) }
      var ignored = false
      guard let inner = try parseContent(isKey: &ignored) else {
        throw Failure(message: "an empty <plist>", offset: start)
      }
      let afterFirst = index
      if try parseContent(isKey: &ignored) != nil {
        throw Failure(
          message: "a <plist> holds one element, and this is a second one", offset: afterFirst)
      }
      try closeTag("plist", openedAt: start)
      return inner
    case "dict":
      guard !isEmpty else { return node(.dictionary([]), contentEnd: contentStart) }
      try enter(start)
      var entries: [PropertyListEntry] = []
      var gotKey = false
      while let key = try parseContent(isKey: &gotKey) {
        guard gotKey, case .string(let text) = key.value else {
          throw Failure(
            message: "\(key.kindDescription) inside a <dict> where a <key> should be",
            offset: key.byteRange.lowerBound)
        }
        var ignored = false
        guard let value = try parseContent(isKey: &ignored) else {
          throw Failure(
            message: "the <key> \"\(text)\" has no value", offset: key.byteRange.lowerBound)
        }
        entries.append(
          PropertyListEntry(
            key: text, keyPosition: key.position, keyByteRange: key.byteRange, value: value))
      }
      let contentEnd = index
      try closeTag("dict", openedAt: start)
      depth -= 1
      return node(.dictionary(entries), contentEnd: contentEnd)
    case "array":
      guard !isEmpty else { return node(.array([]), contentEnd: contentStart) }
      try enter(start)
      var items: [PropertyListNode] = []
      var ignored = false
      while let item = try parseContent(isKey: &ignored) { items.append(item) }
      let contentEnd = index
      try closeTag("array", openedAt: start)
      depth -= 1
      return node(.array(items), contentEnd: contentEnd)
    case "key", "string":
      isKey = name == "key"
      guard !isEmpty else { return node(.string(""), contentEnd: contentStart) }
      let text = try parseText(openedAt: start)
      let contentEnd = index
      try closeTag(name, openedAt: start)
      return node(.string(text), contentEnd: contentEnd)
    case "true", "false":
      if !isEmpty { try closeTag(name, openedAt: start) }
      return node(.boolean(name == "true"), contentEnd: isEmpty ? contentStart : index)
    case "integer", "real", "date", "data":
      guard !isEmpty else { throw Failure(message: "an empty <\(name)>", offset: start) }
      let value = try parseScalar(name, openedAt: start)
      let contentEnd = index
      try closeTag(name, openedAt: start)
      return node(value, contentEnd: contentEnd)
    default:
      throw Failure(
        message: "unknown tag <\(name)> (property lists use plist, dict, key, string, array, "
          + "integer, real, true, false, date and data; names are case-sensitive)",
        offset: start)
    }
  }

  private mutating func enter(_ start: Int) throws(Failure) {
    depth += 1
    if depth > depthLimit && depthLimit < Self.maximumDepth {
      throw Failure(message: "", offset: start, needsLargeStack: true)
    }
    if depth > Self.maximumDepth {
      throw Failure(
        message: "too many nested arrays or dictionaries; CoreFoundation allows "
          + "\(Self.maximumDepth)", offset: start)
    }
  }

  /// `</name` then optional whitespace then `>` (`checkForCloseTag`).
  private mutating func closeTag(_ name: String, openedAt start: Int) throws(Failure) {
    // Worked out only for a message: most closing tags are where they should be.
    var expected: String {
      "the closing </\(name)> for the <\(name)> at line \(position(start).line)"
    }
    guard bytes.count - index >= name.utf8.count + 3 else {
      throw Failure(message: "the file ends before \(expected)", offset: index)
    }
    guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/") else {
      throw Failure(
        message: "unexpected \(describe(index)) where \(expected) should be", offset: index)
    }
    let tagStart = index
    index += 2
    guard bytes[index..<(index + name.utf8.count)].elementsEqual(name.utf8) else {
      var end = index
      while end < bytes.count, end - index < 40,
        ![0x3E, 0x20, 0x09, 0x0A, 0x0D, 0x3C].contains(bytes[end])
      {
        end += 1
      }
      let found = String(decoding: bytes[index..<end], as: UTF8.self)
      throw Failure(message: "found </\(found)> where \(expected) should be", offset: tagStart)
    }
    index += name.utf8.count
    skipWhitespace()
    guard index < bytes.count else {
      throw Failure(message: "the file ends before \(expected)", offset: index)
    }
    guard bytes[index] == UInt8(ascii: ">") else {
      throw Failure(
        message: "a malformed closing tag where \(expected) should be", offset: tagStart)
    }
    index += 1
  }

  // MARK: - Text

  /// Character data up to the next `<` that is not `<!` (`parseStringTag`), with entities and
  /// CDATA sections resolved; must be valid UTF-8.
  private mutating func parseText(openedAt start: Int) throws(Failure) -> String {
    var mark = index
    var buffer: [UInt8]? = nil
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") else { break }
        buffer = (buffer ?? []) + bytes[mark..<index]
        try parseCDATA(into: &buffer!)
        mark = index
      } else if byte == UInt8(ascii: "&") {
        if buffer == nil { buffer = [] }
        buffer!.append(contentsOf: bytes[mark..<index])
        try parseEntity(into: &buffer!)
        mark = index
      } else {
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          controlCharacters.append(index)
        }
        index += 1
      }
    }
    let textBytes: ArraySlice<UInt8>
    if var collected = buffer {
      collected.append(contentsOf: bytes[mark..<index])
      textBytes = collected[...]
    } else {
      textBytes = bytes[mark..<index]
    }
    guard let text = String(validating: textBytes, as: UTF8.self) else {
      // A position inside the text when it is the file's own bytes (no entity changed them).
      let bad =
        buffer == nil
        ? UTF8Validation.firstInvalidOffset(in: Array(textBytes)).map { mark + $0 } ?? start
        : start
      throw Failure(message: "the text is not valid UTF-8", offset: bad)
    }
    return text
  }

  private mutating func parseCDATA(into buffer: inout [UInt8]) throws(Failure) {
    let start = index
    let opening = Markup.cdataOpening
    guard bytes.count - index >= opening.count else {
      throw Failure(message: "the file ends inside '<!'", offset: start)
    }
    guard bytes[index..<(index + opening.count)].elementsEqual(opening) else {
      throw Failure(
        message: "'<!' inside text must start a CDATA section ('<![CDATA[')", offset: start)
    }
    index += opening.count
    let contentStart = index
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "]") && bytes[index + 1] == UInt8(ascii: "]")
        && bytes[index + 2] == UInt8(ascii: ">")
      {
        buffer.append(contentsOf: bytes[contentStart..<index])
        index += 3
        return
      }
      index += 1
    }
    throw Failure(message: "the CDATA section is not closed with ']]>'", offset: start)
  }

  /// `&lt;` `&gt;` `&amp;` `&apos;` `&quot;` `&#123;` `&#x1F600;` (`parseEntityReference_pl`).
  private mutating func parseEntity(into buffer: inout [UInt8]) throws(Failure) {
    let start = index
    index += 1
    let unknown = Failure(
      message: "unknown entity; property lists know &lt; &gt; &amp; &apos; &quot; and &#…;",
      offset: start)
    func matches(_ literal: [UInt8]) -> Bool {
      bytes.count - index >= literal.count
        && bytes[index..<(index + literal.count)].elementsEqual(literal)
    }
    guard index < bytes.count else {
      throw Failure(message: "the file ends inside an entity", offset: start)
    }
    for (name, character) in Markup.entities where matches(name) {
      buffer.append(character)
      index += name.count
      return
    }
    guard bytes[index] == UInt8(ascii: "#") else { throw unknown }
    guard bytes.count - index >= 3 else {
      throw Failure(message: "the file ends inside an entity", offset: start)
    }
    index += 1
    var isHex = false
    if bytes[index] == UInt8(ascii: "x") {
      isHex = true
      index += 1
    }
    var number: UInt32 = 0
    var digits = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      digits += 1
      if byte == UInt8(ascii: ";") {
        guard let scalar = Unicode.Scalar(number) else {
          throw Failure(
            message: "the character reference is not a Unicode scalar value", offset: start)
        }
        buffer.append(contentsOf: String(Character(scalar)).utf8)
        return
      }
      if digits > 8 {
        throw Failure(message: "the character reference is too long", offset: start)
      }
      number = isHex ? number &<< 4 : number &* 10
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): number &+= UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex:
        number &+= UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex:
        number &+= UInt32(byte - UInt8(ascii: "A") + 10)
      default:
        throw Failure(
          message: "unexpected \(describe(index - 1)) in a character reference", offset: index - 1)
      }
    }
    throw Failure(message: "the file ends inside an entity", offset: start)
  }

  // MARK: - Scalars

  private mutating func parseScalar(_ name: String, openedAt start: Int) throws(Failure)
    -> PropertyListNode.Value
  {
    if name == "data" {
      let contentStart = index
      while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
        if bytes[index] >= 0x80 {
          throw Failure(message: "a <data> holds a byte that is not base64", offset: index)
        }
        index += 1
      }
      let text = String(decoding: bytes[contentStart..<index], as: UTF8.self)
      return .data(Self.decodeBase64(text))
    }
    // CoreFoundation reads an <integer> and a <date> from the raw bytes up to the next '<'
    // (`parseIntegerTag`, `parseDateTag`): an entity or CDATA section there makes the file
    // unreadable. Only a <real> goes through the text reader (`getString`).
    let text = name == "real" ? try parseText(openedAt: start) : rawContent()
    if name != "real" {
      if text.contains("&") {
        throw Failure(
          message: "an entity in a <\(name)>; CoreFoundation reads its characters as written",
          offset: start)
      }
      if bytes.count - index > 1 && bytes[index + 1] == UInt8(ascii: "!") {
        throw Failure(
          message: "a CDATA section or comment in a <\(name)>; CoreFoundation reads its "
            + "characters as written, up to the first '<'", offset: index)
      }
    }
    switch name {
    case "integer":
      guard let value = Self.integer(text) else {
        throw Failure(message: "the <integer> is not a whole number in range", offset: start)
      }
      return .integer(value)
    case "real":
      guard let value = Self.real(text) else {
        throw Failure(message: "the <real> is not a number", offset: start)
      }
      return .real(value)
    default:
      guard let value = Self.date(text) else {
        throw Failure(message: "the <date> is not YYYY-MM-DDThh:mm:ssZ", offset: start)
      }
      return .date(value)
    }
  }

  /// The bytes up to the next `<`, undecoded.
  private mutating func rawContent() -> String {
    let contentStart = index
    while index < bytes.count && bytes[index] != UInt8(ascii: "<") { index += 1 }
    return String(decoding: bytes[contentStart..<index], as: UTF8.self)
  }

  /// Leading whitespace, a sign, whitespace, decimal or `0x` hex digits, nothing after; in
  /// -2^63…2^64-1.
  static func integer(_ text: String) -> PropertyListInteger? {
    var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    var negative = false
    if rest.first == "-" || rest.first == "+" {
      negative = rest.first == "-"
      rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    }
    var radix = 10
    if rest.hasPrefix("0x") || rest.hasPrefix("0X") {
      radix = 16
      rest = rest.dropFirst(2)
    }
    guard !rest.isEmpty, let magnitude = UInt64(rest, radix: radix) else { return nil }
    if negative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
    }
    return PropertyListInteger(magnitude: magnitude, isNegative: negative)
  }

  /// `strtod` over the whole text after leading whitespace, or `nan`/`inf` words.
  static func real(_ text: String) -> Double? {
    let trimmed = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    switch trimmed.lowercased() {
    case "nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default: break
    }
    guard !trimmed.isEmpty, !trimmed.lowercased().contains("x"),
      !trimmed.lowercased().contains("n")
    else { return nil }
    return Double(trimmed)
  }

  /// `YYYY-MM-DDThh:mm:ssZ`, the year optionally negative.
  static func date(_ text: String) -> Date? {
    let parts = text.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == "-" || $0 == "T" || $0 == ":" || $0 == "Z" })
    guard text.hasSuffix("Z"), parts.count >= 7 else { return nil }
    let numbers = parts.filter { !$0.isEmpty }.compactMap { Int($0) }
    guard numbers.count == 6 else { return nil }
    var components = DateComponents()
    components.year = text.hasPrefix("-") ? -numbers[0] : numbers[0]
    components.month = numbers[1]
    components.day = numbers[2]
    components.hour = numbers[3]
    components.minute = numbers[4]
    components.second = numbers[5]
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: components)
  }

  /// Base64 with whitespace and other non-alphabet characters skipped, as CoreFoundation does.
  static func decodeBase64(_ text: String) -> Data {
    let alphabet = text.unicodeScalars.filter {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
        || $0 == "+" || $0 == "/"
    }
    var padded = String(String.UnicodeScalarView(alphabet))
    while padded.count % 4 != 0 { padded += "=" }
    if padded.count % 4 == 0, let data = Data(base64Encoded: padded) { return data }
    return Data(base64Encoded: String(padded.dropLast(4)) + "") ?? Data()
  }

  // MARK: - Skipping

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// `index` is just past `<!--`.
  private mutating func skipComment(openedAt start: Int) throws(Failure) {
    while index + 2 < bytes.count {
      if bytes[index] == 0x2D && bytes[index + 1] == 0x2D && bytes[index + 2] == UInt8(ascii: ">") {
        index += 3
        return
      }
      index += 1
    }
    throw Failure(message: "the comment is not closed with '-->'", offset: start)
  }

  /// `index` is just past `<?`.
  private mutating func skipProcessingInstruction(openedAt start: Int) throws(Failure) {
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">") {
        index += 2
        return
      }
      index += 1
    }
    throw Failure(message: "the processing instruction is not closed with '?>'", offset: start)
  }

  /// `index` is just past `<!`; only `DOCTYPE … >` without an internal subset is read (a `[`
  /// subset is rejected the way CoreFoundation rejects what follows it).
  private mutating func skipDoctype(openedAt start: Int) throws(Failure) {
    guard bytes.count - index >= 7, bytes[index..<(index + 7)].elementsEqual("DOCTYPE".utf8)
    else {
      throw Failure(message: "a malformed <!DOCTYPE …> declaration", offset: start)
    }
    index += 7
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "[") {
        throw Failure(
          message: "an internal DTD subset ('[') in <!DOCTYPE …> is not supported",
          offset: index)
      }
      if bytes[index] == UInt8(ascii: ">") {
        index += 1
        return
      }
      index += 1
    }
    throw Failure(message: "the <!DOCTYPE …> declaration is not closed with '>'", offset: start)
  }

  /// `'x'`, `byte 0x08`, or `the end of the file`, for messages.
  private func describe(_ offset: Int) -> String {
    guard offset < bytes.count else { return "end of the file" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return String(format: "byte 0x%02X", byte)
  }
}

/// The markup the parser matches, as bytes made once rather than on every use.
private enum Markup {
  static let cdataOpening = Array("<![CDATA[".utf8)
  /// The five predefined entities after their `&`, with the byte each stands for.
  static let entities: [(name: [UInt8], byte: UInt8)] = [
    (Array("lt;".utf8), UInt8(ascii: "<")), (Array("gt;".utf8), UInt8(ascii: ">")),
    (Array("amp;".utf8), UInt8(ascii: "&")), (Array("apos;".utf8), UInt8(ascii: "'")),
    (Array("quot;".utf8), UInt8(ascii: "\"")),
  ]
}
