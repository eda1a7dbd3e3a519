/// Splits Swift source into ``SwiftToken``s without regular expressions or a parser.
///
/// The extractor only needs to know which bytes are code, which are comments and which are
/// inside literals, so the lexer gets exactly that right: nested block comments, every string
/// literal form (escapes, `"""` with continuations, raw strings with any number of `#`),
/// interpolations holding any code, regex literals, backticked names. Everything else is
/// coarse: numbers are consumed, operators are runs of operator characters.
///
/// Nesting (strings inside interpolations inside strings …) lives in an explicit mode stack, so
/// no input can exhaust the call stack. Malformed input yields tokens with an error attached and
/// lexing goes on; the lexer never traps, and every call to ``next()`` consumes at least one
/// byte until it returns ``SwiftToken/Kind/endOfFile``.
///
///     var lexer = SwiftLexer(Array("f(\"a\")".utf8))
///     lexer.next().kind  // .identifier
///     lexer.next().kind  // .leftParen
///     lexer.next().kind  // .stringOpen
public struct SwiftLexer {
  /// What the bytes at the cursor belong to, innermost last.
  private enum Mode {
    /// Inside a string literal's content.
    case string(hashes: Int, multiline: Bool)
    /// Code inside `\( … )`, with the count of unclosed `(` and whether the literal around it
    /// spans lines (a single-line literal ends the interpolation at a line break).
    case interpolation(depth: Int, multiline: Bool)
  }

  private var cursor: ByteCursor
  private var modes: [Mode] = []
  /// An error to attach to the next token: the construct it ends was left unterminated.
  private var pendingError: SwiftToken.LexError?
  /// The kind of the last non-trivia token, for the regex-or-division decision.
  private var previousKind: SwiftToken.Kind?
  /// The range of the last non-trivia token.
  private var previousRange: Range<Int> = 0..<0
  /// Whether a line break came after the last non-trivia token.
  private var atLineStart = true

  /// The input being lexed.
  public var bytes: [UInt8] { cursor.bytes }

  public init(_ bytes: [UInt8]) {
    cursor = ByteCursor(bytes)
  }

  /// All tokens of `bytes`, ending with ``SwiftToken/Kind/endOfFile``.
  public static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
    var lexer = SwiftLexer(bytes)
    var tokens: [SwiftToken] = []
    tokens.reserveCapacity(bytes.count / 4 + 1)
    while true {
      let token = lexer.next()
      tokens.append(token)
      if token.kind == .endOfFile { return tokens }
    }
  }

  /// The source text of `token`, with invalid UTF-8 repaired.
  public func text(of token: SwiftToken) -> String {
    String(decoding: cursor.bytes[token.range], as: UTF8.self)
  }

  /// The 1-based line and UTF-8 column of a byte offset already lexed.
  public func position(at offset: Int) -> (line: Int, column: Int) {
    cursor.position(at: offset)
  }

  /// The next token; ``SwiftToken/Kind/endOfFile`` forever once the input is used up.
  public mutating func next() -> SwiftToken {
    if case .string(let hashes, let multiline) = modes.last {
      return scanStringContent(hashes: hashes, multiline: multiline)
    }
    if cursor.isAtEnd { return endOfFile() }
    let start = cursor.offset
    // Taken before scanning: a token that ends on a later line (a line break, a comment)
    // would otherwise need a search for its start.
    let position = cursor.position(at: start)
    let byte = cursor.peek()
    if start == 0 && byte == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF {
      cursor.advance(withinLineBy: 3)
      return make(.byteOrderMark, from: 0, at: position)
    }
    var kind: SwiftToken.Kind
    var error: SwiftToken.LexError?
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
      kind = .whitespace
      cursor.advance(whileWithinLine: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C })
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      kind = .newline
      cursor.advanceLineBreak()
      if case .interpolation(_, false) = modes.last {
        // A single-line literal cannot continue on the next line: drop the interpolation and
        // its literal, and flag the line break.
        modes.removeLast(2)
        pendingError = .unterminatedString
      }
    case UInt8(ascii: "/"):
      (kind, error) = scanSlash()
    case UInt8(ascii: "\""):
      (kind, error) = scanStringOpen(hashes: 0)
    case UInt8(ascii: "#"):
      (kind, error) = scanPound()
    case UInt8(ascii: "("):
      kind = .leftParen
      cursor.advance()
      if case .interpolation(let depth, let multiline) = modes.last {
        modes[modes.count - 1] = .interpolation(depth: depth + 1, multiline: multiline)
      }
    case UInt8(ascii: ")"):
      kind = .rightParen
      cursor.advance()
      if case .interpolation(let depth, let multiline) = modes.last {
        if depth == 0 {
          kind = .interpolationClose
          modes.removeLast()
        } else {
          modes[modes.count - 1] = .interpolation(depth: depth - 1, multiline: multiline)
        }
      }
    case UInt8(ascii: "@"): kind = single(.at)
    case UInt8(ascii: "\\"): kind = single(.punctuation)
    case UInt8(ascii: "."):
      if cursor.peek(1) == UInt8(ascii: ".") {
        kind = scanOperator()
      } else {
        kind = single(.dot)
      }
    case UInt8(ascii: "`"):
      (kind, error) = scanBacktickIdentifier()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      kind = scanNumber()
    default:
      if let separator = Self.separatorKind(byte) {
        kind = single(separator)
      } else if Self.isOperatorByte(byte) {
        kind = scanOperator()
      } else if Self.isIdentifierStart(byte) {
        kind = scanIdentifier()
      } else {
        kind = single(.unknown)
        error = .unexpectedCharacter
      }
    }
    return make(kind, from: start, at: position, error: error)
  }

  /// Reads a run of the commonest plain code, writing its significant tokens to `sink` and its
  /// `///` comments to `docComments`: blanks, line breaks, `//` and `/* */` comments are stepped
  /// over; names (backticked too), `#keyword`s, brackets, separators, lone dots, `@`, `\`,
  /// operators not starting with `/` or `.`, numbers and one-line string literals without
  /// interpolation or `#` (escapes such as `\n` and `\"` included) are written. Stops at the
  /// first byte it does not handle, when `sink` may lack room for a literal's three tokens, at
  /// the `)` or (in a single-line literal) the line break that ends an interpolation, or at once
  /// inside a literal's text or with an error pending, leaving the rest to ``next()``.
  ///
  /// Most of a Swift file is such code, and for it the general dispatch cost more than the
  /// reading: here one table lookup (``SourceByteClass``) picks the branch, names are walked by
  /// the table's flag, and literal and comment text is skipped eight bytes at a time
  /// (``ByteSearch``). None of these tokens pushes or pops a mode (inside an interpolation, only
  /// its count of open `(` changes), so the tokens and the lexer's state afterwards are exactly
  /// those of ``next()`` with the trivia dropped (`SignificantTokensTests` and the lexer fuzz
  /// target check that).
  mutating func appendPlainRun(to sink: inout TokenSink, docComments: inout [SwiftToken]) {
    guard pendingError == nil else { return }
    // Code inside `\( … )` is read here too, with the interpolation's count of open `(` kept in
    // a local: its `)` at depth 0 and, in a single-line literal, a line break are left to
    // ``next()``.
    var interpolation: (depth: Int, multiline: Bool)?
    switch modes.last {
    case nil: break
    case .interpolation(let depth, let multiline)?: interpolation = (depth, multiline)
    case .string?: return
    }
    defer {
      if let interpolation {
        modes[modes.count - 1] = .interpolation(
          depth: interpolation.depth, multiline: interpolation.multiline)
      }
    }
    let bytes = cursor.bytes
    let firstToken = sink.count
    // Whether a line break was read after the last token written (or, with none written, at
    // all): the start-of-line flag the regex heuristic reads.
    var lineBreakSinceToken = false
    bytes.withUnsafeBufferPointer { buffer in
      let classes = SourceByteClass.table
      let end = buffer.count
      var offset = cursor.offset
      var line = cursor.line
      var lineStart = cursor.lineStart
      scan: while offset < end && sink.hasRoom(for: 3) {
        let start = offset
        let byte = buffer[offset]
        let kind: SwiftToken.Kind
        switch classes[Int(byte)] & SourceByteClass.classMask {
        case SourceByteClass.blank:
          offset += 1
          while offset < end && classes[Int(buffer[offset])] == SourceByteClass.blank {
            offset += 1
          }
          continue
        case SourceByteClass.lineBreak:
          if let interpolation, !interpolation.multiline { break scan }
          // `\n`, `\r\n` or a lone `\r`: one line each, as ``ByteCursor/advance()`` counts them.
          offset += 1
          if byte == 0x0D && offset < end && buffer[offset] == 0x0A { offset += 1 }
          line += 1
          lineStart = offset
          lineBreakSinceToken = true
          continue
        case SourceByteClass.identifierStart:
          // A byte order mark is a token of its own, at offset 0 only.
          guard start != 0 || byte != 0xEF else { break scan }
          offset += 1
          while offset < end && classes[Int(buffer[offset])] & SourceByteClass.identifierFlag != 0 {
            offset += 1
          }
          kind = .identifier
        case SourceByteClass.leftParen:
          offset += 1
          kind = .leftParen
          interpolation?.depth += 1
        case SourceByteClass.rightParen:
          if let depth = interpolation?.depth {
            guard depth > 0 else { break scan }
            interpolation?.depth = depth - 1
          }
          offset += 1
          kind = .rightParen
        case SourceByteClass.dot:
          guard offset + 1 >= end || buffer[offset + 1] != UInt8(ascii: ".") else { break scan }
          offset += 1
          kind = .dot
        case SourceByteClass.separator:
          offset += 1
          kind = Self.separatorKind(byte) ?? .unknown
        case SourceByteClass.slash:
          let next = offset + 1 < end ? buffer[offset + 1] : 0
          if next == UInt8(ascii: "/") {
            let isDoc =
              offset + 2 < end && buffer[offset + 2] == UInt8(ascii: "/")
              && (offset + 3 >= end || buffer[offset + 3] != UInt8(ascii: "/"))
            offset = ByteSearch.firstLineBreak(in: buffer, from: offset + 2, end: end)
            if isDoc {
              docComments.append(
                SwiftToken(
                  kind: .docLineComment, start: start, end: offset, line: line,
                  column: start - lineStart + 1))
            }
            continue
          }
          // `/* … */` may span lines: the cursor reads it, counting them. Its error, if it is
          // unterminated, belongs to its trivia token, which is dropped.
          guard next == UInt8(ascii: "*") else { break scan }
          cursor.skip(to: offset, line: line, lineStart: lineStart)
          _ = scanBlockComment()
          offset = cursor.offset
          line = cursor.line
          lineStart = cursor.lineStart
          continue
        case SourceByteClass.quote:
          var close = offset + 1
          while true {
            close = ByteSearch.firstQuoteBackslashOrLineBreak(in: buffer, from: close, end: end)
            // Unterminated on its line: not plain.
            guard close < end else { break scan }
            let inner = buffer[close]
            if inner == UInt8(ascii: "\"") { break }
            guard inner == UInt8(ascii: "\\"), close + 1 < end else { break scan }
            // The escapes that are one character; `\(`, `\u{…}` and invalid ones are not
            // plain.
            switch buffer[close + 1] {
            case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"),
              UInt8(ascii: "r"), UInt8(ascii: "\""), UInt8(ascii: "'"):
              close += 2
            default:
              break scan
            }
          }
          // `""` followed by `"` opens a multi-line literal: not plain.
          guard close > start + 1 || start + 2 >= end || buffer[start + 2] != UInt8(ascii: "\"")
          else { break scan }
          let column = start - lineStart + 1
          sink.append(
            SwiftToken(kind: .stringOpen, start: start, end: start + 1, line: line, column: column))
          if close > start + 1 {
            sink.append(
              SwiftToken(
                kind: .stringText, start: start + 1, end: close, line: line, column: column + 1))
          }
          sink.append(
            SwiftToken(
              kind: .stringClose, start: close, end: close + 1, line: line,
              column: column + close - start))
          offset = close + 1
          lineBreakSinceToken = false
          continue
        case SourceByteClass.digit:
          // Digits, letters, `_` and a `.` followed by a digit, as ``scanNumber()`` reads them.
          offset += 1
          while offset < end {
            let inner = buffer[offset]
            if classes[Int(inner)] & SourceByteClass.asciiIdentifierFlag != 0 {
              offset += 1
            } else if inner == UInt8(ascii: "."), offset + 1 < end,
              classes[Int(buffer[offset + 1])] & SourceByteClass.classMask == SourceByteClass.digit
            {
              offset += 1
            } else {
              break
            }
          }
          kind = .number
        case SourceByteClass.operatorByte:
          // A run of operator bytes, taking in a `/` unless it starts a comment, as
          // ``scanOperator()`` reads one that starts with neither `/` nor `.`.
          offset += 1
          while offset < end {
            let inner = buffer[offset]
            if classes[Int(inner)] & SourceByteClass.classMask == SourceByteClass.operatorByte {
              offset += 1
            } else if inner == UInt8(ascii: "/") {
              let next = offset + 1 < end ? buffer[offset + 1] : 0
              if next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
              offset += 1
            } else {
              break
            }
          }
          kind = .operator
        case SourceByteClass.pound:
          // `#if`, `#selector`, …: one `#` and a name. Raw strings, regexes, `#!` and lone `#`s
          // are not plain.
          guard offset + 1 < end,
            classes[Int(buffer[offset + 1])] & SourceByteClass.classMask
              == SourceByteClass.identifierStart
          else { break scan }
          offset += 2
          while offset < end && classes[Int(buffer[offset])] & SourceByteClass.identifierFlag != 0 {
            offset += 1
          }
          kind = .poundKeyword
        case SourceByteClass.backtick:
          var close = offset + 1
          while close < end && buffer[close] != UInt8(ascii: "`") && buffer[close] != 0x0A
            && buffer[close] != 0x0D
          {
            close += 1
          }
          // Unterminated on its line: not plain.
          guard close < end, buffer[close] == UInt8(ascii: "`") else { break scan }
          offset = close + 1
          kind = .identifier
        case SourceByteClass.at:
          offset += 1
          kind = .at
        case SourceByteClass.backslash:
          offset += 1
          kind = .punctuation
        default:
          break scan
        }
        sink.append(
          SwiftToken(
            kind: kind, start: start, end: offset, line: line, column: start - lineStart + 1))
        lineBreakSinceToken = false
        // Most tokens are followed by one space: stepped over here, it costs no dispatch.
        if offset < end && buffer[offset] == 0x20 { offset += 1 }
      }
      cursor.skip(to: offset, line: line, lineStart: lineStart)
    }
    if sink.count > firstToken {
      let last = sink.last
      previousKind = last.kind
      previousRange = last.range
      atLineStart = lineBreakSinceToken
    } else if lineBreakSinceToken {
      atLineStart = true
    }
  }

  /// Steps over spaces, tabs, line breaks and comments other than `///` without making their
  /// tokens, for callers that drop trivia anyway (``SignificantTokens``): about a third of all
  /// tokens are such trivia, and each one would otherwise cost a full ``next()``.
  ///
  /// The lexer ends up exactly as if ``next()`` had returned those tokens: a trivia token only
  /// moves the cursor, takes any pending error (so nothing is skipped while one is pending) and,
  /// for a line break, sets the start-of-line flag. Inside string content, and at a line break
  /// that ends a single-line interpolation (which ``next()`` reports as an error), nothing is
  /// skipped.
  @inline(__always)
  mutating func skipBlanks() {
    // The cheapest test first: most tokens are not followed by a blank or a comment.
    let first = cursor.peek()
    guard Self.isBlank(first) || first == UInt8(ascii: "/"), pendingError == nil else { return }
    if case .string = modes.last { return }
    while true {
      let byte = cursor.peek()
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
        cursor.advance(whileWithinLine: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C })
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        if case .interpolation(_, false) = modes.last { return }
        cursor.advanceLineBreak()
        atLineStart = true
      case UInt8(ascii: "/"):
        // Comments are trivia too, except `///` documentation, which the extractors keep. The
        // error of an unterminated block comment belongs to its trivia token, which is dropped
        // either way.
        switch cursor.peek(1) {
        case UInt8(ascii: "/"):
          guard !isAtDocLineComment else { return }
          _ = scanLineComment()
        case UInt8(ascii: "*"):
          _ = scanBlockComment()
        default:
          return
        }
      default:
        return
      }
    }
  }

  /// A space, tab, vertical tab, form feed or line-break byte.
  @inline(__always)
  private static func isBlank(_ byte: UInt8) -> Bool {
    // Bits 0x09–0x0D and 0x20.
    byte <= 0x20 && (UInt64(0x1_0000_3E00) >> UInt64(byte)) & 1 != 0
  }

  // MARK: - Token assembly

  /// Builds the token from `start` to the cursor, attaching any pending error, and updates the
  /// state the regex heuristic reads.
  private mutating func make(
    _ kind: SwiftToken.Kind, from start: Int, at position: (line: Int, column: Int),
    error: SwiftToken.LexError? = nil
  ) -> SwiftToken {
    let (line, column) = position
    var token = SwiftToken(
      kind: kind, start: start, end: cursor.offset, line: line, column: column, error: error)
    if let pending = pendingError {
      token.error = token.error ?? pending
      pendingError = nil
    }
    switch kind {
    case .newline:
      atLineStart = true
    case .byteOrderMark, .whitespace, .lineComment, .docLineComment, .blockComment,
      .docBlockComment:
      break
    default:
      atLineStart = false
      previousKind = kind
      previousRange = token.range
    }
    return token
  }

  /// A one-byte token; its byte is never a line break (``next()`` handles those first).
  private mutating func single(_ kind: SwiftToken.Kind) -> SwiftToken.Kind {
    cursor.advance(withinLineBy: 1)
    return kind
  }

  /// The end of the input; an unterminated literal or interpolation is reported here.
  private mutating func endOfFile() -> SwiftToken {
    if let innermost = modes.last {
      switch innermost {
      case .string: pendingError = pendingError ?? .unterminatedString
      case .interpolation: pendingError = pendingError ?? .unterminatedInterpolation
      }
      modes.removeAll()
    }
    return make(
      .endOfFile, from: cursor.bytes.count, at: cursor.position(at: cursor.bytes.count))
  }

  // MARK: - Comments, regexes and the slash

  /// `//`, `/*`, a bare regex literal or a division operator.
  private mutating func scanSlash() -> (SwiftToken.Kind, SwiftToken.LexError?) {
    switch cursor.peek(1) {
    case UInt8(ascii: "/"): return (scanLineComment(), nil)
    case UInt8(ascii: "*"): return scanBlockComment()
    default:
      if regexMayStartHere(), let end = bareRegexEnd() {
        cursor.advance(by: end - cursor.offset)
        return (.regex, nil)
      }
      return (scanOperator(), nil)
    }
  }

  /// `// …` or `/// …` up to the line break.
  private mutating func scanLineComment() -> SwiftToken.Kind {
    let isDoc = isAtDocLineComment
    cursor.skipToLineBreak()
    return isDoc ? .docLineComment : .lineComment
  }

  /// Whether the cursor is at `///` but not `////`: a documentation comment, the one comment
  /// the extractors keep.
  private var isAtDocLineComment: Bool {
    cursor.peek(1) == UInt8(ascii: "/") && cursor.peek(2) == UInt8(ascii: "/")
      && cursor.peek(3) != UInt8(ascii: "/")
  }

  /// `/* … */` with nesting counted, not recursed.
  private mutating func scanBlockComment() -> (SwiftToken.Kind, SwiftToken.LexError?) {
    let isDoc =
      cursor.peek(2) == UInt8(ascii: "*") && cursor.peek(3) != UInt8(ascii: "/")
    cursor.advance(withinLineBy: 2)
    var depth = 1
    while !cursor.isAtEnd {
      // Comment text in bulk: only `*`, `/` and line breaks (which the cursor must count) can
      // change anything, and each of them still takes the byte-by-byte path below.
      cursor.advance(whileWithinLine: {
        $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "/") && $0 != 0x0A && $0 != 0x0D
      })
      if cursor.isAtEnd { break }
      let byte = cursor.peek()
      if byte == UInt8(ascii: "*") && cursor.peek(1) == UInt8(ascii: "/") {
        cursor.advance(withinLineBy: 2)
        depth -= 1
        if depth == 0 { return (isDoc ? .docBlockComment : .blockComment, nil) }
      } else if byte == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "*") {
        cursor.advance(withinLineBy: 2)
        depth += 1
      } else {
        cursor.advance()
      }
    }
    return (isDoc ? .docBlockComment : .blockComment, .unterminatedBlockComment)
  }

  /// Swift's own rule, simplified: a `/` starts a regex where an expression starts (after
  /// `(`, `,`, `=`, an operator, a keyword such as `return`, or at the start of a line) and
  /// is not followed by whitespace.
  private func regexMayStartHere() -> Bool {
    switch cursor.peek(1) {
    case 0, UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
      UInt8(ascii: ")"):
      // `(/)` and `reduce(1, /)` pass the operator itself.
      return false
    default: break
    }
    if atLineStart { return true }
    switch previousKind {
    case nil, .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .operator,
      .interpolationOpen:
      return true
    case .identifier:
      return Self.regexKeywords.contains { $0.elementsEqual(cursor.bytes[previousRange]) }
    default:
      return false
    }
  }

  private static let regexKeywords: [[UInt8]] = [
    "return", "case", "in", "throw", "try", "await", "if", "guard", "while", "where", "switch",
  ].map { Array($0.utf8) }

  /// The offset past the closing `/` of a bare regex starting at the cursor, when that `/` is
  /// on the same line.
  private func bareRegexEnd() -> Int? {
    let bytes = cursor.bytes
    var index = cursor.offset + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
      case UInt8(ascii: "/"): return index + 1
      default: index += 1
      }
    }
    return nil
  }

  /// `#/…/#` (any number of `#`); a line break right after the opening delimiter makes it a
  /// multi-line literal that may span lines.
  private mutating func scanExtendedRegex(hashes: Int) -> (SwiftToken.Kind, SwiftToken.LexError?) {
    cursor.advance(withinLineBy: hashes + 1)
    let multiline = cursor.peek() == 0x0A || cursor.peek() == 0x0D
    while !cursor.isAtEnd {
      let byte = cursor.peek()
      if byte == UInt8(ascii: "\\") {
        cursor.advance()
        if !cursor.isAtEnd, multiline || (cursor.peek() != 0x0A && cursor.peek() != 0x0D) {
          cursor.advance()
        }
      } else if byte == UInt8(ascii: "/") && hashesFollow(hashes, after: 1) {
        cursor.advance(withinLineBy: hashes + 1)
        return (.regex, nil)
      } else if !multiline && (byte == 0x0A || byte == 0x0D) {
        return (.regex, .unterminatedRegex)
      } else {
        cursor.advance()
      }
    }
    return (.regex, .unterminatedRegex)
  }

  /// Whether `count` `#` bytes follow at `distance` bytes past the cursor.
  ///
  /// Inlined with an early exit for `count == 0`: every quote and backslash of an ordinary
  /// (not raw) literal asks, and the answer is then always yes.
  @inline(__always)
  private func hashesFollow(_ count: Int, after distance: Int) -> Bool {
    if count == 0 { return true }
    for index in 0..<count where cursor.peek(distance + index) != UInt8(ascii: "#") {
      return false
    }
    return true
  }

  // MARK: - Pound signs

  /// A raw string, an extended regex, a `#keyword` or a lone `#`.
  private mutating func scanPound() -> (SwiftToken.Kind, SwiftToken.LexError?) {
    if cursor.offset == 0 && cursor.peek(1) == UInt8(ascii: "!") {
      // A `#!` interpreter line, allowed only at the very start of a script.
      cursor.advance(whileWithinLine: { $0 != 0x0A && $0 != 0x0D })
      return (.lineComment, nil)
    }
    var hashes = 0
    while cursor.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
    switch cursor.peek(hashes) {
    case UInt8(ascii: "\""):
      return scanStringOpen(hashes: hashes)
    case UInt8(ascii: "/"):
      return scanExtendedRegex(hashes: hashes)
    case let next where hashes == 1 && Self.isIdentifierStart(next):
      cursor.advance()
      _ = scanIdentifier()
      return (.poundKeyword, nil)
    default:
      return (single(.punctuation), nil)
    }
  }

  // MARK: - String literals

  /// The opening delimiter (`hashes` `#`, then `"` or `"""`); switches to string mode.
  private mutating func scanStringOpen(hashes: Int) -> (SwiftToken.Kind, SwiftToken.LexError?) {
    cursor.advance(withinLineBy: hashes)
    let multiline =
      cursor.peek(1) == UInt8(ascii: "\"") && cursor.peek(2) == UInt8(ascii: "\"")
    cursor.advance(withinLineBy: multiline ? 3 : 1)
    modes.append(.string(hashes: hashes, multiline: multiline))
    guard multiline else { return (.stringOpen, nil) }
    var index = 0
    while cursor.peek(index) == 0x20 || cursor.peek(index) == 0x09 { index += 1 }
    let next = cursor.peek(index)
    let startsLine = next == 0x0A || next == 0x0D
    return (.stringOpen, startsLine ? nil : .multilineStringStart)
  }

  /// One token of string content: a run of text, an interpolation opener or the closing
  /// delimiter.
  private mutating func scanStringContent(hashes: Int, multiline: Bool) -> SwiftToken {
    let start = cursor.offset
    let position = cursor.position(at: start)
    var error: SwiftToken.LexError?
    while !cursor.isAtEnd {
      // Plain text in bulk, eight bytes at a time; only backslashes, quotes and line breaks
      // need a look.
      cursor.skipToQuoteBackslashOrLineBreak()
      if cursor.isAtEnd { break }
      let byte = cursor.peek()
      if byte == UInt8(ascii: "\\") {
        guard hashesFollow(hashes, after: 1) else {
          cursor.advance()
          continue
        }
        let escapeLength = hashes + 1
        if cursor.peek(escapeLength) == UInt8(ascii: "(") {
          if cursor.offset > start { break }
          cursor.advance(withinLineBy: escapeLength + 1)
          modes.append(.interpolation(depth: 0, multiline: multiline))
          return make(.interpolationOpen, from: start, at: position)
        }
        cursor.advance(withinLineBy: escapeLength)
        if !scanEscape(multiline: multiline) { error = error ?? .invalidEscape }
      } else if byte == UInt8(ascii: "\"") {
        let quotes = multiline ? 3 : 1
        guard
          !multiline
            || (cursor.peek(1) == UInt8(ascii: "\"") && cursor.peek(2) == UInt8(ascii: "\"")),
          hashesFollow(hashes, after: quotes)
        else {
          cursor.advance()
          continue
        }
        if cursor.offset > start { break }
        cursor.advance(withinLineBy: quotes + hashes)
        modes.removeLast()
        return make(.stringClose, from: start, at: position)
      } else if !multiline && (byte == 0x0A || byte == 0x0D) {
        if cursor.offset > start { break }
        modes.removeLast()
        pendingError = .unterminatedString
        return next()
      } else {
        cursor.advance()
      }
    }
    if cursor.offset == start { return endOfFile() }
    return make(.stringText, from: start, at: position, error: error)
  }

  /// Consumes what follows a backslash (and the literal's `#`s); `false` when the escape is
  /// not one Swift accepts.
  private mutating func scanEscape(multiline: Bool) -> Bool {
    let byte = cursor.peek()
    switch byte {
    case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"),
      UInt8(ascii: "r"), UInt8(ascii: "\""), UInt8(ascii: "'"):
      cursor.advance()
      return true
    case UInt8(ascii: "u"):
      cursor.advance()
      guard cursor.peek() == UInt8(ascii: "{") else { return false }
      cursor.advance()
      var digits = 0
      while Self.isHexDigit(cursor.peek()) {
        cursor.advance()
        digits += 1
      }
      guard cursor.peek() == UInt8(ascii: "}") else { return false }
      cursor.advance()
      return (1...8).contains(digits)
    case 0x20, 0x09, 0x0A, 0x0D:
      // A line continuation: optional trailing whitespace, then the line break.
      guard multiline else { return false }
      while cursor.peek() == 0x20 || cursor.peek() == 0x09 { cursor.advance() }
      let next = cursor.peek()
      guard next == 0x0A || next == 0x0D else { return false }
      cursor.advanceLineBreak()
      return true
    default:
      let ends = byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "\"") || cursor.isAtEnd
      if !ends { cursor.advance() }
      return false
    }
  }

  // MARK: - Names, numbers, operators

  // Byte classes are bit sets over ASCII, one `UInt64` per half, so that the per-byte loops
  // test a bit instead of walking a chain of ranges. `SwiftLexerTests` checks every byte
  // against the ranges spelled out.

  /// The kind of a byte that is a whole token on its own and never changes the mode stack:
  /// brackets other than `(` `)`, which count interpolation depth, and the separators.
  @inline(__always)
  static func separatorKind(_ byte: UInt8) -> SwiftToken.Kind? {
    switch byte {
    case UInt8(ascii: "["): .leftBracket
    case UInt8(ascii: "]"): .rightBracket
    case UInt8(ascii: "{"): .leftBrace
    case UInt8(ascii: "}"): .rightBrace
    case UInt8(ascii: ","): .comma
    case UInt8(ascii: ":"): .colon
    case UInt8(ascii: ";"): .semicolon
    default: nil
    }
  }

  /// An operator character other than `/` and `.`, which also start comments, regexes and
  /// member accesses and are decided where they are read.
  @inline(__always)
  static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
      UInt8(ascii: "?"):
      true
    default: false
    }
  }

  /// `a`–`z`, `A`–`Z`, `_`, `$`, and every non-ASCII byte.
  @inline(__always)
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    inSet(byte, low: 0x0000_0010_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
  }

  /// An identifier start or `0`–`9`.
  @inline(__always)
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    inSet(byte, low: 0x03FF_0010_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
  }

  /// Whether `byte` is in the set whose ASCII members are the bits of `low` (0–63) and `high`
  /// (64–127); every byte from 0x80 up is a member.
  @inline(__always)
  private static func inSet(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
    if byte >= 0x80 { return true }
    let word = byte < 64 ? low : high
    return (word >> UInt64(byte & 63)) & 1 != 0
  }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      true
    default: false
    }
  }

  /// Inlined: identifiers are the commonest token, and the call costs about as much as the
  /// scan of a short name.
  @inline(__always)
  private mutating func scanIdentifier() -> SwiftToken.Kind {
    cursor.advance(whileWithinLine: Self.isIdentifierByte)
    return .identifier
  }

  /// `` `name` ``, which must close on the same line.
  private mutating func scanBacktickIdentifier() -> (SwiftToken.Kind, SwiftToken.LexError?) {
    cursor.advance()
    while !cursor.isAtEnd {
      let byte = cursor.peek()
      if byte == UInt8(ascii: "`") {
        cursor.advance()
        return (.identifier, nil)
      }
      if byte == 0x0A || byte == 0x0D { break }
      cursor.advance()
    }
    return (.identifier, .unterminatedIdentifier)
  }

  /// Digits, letters, `_` and a `.` followed by a digit: enough to step over any literal.
  private mutating func scanNumber() -> SwiftToken.Kind {
    while !cursor.isAtEnd {
      let byte = cursor.peek()
      if Self.isIdentifierByte(byte) && byte < 0x80 {
        cursor.advance()
      } else if byte == UInt8(ascii: "."),
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(cursor.peek(1))
      {
        cursor.advance()
      } else {
        break
      }
    }
    return .number
  }

  /// A run of operator characters; a run that starts with `.` may contain more dots. Stops
  /// before `//` and `/*`, which start comments.
  private mutating func scanOperator() -> SwiftToken.Kind {
    let dotted = cursor.peek() == UInt8(ascii: ".")
    var first = true
    while !cursor.isAtEnd {
      let byte = cursor.peek()
      switch byte {
      case UInt8(ascii: "/"):
        let next = cursor.peek(1)
        if !first && (next == UInt8(ascii: "/") || next == UInt8(ascii: "*")) {
          return .operator
        }
      case UInt8(ascii: "."):
        if !dotted { return .operator }
      case let other:
        if !Self.isOperatorByte(other) { return .operator }
      }
      cursor.advance()
      first = false
    }
    return .operator
  }
}
