/// One string literal assembled from its tokens, and its text as a `.strings` table needs it.
///
/// genstrings copies a literal's source text between the quotes without decoding escapes
/// (`"a\nb"` stays `a\nb`), and this type does the same, with the project's documented
/// deviations (behavior reference §10):
///
/// - Decision 3: a Swift `\u{…}` escape becomes the character itself (`"caf\u{E9}"` → `café`);
///   a converted `"` or `\` is written `\"` or `\\`, a converted line break `\n`.
/// - Decision 4: raw-string content is escaped for `.strings`: `#"Say "hi" \n"#` →
///   `Say \"hi\" \\n`. An escape that uses the literal's `#`s (`\#n`) is written as the
///   plain escape (`\n`).
/// - Multi-line `"""` literals lose their indentation (that of the closing delimiter), their
///   first and last line breaks and their `\` line continuations; inner line breaks stay real
///   line breaks in values and comments, as genstrings does, and become the escape `\n` in keys,
///   as genstrings writes them. An unescaped `"` is written `\"`.
///
///     // Text("Hello \(name)!")  →  segments [.text "Hello ", .interpolation, .text "!"]
///     // tableText(placeholder: "%@")  →  "Hello %@!"
public struct SwiftStringLiteral {
  /// A part of a literal's content.
  public enum Segment: Equatable {
    /// Literal text: the byte range in the source, escapes still as written.
    case text(Range<Int>)
    /// `\( … )`: the indices of the tokens between `\(` and `)`.
    case interpolation(Range<Int>)
  }

  /// The parts between the delimiters, in order.
  ///
  /// Built on demand from the content tokens: extraction reads those tokens in place, so that
  /// reading a literal allocates nothing.
  public var segments: [Segment] {
    var segments: [Segment] = []
    forEachSegment { segments.append($0) }
    return segments
  }
  /// The number of `#` around the literal (0 for an ordinary literal).
  public private(set) var hashes = 0
  /// Whether the literal is a `"""` literal.
  public private(set) var isMultiline = false
  /// Whether the literal contains `\( … )`.
  public private(set) var hasInterpolation = false
  /// The index of the token after the closing delimiter.
  public private(set) var endIndex: Int
  /// The byte offset of the opening delimiter.
  public let start: Int
  private let bytes: [UInt8]
  private let tokens: [SwiftToken]
  /// The indices of the tokens between the delimiters: text runs and interpolations.
  private var contentTokens: Range<Int> = 0..<0
  /// Bytes of leading indentation stripped from every line of a multi-line literal.
  private var indentation = 0
  /// The content range after removing a multi-line literal's first and last line.
  private var contentRange: Range<Int> = 0..<0

  /// Reads the literal whose ``SwiftToken/Kind/stringOpen`` token is `tokens[index]`; `nil`
  /// when it is unterminated.
  public init?(tokens: [SwiftToken], at index: Int, bytes: [UInt8]) {
    let open = tokens[index]
    guard open.kind == .stringOpen else { return nil }
    self.bytes = bytes
    self.tokens = tokens
    start = open.start
    endIndex = index + 1
    var hashCount = 0
    while open.start + hashCount < open.end && bytes[open.start + hashCount] == UInt8(ascii: "#") {
      hashCount += 1
    }
    hashes = hashCount
    isMultiline = open.end - open.start - hashCount == 3
    var position = index + 1
    var closed = false
    scan: while position < tokens.count {
      let token = tokens[position]
      switch token.kind {
      case .stringText:
        position += 1
      case .interpolationOpen:
        guard let close = Self.interpolationEnd(opening: position, tokens: tokens) else {
          return nil
        }
        hasInterpolation = true
        position = close + 1
      case .stringClose:
        closed = true
        contentTokens = (index + 1)..<position
        position += 1
        if isMultiline { measureIndentation(open: open, close: token) }
        break scan
      default:
        break scan
      }
    }
    guard closed else { return nil }
    endIndex = position
  }

  /// The index of the `interpolationClose` that matches the `interpolationOpen` at `open`;
  /// `nil` when the input ends first.
  private static func interpolationEnd(opening open: Int, tokens: [SwiftToken]) -> Int? {
    var depth = 1
    var inner = open + 1
    while inner < tokens.count {
      switch tokens[inner].kind {
      case .interpolationOpen: depth += 1
      case .interpolationClose:
        depth -= 1
        if depth == 0 { return inner }
      case .endOfFile: return nil
      default: break
      }
      inner += 1
    }
    return nil
  }

  /// Calls `body` with each part between the delimiters, in order.
  private func forEachSegment(_ body: (Segment) -> Void) {
    var position = contentTokens.lowerBound
    while position < contentTokens.upperBound {
      let token = tokens[position]
      if token.kind == .interpolationOpen,
        let close = Self.interpolationEnd(opening: position, tokens: tokens)
      {
        body(.interpolation((position + 1)..<close))
        position = close + 1
      } else {
        body(.text(token.range))
        position += 1
      }
    }
  }

  /// Finds the closing delimiter's indentation and the content between the first and the
  /// last line break.
  private mutating func measureIndentation(open: SwiftToken, close: SwiftToken) {
    var lineStart = close.start
    while lineStart > open.end
      && (bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t"))
    {
      lineStart -= 1
    }
    indentation = close.start - lineStart
    var contentEnd = lineStart
    if contentEnd > open.end && bytes[contentEnd - 1] == 0x0A { contentEnd -= 1 }
    if contentEnd > open.end && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
    var contentStart = open.end
    while contentStart < contentEnd && bytes[contentStart] != 0x0A && bytes[contentStart] != 0x0D {
      contentStart += 1
    }
    if contentStart < contentEnd && bytes[contentStart] == 0x0D { contentStart += 1 }
    if contentStart < contentEnd && bytes[contentStart] == 0x0A { contentStart += 1 }
    contentRange = contentStart..<max(contentStart, contentEnd)
  }

  /// The literal as it is written between the quotes of a `.strings` table.
  ///
  /// - Parameter placeholder: what an interpolation becomes (`%@` for SwiftUI keys); `nil`
  ///   makes an interpolated literal yield `nil`. With a placeholder, a literal `%` in the
  ///   text is doubled, as `LocalizedStringKey` does. `\(x, specifier: "%.2f")` uses the
  ///   given specifier.
  /// - Parameter isKey: whether the text is a key: genstrings writes each line break of a
  ///   multi-line key as `\n` (and so the value copied from it), while values and comments
  ///   keep real line breaks.
  /// - Parameter tokens: the token array the literal was read from.
  public func tableText(
    placeholder: String? = nil, isKey: Bool = false, tokens: [SwiftToken]
  ) -> String? {
    if hasInterpolation && placeholder == nil { return nil }
    return tableText(isKey: isKey, tokens: tokens) { _ in placeholder }
  }

  /// ``tableText(placeholder:isKey:tokens:)`` with a placeholder chosen for each interpolation
  /// from the indices of its tokens: Xcode's extraction writes one by the interpolated value's
  /// type (`%lld` for an `Int`, `%@` for a `String`). A `specifier:` still wins.
  public func tableText(
    isKey: Bool = false, tokens: [SwiftToken], placeholderFor: (Range<Int>) -> String?
  ) -> String? {
    let interpolated = hasInterpolation
    if let plain = plainText() { return plain }
    var out: [UInt8] = []
    out.reserveCapacity(contentLength + 16)
    var atLineStart = isMultiline
    forEachSegment { segment in
      switch segment {
      case .interpolation(let inner):
        let specifier = Self.specifier(in: inner, isKey: isKey, tokens: tokens, bytes: bytes)
        out.append(contentsOf: (specifier ?? placeholderFor(inner) ?? "").utf8)
        atLineStart = false
      case .text(let range):
        let lower = isMultiline ? max(range.lowerBound, contentRange.lowerBound) : range.lowerBound
        let upper = isMultiline ? min(range.upperBound, contentRange.upperBound) : range.upperBound
        var index = lower
        while index < upper {
          if atLineStart {
            atLineStart = false
            var skipped = 0
            while skipped < indentation && index < upper
              && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t"))
            {
              index += 1
              skipped += 1
            }
            continue
          }
          // Most of a literal is plain text that is copied unchanged: copy such runs in one go.
          // A run stops at every byte `appendByte` would convert (and at `\n`, after which the
          // next line's indentation goes), so the result is the same as byte by byte.
          var run = index
          while run < upper && !Self.needsConversion(bytes[run], doublePercent: interpolated) {
            run += 1
          }
          if run > index {
            out.append(contentsOf: bytes[index..<run])
            index = run
            continue
          }
          index = appendByte(
            at: index, upper: upper, doublePercent: interpolated, escapingLineBreaks: isKey,
            to: &out)
          // After a line break, real or continued, the next line's indentation goes.
          atLineStart = isMultiline && (bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D)
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of a one-line literal without interpolations, escapes, quotes or carriage
  /// returns, the usual shape of a key, straight from the source; `nil` for any other literal.
  ///
  /// Such a literal's table text is its source text (`tableText` would copy every byte
  /// unchanged: nothing in it needs converting), so this is the same result without the
  /// intermediate buffer.
  private func plainText() -> String? {
    guard !isMultiline, !hasInterpolation, contentTokens.count <= 1 else { return nil }
    guard let only = contentTokens.first else { return "" }
    return Self.plainText(tokens[only].range, in: bytes)
  }

  /// The table text of the literal whose `stringOpen` token is `tokens[index]` when it has the
  /// commonest shape: a plain `"` delimiter and at most one text token that needs no conversion
  /// (``plainText()``'s literals, opened by `"`), with the index after its closing delimiter;
  /// `nil` for any other shape, which ``tableText(placeholder:isKey:tokens:)`` handles.
  ///
  /// The same text as building the literal and asking for its table text, without building it:
  /// most keys, values and comments have this shape, and assembling a literal (and copying the
  /// token and byte arrays into it) cost more than reading the text.
  static func plainLiteral(at index: Int, tokens: [SwiftToken], bytes: [UInt8]) -> (
    text: String, end: Int
  )? {
    let plain = tokens.withUnsafeBufferPointer { tokens in
      bytes.withUnsafeBufferPointer { bytes in
        plainLiteralContent(at: index, tokens: tokens, bytes: bytes)
      }
    }
    return plain.map { (String(decoding: bytes[$0.content], as: UTF8.self), $0.end) }
  }

  /// `bytes[range]` as a string when no byte of it needs converting for a table (see
  /// ``needsConversion(_:doublePercent:)`` without doubling `%`); `nil` otherwise.
  ///
  /// Eight bytes are tested at a time for `\`, `"`, CR and LF: the test runs over nearly every
  /// key, value and comment found.
  static func plainText(_ range: Range<Int>, in bytes: [UInt8]) -> String? {
    isPlain(range, in: bytes) ? String(decoding: bytes[range], as: UTF8.self) : nil
  }

  /// The content of the literal whose `stringOpen` token is `tokens[index]` when it has the
  /// shape ``plainLiteral(at:tokens:bytes:)`` reads, with the token index past its
  /// `stringClose` and whether the content is ASCII: the source bytes that are its table text,
  /// for a caller that copies them rather than making a string (the extractor's matching). One
  /// pass over the bytes answers both.
  @inline(__always)
  static func plainLiteralContent(
    at index: Int, tokens: UnsafeBufferPointer<SwiftToken>, bytes: UnsafeBufferPointer<UInt8>
  ) -> (content: Range<Int>, end: Int, isASCII: Bool)? {
    guard index >= 0, index + 1 < tokens.count else { return nil }
    let open = tokens[index]
    // One byte: `"` itself. Raw (`#"`) and multi-line (`"""`) delimiters are longer.
    guard open.kind == .stringOpen, open.end - open.start == 1 else { return nil }
    let content = tokens[index + 1]
    if content.kind == .stringClose { return (open.end..<open.end, index + 2, true) }
    guard content.kind == .stringText, index + 2 < tokens.count,
      tokens[index + 2].kind == .stringClose,
      let isASCII = plainASCII(content.range, in: bytes)
    else { return nil }
    return (content.range, index + 3, isASCII)
  }

  /// `nil` when a byte of `bytes[range]` needs converting for a table (``isPlain(_:in:)``),
  /// otherwise whether every byte is ASCII.
  private static func plainASCII(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool?
  {
    guard let base = bytes.baseAddress, range.lowerBound >= 0, range.upperBound <= bytes.count
    else { return range.isEmpty ? true : nil }
    let highs: UInt64 = 0x8080_8080_8080_8080
    var high: UInt64 = 0
    var index = range.lowerBound
    let end = range.upperBound
    while index + 8 <= end {
      let word = ByteWord.load(bytes, at: index)
      if mayNeedConversion(word) { break }
      high |= word
      index += 8
    }
    // The last one to seven bytes as one word when the buffer goes on that far, the bytes past
    // the end replaced by `a`s (which need no converting); bytes that do go byte by byte below.
    if index < end && end - index < 8 && index + 8 <= bytes.count {
      let kept: UInt64 = (1 << UInt64(8 * (end - index))) - 1
      let word = ByteWord.load(bytes, at: index) & kept | 0x6161_6161_6161_6161 & ~kept
      if !mayNeedConversion(word) { return (high | word) & highs == 0 }
    }
    while index < end {
      let byte = base[index]
      if needsConversion(byte, doublePercent: false) { return nil }
      high |= UInt64(byte)
      index += 1
    }
    return high & highs == 0
  }

  /// Whether no byte of `bytes[range]` needs converting for a table (see ``plainText(_:in:)``).
  private static func isPlain(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { plainASCII(range, in: $0) != nil }
  }

  /// Whether one of the eight bytes of `word` is `\\`, `"`, CR or LF (exact).
  @inline(__always)
  private static func mayNeedConversion(_ word: UInt64) -> Bool {
    ByteWord.matches(word, UInt8(ascii: "\\")) | ByteWord.matches(word, UInt8(ascii: "\""))
      | ByteWord.matches(word, 0x0A) | ByteWord.matches(word, 0x0D) != 0
  }

  /// The number of source bytes in the text segments, to size the output once.
  private var contentLength: Int {
    var total = 0
    forEachSegment { segment in
      if case .text(let range) = segment { total += range.count }
    }
    return total
  }

  /// Whether `appendByte` may write `byte` differently from a plain copy, or must see it to
  /// track line starts.
  @inline(__always)
  private static func needsConversion(_ byte: UInt8, doublePercent: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), 0x0A, 0x0D: true
    case UInt8(ascii: "%"): doublePercent
    default: false
    }
  }

  /// Converts the byte (or escape) at `index` and returns the index after it.
  private func appendByte(
    at index: Int, upper: Int, doublePercent: Bool, escapingLineBreaks: Bool,
    to out: inout [UInt8]
  ) -> Int {
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "\\"):
      var hashEnd = index + 1
      while hashEnd < upper && hashEnd - index - 1 < hashes && bytes[hashEnd] == UInt8(ascii: "#") {
        hashEnd += 1
      }
      guard hashEnd - index - 1 == hashes, hashEnd < upper else {
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "\\"))
        return index + 1
      }
      let escaped = bytes[hashEnd]
      switch escaped {
      case UInt8(ascii: "u"):
        if let (scalar, end) = unicodeEscape(at: hashEnd + 1, upper: upper) {
          Self.appendForTable(scalar, to: &out)
          return end
        }
        out.append(UInt8(ascii: "\\"))
        out.append(escaped)
        return hashEnd + 1
      case 0x20, 0x09, 0x0A, 0x0D:
        var next = hashEnd
        while next < upper && (bytes[next] == 0x20 || bytes[next] == 0x09) { next += 1 }
        if next < upper && bytes[next] == 0x0D { next += 1 }
        if next < upper && bytes[next] == 0x0A { next += 1 }
        return next
      default:
        out.append(UInt8(ascii: "\\"))
        out.append(escaped)
        return hashEnd + 1
      }
    case UInt8(ascii: "\""):
      out.append(UInt8(ascii: "\\"))
      out.append(UInt8(ascii: "\""))
    case 0x0D, 0x0A:
      if escapingLineBreaks {
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "n"))
      } else {
        out.append(0x0A)
      }
      if byte == 0x0D && index + 1 < upper && bytes[index + 1] == 0x0A { return index + 2 }
    case UInt8(ascii: "%") where doublePercent:
      out.append(UInt8(ascii: "%"))
      out.append(UInt8(ascii: "%"))
    default:
      out.append(byte)
    }
    return index + 1
  }

  /// `{hex}` at `index` as a scalar, and the index past the `}`.
  private func unicodeEscape(at index: Int, upper: Int) -> (Unicode.Scalar, Int)? {
    guard index < upper, bytes[index] == UInt8(ascii: "{") else { return nil }
    var value: UInt32 = 0
    var next = index + 1
    while next < upper, next - index <= 8, let digit = Self.hexValue(bytes[next]) {
      value = value &* 16 &+ UInt32(digit)
      next += 1
    }
    guard next > index + 1, next < upper, bytes[next] == UInt8(ascii: "}"),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return (scalar, next + 1)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// A decoded character, escaped where a `.strings` reader would misread it.
  private static func appendForTable(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
    switch scalar {
    case "\"":
      out.append(UInt8(ascii: "\\"))
      out.append(UInt8(ascii: "\""))
    case "\\":
      out.append(UInt8(ascii: "\\"))
      out.append(UInt8(ascii: "\\"))
    case "\n":
      out.append(UInt8(ascii: "\\"))
      out.append(UInt8(ascii: "n"))
    case "\r":
      out.append(UInt8(ascii: "\\"))
      out.append(UInt8(ascii: "r"))
    case "\t":
      out.append(UInt8(ascii: "\\"))
      out.append(UInt8(ascii: "t"))
    default: out.append(contentsOf: String(Character(scalar)).utf8)
    }
  }

  /// The table text of the literal after `specifier:` in an interpolation's tokens, if any.
  ///
  /// Converted as any other literal is (``tableText(placeholder:isKey:tokens:)``), not copied
  /// from the source: a raw or multi-line specifier may hold a bare `"` or a lone `\`, which
  /// would end or break the quoted key in the table.
  private static func specifier(
    in range: Range<Int>, isKey: Bool, tokens: [SwiftToken], bytes: [UInt8]
  ) -> String? {
    var index = range.lowerBound
    while index + 4 < range.upperBound {
      if tokens[index].kind == .identifier,
        bytes[tokens[index].range].elementsEqual("specifier".utf8),
        tokens[index + 1].kind == .colon, tokens[index + 2].kind == .stringOpen,
        tokens[index + 3].kind == .stringText, tokens[index + 4].kind == .stringClose,
        let literal = SwiftStringLiteral(tokens: tokens, at: index + 2, bytes: bytes)
      {
        return literal.tableText(isKey: isKey, tokens: tokens)
      }
      index += 1
    }
    return nil
  }
}
