/// A file's tokens with the trivia set aside: what the extractors match call shapes against.
///
/// The extractors look at code tokens only; `///` comments are kept aside so that the comment
/// above an enum case can still be found. Trivia is not stored, which keeps memory low on
/// large files.
struct SignificantTokens {
  let bytes: [UInt8]
  let path: String
  /// The non-trivia tokens, ending with the end-of-file token.
  let tokens: [SwiftToken]
  /// The `///` comments, in order: the only trivia the extractors read.
  let docComments: [SwiftToken]

  init(bytes: [UInt8], path: String, kernel: ScanKernel = .preferred) {
    self.bytes = bytes
    self.path = path
    var lexer = SwiftLexer(bytes)
    lexer.kernel = kernel
    var docComments: [SwiftToken] = []
    // Code averages a significant token per four or five bytes: reserving that much spares the
    // array most regrowth copies. Beyond a million tokens (a 20 MB array) it doubles as it must.
    var capacity = min(bytes.count / 4 + 16, 1 << 20)
    var tokens: [SwiftToken] = []
    var done = false
    while !done {
      // The tokens are written straight into the array's uninitialised capacity; when it fills
      // up, a twice larger array takes over the tokens so far and the lexer goes on from where
      // it stopped.
      let previous = tokens
      tokens = [SwiftToken](unsafeUninitializedCapacity: capacity) { buffer, initialized in
        let base = buffer.baseAddress!
        previous.withUnsafeBufferPointer { written in
          if let start = written.baseAddress { base.initialize(from: start, count: written.count) }
        }
        var sink = TokenSink(base: base, capacity: buffer.count, count: previous.count)
        done = Self.lex(&lexer, into: &sink, docComments: &docComments)
        initialized = sink.count
      }
      capacity *= 2
    }
    self.tokens = tokens
    self.docComments = docComments
  }

  /// Lexes on until the end-of-file token is written (`true`) or `sink` is full (`false`, with
  /// the lexer stopped before the token that did not fit).
  private static func lex(
    _ lexer: inout SwiftLexer, into sink: inout TokenSink, docComments: inout [SwiftToken]
  ) -> Bool {
    while true {
      lexer.appendPlainRun(to: &sink, docComments: &docComments)
      lexer.skipBlanks()
      guard sink.hasRoom(for: 1) else { return false }
      let token = lexer.next()
      if !token.isTrivia {
        sink.append(token)
        if token.kind == .endOfFile { return true }
      } else if token.kind == .docLineComment {
        docComments.append(token)
      }
    }
  }

  /// The kind of `tokens[index]`, or end of file when out of range.
  func kind(_ index: Int) -> SwiftToken.Kind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile
  }

  /// Whether `tokens[index]` is the identifier `name` (given as UTF-8).
  func isIdentifier(_ index: Int, _ name: [UInt8]) -> Bool {
    guard index >= 0 && index < tokens.count, tokens[index].kind == .identifier else {
      return false
    }
    let token = tokens[index]
    return token.end - token.start == name.count && bytes[token.range].elementsEqual(name)
  }

  /// Whether `tokens[index]` is the identifier `keyword`.
  ///
  /// The extractors ask this of nearly every identifier, and nearly every identifier differs
  /// from the keyword in length: that test comes first and needs no spelling, so the
  /// comparison of bytes (the same as the `[UInt8]` overload's) runs only for same-length
  /// names.
  func isIdentifier(_ index: Int, _ keyword: Keyword) -> Bool {
    guard index >= 0 && index < tokens.count else { return false }
    let token = tokens[index]
    guard token.kind == .identifier, token.end - token.start == keyword.length else {
      return false
    }
    return bytes[token.range].elementsEqual(keyword.bytes)
  }

  func text(_ index: Int) -> String {
    String(decoding: bytes[tokens[index].range], as: UTF8.self)
  }

  func position(_ index: Int) -> SourcePosition {
    SourcePosition(path: path, line: tokens[index].line, column: tokens[index].column)
  }

  /// The string literal starting at `tokens[index]`, if it is a complete one.
  func literal(at index: Int) -> SwiftStringLiteral? {
    guard kind(index) == .stringOpen else { return nil }
    return SwiftStringLiteral(tokens: tokens, at: index, bytes: bytes)
  }
}

/// The words the extractors test for, spelled once as UTF-8.
enum Keyword: CaseIterable {
  case `func`, `enum`, `case`, `let`, `var`, `nil`, `self`, parent, `extension`

  /// `bytes.count`, as a constant (`SignificantTokensTests` checks that the two agree).
  var length: Int {
    switch self {
    case .let, .var, .nil: 3
    case .func, .enum, .case, .self: 4
    case .parent: 6
    case .extension: 9
    }
  }

  var bytes: [UInt8] {
    switch self {
    case .func: Self.funcBytes
    case .enum: Self.enumBytes
    case .case: Self.caseBytes
    case .let: Self.letBytes
    case .var: Self.varBytes
    case .nil: Self.nilBytes
    case .self: Self.selfBytes
    case .parent: Self.parentBytes
    case .extension: Self.extensionBytes
    }
  }

  private static let funcBytes = Array("func".utf8)
  private static let enumBytes = Array("enum".utf8)
  private static let caseBytes = Array("case".utf8)
  private static let letBytes = Array("let".utf8)
  private static let varBytes = Array("var".utf8)
  private static let nilBytes = Array("nil".utf8)
  private static let selfBytes = Array("self".utf8)
  private static let parentBytes = Array("parent".utf8)
  private static let extensionBytes = Array("extension".utf8)
}
