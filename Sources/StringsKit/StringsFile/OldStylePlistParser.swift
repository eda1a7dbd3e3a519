import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// CoreFoundation's old-style (OpenStep) property-list grammar, as `CFOldStylePList.c` parses
/// `.strings` files, over the UTF-8 text of a file.
///
/// It accepts and rejects exactly what CoreFoundation does, quirks included (see the comments at
/// each one); where CoreFoundation stops at the first error, this parser reports it, skips ahead
/// and goes on, so one run shows every problem. Nesting is bounded by CoreFoundation's own depth
/// limit before each recursive call, so hostile input cannot exhaust the stack.
struct OldStylePlistParser {
  /// CoreFoundation's `MAX_DEPTH` on 64-bit platforms.
  static let maximumDepth = 512
  /// The deepest nesting parsed on the calling thread, whose stack may be as small as 512 KiB; a
  /// file that nests deeper is parsed again from the start on a ``LargeStack`` thread.
  static let inlineDepth = 24
  /// Past this many errors the parser stops: the file is broken and more lines add noise.
  static let maximumErrorCount = 100

  /// What parsing a value produced.
  enum ValueOutcome {
    case value(StringsValue, start: Int, end: Int)
    /// No value starts here (CoreFoundation's `NULL` without an error).
    case absent
    /// A value started but is malformed. The diagnostic is not recorded yet: inside an array
    /// CoreFoundation sometimes drops the broken element and succeeds, so the caller decides
    /// whether it is an error or a warning. `silentIfRecovered` marks CoreFoundation's depth
    /// check, which fires even for an empty innermost `()` and is then forgotten.
    case failed(Diagnostic, silentIfRecovered: Bool)
  }

  private enum QuotedOutcome {
    case string(String)
    case unterminated(openedAt: Int)
    case unterminatedEscape(backslashAt: Int)
  }

  private let text: [UInt8]
  /// `text`'s storage while ``parseFile()`` runs: unchecked access in the hot loops.
  private var b = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  private let end: Int
  private var i = 0
  private let lines: LineTable
  private let decoded: DecodedText
  private let path: String
  /// From ``DecodedText``: whether strings cut from the text need no UTF-8 check, and whether they
  /// are all ASCII.
  private let textIsValidUTF8: Bool
  private let textIsASCII: Bool

  private(set) var diagnostics: [Diagnostic] = []
  private(set) var entries: [StringsEntry] = []
  private var errorCount = 0
  private var lastErrorLine = -1
  private var comments: [Range<Int>] = []
  /// The comments before this index in ``comments`` belong to earlier entries: moving it on is
  /// cheaper than emptying the list for every entry.
  private var commentFloor = 0
  private var warnedAboutUnterminatedComment = false
  /// The line of the last entry part placed (see ``lineAndColumn(_:)``).
  private var lineHint = 0
  /// Where the text that CoreFoundation never reads starts (an index into the decoded text), when
  /// the table ends early without an error: an unterminated `/*`, a key whose quote never closes,
  /// or text where no key can start. Edits must not put entries there.
  private(set) var ignoredTailStart: Int?
  /// Whether an escape spelled a character by its code (`\U` and hex digits, or octal): until
  /// one does, an ASCII character is in a string only where the file's bytes hold it.
  private(set) var spelledCharacterByCode = false
  /// The text the entries' comments are cut from when someone reads them.
  private let commentSource: CommentSource
  /// Whether this parse runs on a ``LargeStack`` thread, where nesting is bounded only by
  /// ``maximumDepth``.
  private var onLargeStack = false
  /// Set when the text nests deeper than ``inlineDepth`` on the calling thread: the parse stops
  /// at once and ``parseFile()`` starts over on a large stack.
  private var tooDeepForThisStack = false
  /// Whether ``parseFile()`` had to start over on a large stack (for tests).
  private(set) var usedLargeStack = false

  init(decoded: DecodedText, lines: LineTable, path: String) {
    self.text = decoded.bytes
    self.end = decoded.bytes.count
    self.decoded = decoded
    self.lines = lines
    self.path = path
    self.textIsValidUTF8 = decoded.isValidUTF8
    self.textIsASCII = decoded.isASCII
    self.commentSource = CommentSource(bytes: decoded.bytes)
  }

  // MARK: - Diagnostics

  private func position(_ index: Int) -> SourcePosition {
    let (line, column) = lines.lineAndColumn(of: index)
    return SourcePosition(path: path, line: line, column: column)
  }

  /// The 1-based line and column of an entry's part (``position(_:)`` for entries, which come
  /// in file order): the line search starts from the previous part's line.
  private mutating func lineAndColumn(_ index: Int) -> (line: Int, column: Int) {
    lineHint = lines.lineIndex(of: index, from: lineHint)
    return (lineHint + 1, index - lines.lineStarts[lineHint] + 1)
  }

  private func positionText(_ index: Int) -> String {
    let (line, column) = lines.lineAndColumn(of: index)
    return "\(line):\(column)"
  }

  private func makeError(_ message: String, at index: Int) -> Diagnostic {
    .error(message, at: position(index))
  }

  /// Records an error, keeping at most one per line so that a single slip does not cascade.
  private mutating func record(_ diagnostic: Diagnostic) {
    guard diagnostic.severity == .error else {
      diagnostics.append(diagnostic)
      return
    }
    let line = diagnostic.position?.line ?? 0
    if line == lastErrorLine && errorCount > 0 { return }
    lastErrorLine = line
    errorCount += 1
    diagnostics.append(diagnostic)
  }

  private mutating func error(_ message: String, at index: Int) {
    record(makeError(message, at: index))
  }

  private mutating func warning(_ message: String, at index: Int) {
    record(.warning(message, at: position(index)))
  }

  /// `'x'` for printable ASCII, `'é' (U+00E9)` for other characters, `U+0000` for controls.
  private func describeCharacter(at index: Int) -> String {
    let byte = b[index]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return String(format: "U+%04X", Int(byte)) }
    let scalar =
      String(decoding: bytes(index..<min(index + 4, end)), as: UTF8.self).unicodeScalars.first
      ?? "\u{FFFD}"
    return "'\(scalar)' (\(String(format: "U+%04X", Int(scalar.value))))"
  }

  // MARK: - Characters

  private static let unquotedCharacters: [Bool] = (0..<256).map { value in
    let c = UInt8(value)
    return (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39)
      || c == 0x5F || c == 0x24 || c == 0x2F || c == 0x3A || c == 0x2E || c == 0x2D
  }

  @inline(__always) private static func isUnquoted(_ c: UInt8) -> Bool {
    unquotedCharacters[Int(c)]
  }

  @inline(__always) private static func isQuote(_ c: UInt8) -> Bool { c == 0x22 || c == 0x27 }

  @inline(__always) private static func hexValue(_ c: UInt8) -> UInt8? {
    switch c {
    case 0x30...0x39: c - 0x30
    case 0x41...0x46: c - 0x41 + 10
    case 0x61...0x66: c - 0x61 + 10
    default: nil
    }
  }

  /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which CoreFoundation treats as space.
  @inline(__always) private func isUnicodeSeparator(at index: Int) -> Bool {
    CommentSource.isUnicodeSeparator(b, at: index)
  }

  /// Skips whitespace and comments (`advanceToNonSpace`), remembering each comment's range.
  /// Returns `false` at the end of the text.
  private mutating func skipTrivia() -> Bool {
    while i < end {
      let c = b[i]
      if (c >= 0x09 && c <= 0x0D) || c == 0x20 {
        i += 1
      } else if c == 0xE2 && isUnicodeSeparator(at: i) {
        i += 3
      } else if c == 0x2F {
        // A '/' that starts no comment, even the very last byte, is an unquoted-string character.
        guard i + 1 < end else { return true }
        let start = i
        if b[i + 1] == 0x2F {
          i += 2
          // To the first line break or U+2028/U+2029, a word at a time where there is none.
          while true {
            i = ByteWord.skip(b, from: i, end: end, without: 0x0A, 0x0D, 0xE2)
            while i < end && b[i] != 0x0A && b[i] != 0x0D && b[i] != 0xE2 { i += 1 }
            guard i < end, b[i] == 0xE2, !isUnicodeSeparator(at: i) else { break }
            i += 1
          }
          comments.append(start..<i)
        } else if b[i + 1] == 0x2A {
          i += 2
          var closed = false
          while i < end {
            if b[i] == 0x2A {
              if i + 1 < end && b[i + 1] == 0x2F {
                i += 2
                closed = true
                break
              }
              i += 1
              continue
            }
            // To the next '*', a word at a time where there is none.
            i = ByteWord.skip(b, from: i + 1, end: end, without: 0x2A, 0x2A)
            while i < end && b[i] != 0x2A { i += 1 }
          }
          comments.append(start..<i)
          if !closed && !warnedAboutUnterminatedComment {
            warnedAboutUnterminatedComment = true
            markIgnoredTail(at: start)
            warning(
              "unterminated comment; CoreFoundation ignores everything after this '/*'",
              at: start)
          }
        } else {
          return true
        }
      } else {
        return true
      }
    }
    return false
  }

  /// Records the first place from which CoreFoundation reads nothing more.
  private mutating func markIgnoredTail(at index: Int) {
    if ignoredTailStart == nil { ignoredTailStart = index }
  }

  // MARK: - Strings

  private mutating func scanUnquoted() -> String {
    let start = i
    while i < end && Self.isUnquoted(b[i]) { i += 1 }
    return KnownValidUTF8.string(bytes(start..<i), isASCII: true)  // Unquoted bytes are ASCII.
  }

  /// Reads a quoted string with its escapes (`parseQuotedPlistString`); `i` is at the quote.
  ///
  /// When the closing quote is missing, `i` is left just after the opening quote, where
  /// CoreFoundation leaves its cursor; a caller that tolerates the failure continues from there.
  private mutating func scanQuoted() -> QuotedOutcome {
    let open = i
    let quote = b[i]
    i += 1
    var builder: EscapedStringBuilder? = nil
    var mark = i
    while i < end {
      let c = b[i]
      if c == quote { break }
      if c == 0x5C {
        if builder == nil { builder = EscapedStringBuilder() }
        builder!.appendLiteral(bytes(mark..<i))
        let backslash = i
        i += 1
        if i == end { return .unterminatedEscape(backslashAt: backslash) }
        decodeEscape(into: &builder!, backslashAt: backslash)
        mark = i
      } else {
        // To the next quote or backslash, a word at a time where there is none.
        i = ByteWord.skip(b, from: i + 1, end: end, without: quote, 0x5C)
        while i < end && b[i] != quote && b[i] != 0x5C { i += 1 }
      }
    }
    if i >= end {
      i = open + 1
      return .unterminated(openedAt: open)
    }
    let result: String
    if var builder {
      builder.appendLiteral(bytes(mark..<i))
      result = builder.finish(literalsAreValid: textIsValidUTF8)
    } else if textIsValidUTF8 {
      // Cut at ASCII quotes from valid UTF-8: valid itself.
      result = KnownValidUTF8.string(bytes(mark..<i), isASCII: textIsASCII)
    } else {
      result = String(decoding: bytes(mark..<i), as: UTF8.self)
    }
    i += 1
    return .string(result)
  }

  /// One escape after a backslash (`getSlashedChar`); `i` is at the character after it.
  private mutating func decodeEscape(
    into builder: inout EscapedStringBuilder, backslashAt backslash: Int
  ) {
    let c = b[i]
    i += 1
    switch c {
    case 0x30...0x37:
      spelledCharacterByCode = true
      // At most three octal digits, accumulated in a byte as CoreFoundation does (so "\777"
      // wraps to 0xFF), then read as NeXTSTEP Latin.
      var value = c - 0x30
      for _ in 0..<2 {
        guard i < end, b[i] >= 0x30, b[i] <= 0x37 else { break }
        value = (value &<< 3) &+ (b[i] - 0x30)
        i += 1
      }
      builder.append(codeUnit: NeXTSTEPLatin.codeUnit(for: value))
    case 0x55:  // U
      spelledCharacterByCode = true
      // Up to four hex digits; none at all yields U+0000.
      var value: UInt16 = 0
      for _ in 0..<4 {
        guard i < end, let digit = Self.hexValue(b[i]) else { break }
        value = value << 4 | UInt16(digit)
        i += 1
      }
      builder.append(codeUnit: value)
    case 0x61: builder.append(codeUnit: 0x07)
    case 0x62: builder.append(codeUnit: 0x08)
    case 0x66: builder.append(codeUnit: 0x0C)
    case 0x6E: builder.append(codeUnit: 0x0A)
    case 0x72: builder.append(codeUnit: 0x0D)
    case 0x74: builder.append(codeUnit: 0x09)
    case 0x76: builder.append(codeUnit: 0x0B)
    case 0x75:  // u
      var digits = ""
      var k = i
      while k < end && digits.count < 4, Self.hexValue(b[k]) != nil {
        digits.append(Character(Unicode.Scalar(b[k])))
        k += 1
      }
      warning(
        "\"\\u\(digits)\" is read as \"u\(digits)\"; CoreFoundation only knows \\U",
        at: backslash)
      builder.append(codeUnit: 0x75)
    default:
      if c < 0x80 {
        builder.append(codeUnit: UInt16(c))
      } else {
        // Any other character stands for itself; take the whole UTF-8 sequence.
        var k = i
        while k < end && b[k] & 0xC0 == 0x80 && k - i < 3 { k += 1 }
        builder.appendLiteral(bytes((i - 1)..<k))
        i = k
      }
    }
  }

  // MARK: - Values

  /// Parses one value (`parsePlistObject`). `depth` counts enclosing arrays and dictionaries
  /// the way CoreFoundation does: the values of a top-level entry are at depth 1.
  private mutating func parseValue(required: Bool, depth: Int) -> ValueOutcome {
    if depth >= Self.inlineDepth && !onLargeStack {
      // Too deep for this thread: end the text here so that every caller unwinds at once.
      tooDeepForThisStack = true
      i = end
      return .absent
    }
    if depth > Self.maximumDepth {
      _ = skipTrivia()
      return .failed(
        makeError(
          "too many nested arrays or dictionaries; CoreFoundation allows \(Self.maximumDepth)",
          at: min(i, end)),
        silentIfRecovered: true)
    }
    guard skipTrivia() else {
      if required {
        return .failed(
          makeError("unexpected end of file where a value should start", at: end),
          silentIfRecovered: false)
      }
      return .absent
    }
    let start = i
    let c = b[i]
    switch c {
    case 0x7B:  // {
      i += 1
      return parseDictionary(openedAt: start, depth: depth)
    case 0x28:  // (
      i += 1
      return parseArray(openedAt: start, depth: depth)
    case 0x3C:  // <
      i += 1
      return parseData(openedAt: start)
    case 0x22, 0x27:
      switch scanQuoted() {
      case .string(let string):
        return .value(.string(string), start: start, end: i)
      case .unterminated(let open):
        return .failed(
          makeError("unterminated string starting at \(positionText(open))", at: open),
          silentIfRecovered: false)
      case .unterminatedEscape(let backslash):
        return .failed(
          makeError("unterminated escape sequence at the end of the file", at: backslash),
          silentIfRecovered: false)
      }
    default:
      if Self.isUnquoted(c) {
        let string = scanUnquoted()
        return .value(.string(string), start: start, end: i)
      }
      if required {
        return .failed(
          makeError(
            "unexpected character \(describeCharacter(at: i)) where a value should start", at: i),
          silentIfRecovered: false)
      }
      return .absent
    }
  }

  /// `( value, value, … )`, the opening parenthesis consumed. A trailing comma is fine.
  private mutating func parseArray(openedAt open: Int, depth: Int) -> ValueOutcome {
    var items: [StringsValue] = []
    var pending: (Diagnostic, Bool)? = nil
    var outcome = parseValue(required: false, depth: depth + 1)
    while true {
      switch outcome {
      case .value(let value, _, _):
        items.append(value)
        guard skipTrivia() else {
          return .failed(
            makeError(
              "unexpected end of file in the array opened at \(positionText(open))", at: end),
            silentIfRecovered: false)
        }
        if b[i] == 0x2C {
          i += 1
          outcome = parseValue(required: false, depth: depth + 1)
          continue
        }
      case .absent:
        break
      case .failed(let diagnostic, let silent):
        // CoreFoundation treats a broken element as the end of the list and only then looks
        // for ')'.
        pending = (diagnostic, silent)
      }
      break
    }
    guard skipTrivia(), b[i] == 0x29 else {
      if let pending { return .failed(pending.0, silentIfRecovered: false) }
      let found = i < end ? "found \(describeCharacter(at: i))" : "found the end of the file"
      return .failed(
        makeError(
          "expected ',' or ')' in the array opened at \(positionText(open)), \(found)",
          at: min(i, end)),
        silentIfRecovered: false)
    }
    if let (diagnostic, silent) = pending, !silent {
      var dropped = diagnostic
      dropped.severity = .warning
      dropped.message += "; CoreFoundation drops this array element"
      record(dropped)
    }
    i += 1
    return .value(.array(items), start: open, end: i)
  }

  /// `{ key = value; … }` nested in a value, the opening brace consumed.
  private mutating func parseDictionary(openedAt open: Int, depth: Int) -> ValueOutcome {
    var pairs: [String: StringsValue] = [:]
    var pending: Diagnostic? = nil
    content: while skipTrivia() {
      let key: String
      if Self.isQuote(b[i]) {
        switch scanQuoted() {
        case .string(let string): key = string
        case .unterminated(let quote):
          // A broken key ends the dictionary's content without an error in CoreFoundation.
          pending = makeError("unterminated string starting at \(positionText(quote))", at: quote)
          break content
        case .unterminatedEscape(let backslash):
          pending = makeError("unterminated escape sequence at the end of the file", at: backslash)
          break content
        }
      } else if Self.isUnquoted(b[i]) {
        key = scanUnquoted()
      } else {
        break
      }
      guard skipTrivia() else {
        return .failed(
          makeError(
            "expected '=' or ';' after the key \(quoted(key)), found the end of the file", at: end),
          silentIfRecovered: false)
      }
      var value = StringsValue.string(key)
      if b[i] == 0x3D {
        i += 1
        switch parseValue(required: true, depth: depth + 1) {
        case .value(let parsed, _, _): value = parsed
        case .absent:
          return .failed(makeError("expected a value", at: i), silentIfRecovered: false)
        case .failed(let diagnostic, _):
          return .failed(diagnostic, silentIfRecovered: false)
        }
      } else if b[i] != 0x3B {
        return .failed(
          makeError(
            "expected '=' or ';' after the key \(quoted(key)), found \(describeCharacter(at: i))",
            at: i),
          silentIfRecovered: false)
      }
      pairs[key] = value
      guard skipTrivia(), b[i] == 0x3B else {
        return .failed(
          makeError("missing ';' after the value of \(quoted(key))", at: min(i, end)),
          silentIfRecovered: false)
      }
      i += 1
    }
    guard i < end, b[i] == 0x7D else {
      if let pending { return .failed(pending, silentIfRecovered: false) }
      let found = i < end ? "found \(describeCharacter(at: i))" : "found the end of the file"
      return .failed(
        makeError(
          "expected '}' to close the dictionary opened at \(positionText(open)), \(found)",
          at: min(i, end)),
        silentIfRecovered: false)
    }
    if var pending {
      pending.severity = .warning
      pending.message += "; CoreFoundation ignores the rest of this dictionary"
      record(pending)
    }
    i += 1
    return .value(.dictionary(pairs), start: open, end: i)
  }

  /// `< hex bytes >`, the opening bracket consumed (`parsePlistData`).
  private mutating func parseData(openedAt open: Int) -> ValueOutcome {
    var bytes: [UInt8] = []
    while i < end {
      let c = b[i]
      if c == 0x3E {
        i += 1
        return .value(.data(Data(bytes)), start: open, end: i)
      }
      if let high = Self.hexValue(c) {
        i += 1
        guard i < end, let low = Self.hexValue(b[i]) else {
          if i < end && !isDataSpace(at: i) && b[i] != 0x3E {
            return .failed(
              makeError(
                "invalid hex digit \(describeCharacter(at: i)) in the data opened at "
                  + "\(positionText(open))", at: i),
              silentIfRecovered: false)
          }
          return .failed(
            makeError(
              "odd number of hex digits in the data opened at \(positionText(open))",
              at: min(i, end)),
            silentIfRecovered: false)
        }
        bytes.append(high << 4 | low)
        i += 1
      } else if isDataSpace(at: i) {
        i += c == 0xE2 ? 3 : 1
      } else {
        return .failed(
          makeError(
            "unexpected character \(describeCharacter(at: i)) in the data opened at "
              + "\(positionText(open)); expected hex digits or '>'", at: i),
          silentIfRecovered: false)
      }
    }
    return .failed(
      makeError("expected '>' to close the data opened at \(positionText(open))", at: end),
      silentIfRecovered: false)
  }

  /// The spaces `getDataBytes` skips between hex pairs: fewer than elsewhere (no VT, no FF).
  private func isDataSpace(at index: Int) -> Bool {
    let c = b[index]
    return c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D || isUnicodeSeparator(at: index)
  }

  private func quoted(_ key: String) -> String { "\"\(StringsFileWriter.escaped(key))\"" }

  // MARK: - File

  /// The bytes in `range` of the text, without copying.
  @inline(__always) private func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: b[range])
  }

  /// Parses the whole text (`__CFCreateOldStylePropertyListOrStringsFile`).
  ///
  /// On the calling thread first; only a text that really nests deeper than ``inlineDepth``
  /// (brackets inside strings and comments do not count) is parsed again on a thread with a
  /// stack big enough for ``maximumDepth``.
  mutating func parseFile() {
    let start = self
    parseFileHere()
    guard tooDeepForThisStack else { return }
    var parser = start
    parser.onLargeStack = true
    parser.usedLargeStack = true
    self = LargeStack.run {
      parser.parseFileHere()
      return parser
    }
  }

  private mutating func parseFileHere() {
    let text = self.text
    text.withUnsafeBufferPointer { buffer in
      b = buffer
      parseTopLevel()
    }
    b = UnsafeBufferPointer(start: nil, count: 0)
  }

  private mutating func parseTopLevel() {
    guard skipTrivia() else { return }  // Only whitespace and comments: an empty table.
    let start = i
    let c = b[start]
    if c == 0x7B {
      i += 1
      parseEntries(braced: true, openedAt: start)
      return
    }
    if Self.isQuote(c) || Self.isUnquoted(c) {
      // CoreFoundation first reads one string; only when more text follows does it start over
      // and read the file as a list of entries.
      let savedComments = comments
      if Self.isQuote(c) {
        switch scanQuoted() {
        case .string: break
        case .unterminated(let open):
          error("unterminated string starting at \(positionText(open))", at: open)
          return
        case .unterminatedEscape(let backslash):
          error("unterminated escape sequence at the end of the file", at: backslash)
          return
        }
      } else {
        _ = scanUnquoted()
      }
      guard skipTrivia() else {
        error(
          "the file holds a single string, not a list of \"key\" = \"value\"; entries "
            + "(CoreFoundation's bundle loader rejects it)", at: start)
        return
      }
      i = start
      comments = savedComments
      parseEntries(braced: false, openedAt: start)
      return
    }
    guard c == 0x28 || c == 0x3C else {
      error(
        "unexpected character \(describeCharacter(at: i)) where the first key should start", at: i)
      return
    }
    switch parseValue(required: true, depth: 0) {
    case .value(let value, _, _):
      let kind = value.kind == .array ? "an array" : "data"
      error(
        "the file's top level is \(kind), not a list of \"key\" = \"value\"; entries", at: start)
    case .failed(let diagnostic, _):
      record(diagnostic)
    case .absent:
      break
    }
  }

  /// The entries of the top-level table (`parsePlistDictContent` at depth 0), with their
  /// comments and positions. After an error it resynchronises and continues.
  private mutating func parseEntries(braced: Bool, openedAt open: Int) {
    entries.reserveCapacity(estimatedEntryCount())
    var previousEnd: Int? = nil
    // Unbraced, the comments before the first key were already read by ``parseFile()``.
    var keepComments = !braced
    while errorCount < Self.maximumErrorCount {
      if !keepComments { commentFloor = comments.count }
      keepComments = false
      guard skipTrivia() else { break }
      let keyStart = i
      let c = b[i]
      let key: String
      if Self.isQuote(c) {
        switch scanQuoted() {
        case .string(let string): key = string
        case .unterminated(let open):
          // After a ';', CoreFoundation reads the key as "optional": a broken one ends the table
          // without any error and the rest of the file is lost.
          markIgnoredTail(at: open)
          warning(
            "unterminated string starting at \(positionText(open)); CoreFoundation ignores the "
              + "rest of the file from here", at: open)
          finishEntries(braced: braced, openedAt: open)
          return
        case .unterminatedEscape(let backslash):
          markIgnoredTail(at: keyStart)
          warning(
            "unterminated escape sequence at the end of the file; CoreFoundation ignores this "
              + "last key", at: backslash)
          finishEntries(braced: braced, openedAt: open)
          return
        }
      } else if Self.isUnquoted(c) {
        key = scanUnquoted()
      } else {
        // Where no key can start, CoreFoundation's table simply ends (a known quirk); in a braced
        // table the closing '}' is checked afterwards.
        if !braced {
          markIgnoredTail(at: i)
          // After an error the rest is likely debris of it; stay quiet then.
          if errorCount == 0 {
            warning("text after this point is ignored by CoreFoundation", at: i)
          }
          return
        }
        break
      }
      let keyEnd = i
      let leading = leadingCommentBlock(before: keyStart, previousEntryEnd: previousEnd)
      guard skipTrivia() else {
        error(
          "expected '=' or ';' after the key \(quoted(key)), found the end of the file", at: end)
        break
      }
      // Set on each path rather than to the shorthand's value first: replacing that copy of the
      // key retained and released it for every entry.
      let value: StringsValue
      var valueRange: Range<Int>? = nil
      if b[i] == 0x3D {
        i += 1
        switch parseValue(required: true, depth: 1) {
        case .value(let parsed, let start, let end):
          value = parsed
          valueRange = start..<end
        case .failed(let diagnostic, _):
          record(diagnostic)
          recover()
          continue
        case .absent:
          error("expected a value after '='", at: i)
          recover()
          continue
        }
      } else if b[i] != 0x3B {
        error(
          "expected '=' or ';' after the key \(quoted(key)), found \(describeCharacter(at: i))",
          at: i)
        recover()
        continue
      } else {
        value = .string(key)
      }
      let missingSemicolon = !(skipTrivia() && b[i] == 0x3B)
      if missingSemicolon {
        error("missing ';' after the value of \(quoted(key))", at: valueRange?.upperBound ?? keyEnd)
      } else {
        i += 1
      }
      let entryEnd = missingSemicolon ? (valueRange?.upperBound ?? keyEnd) : i
      // Moved into the entry: copied, they were retained here and released on the next turn.
      appendEntry(
        key: consume key, value: consume value, keyRange: keyStart..<keyEnd,
        valueRange: valueRange, comments: leading, end: entryEnd)
      previousEnd = entryEnd
      if missingSemicolon { recover() }
    }
    if braced { finishEntries(braced: true, openedAt: open) }
  }

  /// An upper estimate of the number of entries from here on, so that the entry list is
  /// allocated once instead of growing (every growth copied all the entries so far): one per
  /// `;` (memchr finds them), plus one whose `;` is missing. Capped by the text's length, so
  /// that a text of semicolons alone does not reserve far more than it holds.
  private func estimatedEntryCount() -> Int {
    guard let base = b.baseAddress else { return 0 }
    var count = 1
    var offset = i
    while offset < end, let found = memchr(base + offset, 0x3B, end - offset) {
      offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
      count += 1
    }
    return min(count, (end - i) / 8 + 1)
  }

  /// After a braced table: the closing `}` and nothing but trivia after it.
  private mutating func finishEntries(braced: Bool, openedAt open: Int) {
    guard braced else { return }
    guard skipTrivia(), b[i] == 0x7D else {
      let found = i < end ? "found \(describeCharacter(at: i))" : "found the end of the file"
      error(
        "expected '}' to close the dictionary opened at \(positionText(open)), \(found)",
        at: min(i, end))
      return
    }
    i += 1
    if skipTrivia() {
      error("unexpected text after the closing '}' of the file's dictionary", at: i)
    }
  }

  /// Moves past a broken entry: to the start of the next line that begins like an entry (a
  /// quote or a comment), or just past the next `;`, whichever comes first.
  private mutating func recover() {
    if atLineStartOfEntry(i) { return }
    while i < end {
      let c = b[i]
      if c == 0x3B {
        i += 1
        return
      }
      i += 1
      if (c == 0x0A || c == 0x0D) && atLineStartOfEntry(i) { return }
    }
  }

  private mutating func atLineStartOfEntry(_ index: Int) -> Bool {
    var k = index
    while k < end && (b[k] == 0x20 || b[k] == 0x09) { k += 1 }
    guard k < end, Self.isQuote(b[k]) || b[k] == 0x2F else { return false }
    var before = index - 1
    while before >= 0 && (b[before] == 0x20 || b[before] == 0x09) { before -= 1 }
    guard before < 0 || b[before] == 0x0A || b[before] == 0x0D else { return false }
    i = k
    return true
  }

  // MARK: - Entries and comments

  /// The comments directly before a key: consecutive comments with no blank line between them
  /// and the key, leaving out a trailing comment on the previous entry's last line. Returned as
  /// the indices of the last ones in ``comments``, so no array is made.
  private func leadingCommentBlock(before keyStart: Int, previousEntryEnd: Int?) -> Range<Int> {
    var first = comments.count
    var nextStart = keyStart
    while first > commentFloor {
      let range = comments[first - 1]
      if lineBreaks(in: range.upperBound..<nextStart) > 1 { break }
      if let previousEntryEnd, lineBreaks(in: previousEntryEnd..<range.lowerBound) == 0 { break }
      first -= 1
      nextStart = range.lowerBound
    }
    return first..<comments.count
  }

  private func lineBreaks(in range: Range<Int>) -> Int {
    var count = 0
    var k = range.lowerBound
    while k < range.upperBound {
      if b[k] == 0x0A {
        count += 1
      } else if b[k] == 0x0D {
        count += 1
        if k + 1 < range.upperBound && b[k + 1] == 0x0A { k += 1 }
      }
      k += 1
    }
    return count
  }

  private mutating func appendEntry(
    key: consuming String, value: consuming StringsValue, keyRange: Range<Int>,
    valueRange: Range<Int>?,
    comments indices: Range<Int>, end entryEnd: Int
  ) {
    if value.kind != .string, let valueRange {
      let kind =
        switch value.kind {
        case .array: "an array"
        case .dictionary: "a dictionary"
        default: "data"
        }
      warning(
        "the value of \(quoted(key)) is \(kind), not a string; localized lookups expect strings",
        at: valueRange.lowerBound)
    }
    let block = comments[indices]
    let commentRange = block.first.map { decoded.originalOffset($0.lowerBound) }.map {
      $0..<decoded.originalOffset(block.last!.upperBound)
    }
    let start = block.first?.lowerBound ?? keyRange.lowerBound
    let commentTexts =
      block.isEmpty
      ? EntryComments.texts([])
      : .source(commentSource, block.first!.lowerBound..<block.last!.upperBound)
    let keyPlace = lineAndColumn(keyRange.lowerBound)
    let valuePlace = valueRange.map { lineAndColumn($0.lowerBound) }
    let byteRange = decoded.originalOffset(start)..<decoded.originalOffset(entryEnd)
    let keyByteRange =
      decoded.originalOffset(keyRange.lowerBound)..<decoded.originalOffset(keyRange.upperBound)
    let valueByteRange = valueRange.map {
      decoded.originalOffset($0.lowerBound)..<decoded.originalOffset($0.upperBound)
    }
    guard
      let placement = EntryPlacement(
        key: keyPlace, value: valuePlace, byteRange: byteRange, commentByteRange: commentRange,
        keyByteRange: keyByteRange, valueByteRange: valueByteRange)
    else {
      appendWideEntry(
        StringsEntry(
          key: key, value: value, comments: [],
          keyPosition: SourcePosition(path: path, line: keyPlace.line, column: keyPlace.column),
          valuePosition: valuePlace.map {
            SourcePosition(path: path, line: $0.line, column: $0.column)
          }, isShorthand: valueRange == nil, byteRange: byteRange,
          commentByteRange: commentRange, keyByteRange: keyByteRange,
          valueByteRange: valueByteRange),
        comments: commentTexts)
      return
    }
    // Each part moved into the entry: a copy of the comments' source retained and released it
    // once more for every entry.
    entries.append(
      StringsEntry(
        key: consume key, value: consume value, isShorthand: valueRange == nil,
        comments: consume commentTexts, path: path, placement: placement))
  }

  /// Appends an entry of a file over 4 GiB, its comments kept in the file. Apart: an entry
  /// changed before it is appended, in the same function, made Swift copy every entry appended
  /// there into place and destroy the original.
  @inline(never)
  private mutating func appendWideEntry(_ entry: StringsEntry, comments: EntryComments) {
    var entry = entry
    entry.commentStorage = comments
    entries.append(entry)
  }
}
