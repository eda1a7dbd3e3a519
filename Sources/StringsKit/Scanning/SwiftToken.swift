/// One lexeme of Swift source: a kind, the bytes it covers and where it starts.
///
/// Tokens are small values with no text of their own; ``SwiftLexer/text(of:)`` slices the
/// source when the text is needed. A string literal is a run of tokens rather than one token,
/// so that the code inside its interpolations is lexed like any other code:
///
///     "Hi \(name)!"
///     // stringOpen "\""  stringText "Hi "  interpolationOpen "\\("  identifier "name"
///     // interpolationClose ")"  stringText "!"  stringClose "\""
///
/// Concatenating the ranges of all tokens before ``Kind/endOfFile`` gives back the whole input,
/// each byte exactly once and in order.
public struct SwiftToken: Hashable, Sendable {
  /// What a token is. Whitespace, line breaks and comments are tokens too ("trivia").
  public enum Kind: UInt8, Hashable, Sendable, CaseIterable {
    /// A UTF-8 byte order mark at offset 0.
    case byteOrderMark
    /// Spaces, tabs, vertical tabs and form feeds.
    case whitespace
    /// One line break: `\n`, `\r\n` or `\r`.
    case newline
    /// `// …` up to, not including, the line break.
    case lineComment
    /// `/// …`, a documentation comment (but not `////`).
    case docLineComment
    /// `/* … */`, nesting as Swift's do.
    case blockComment
    /// `/** … */`, a documentation block comment.
    case docBlockComment
    /// A name or keyword, including `` `backticked` `` names and `$0`.
    case identifier
    /// `#if`, `#selector`, `#available` and the like.
    case poundKeyword
    /// An integer or floating-point literal (never interpreted).
    case number
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`, ….
    case stringOpen
    /// Literal text between delimiters and interpolations, escapes left as written.
    case stringText
    /// `\(` or, in a raw string, `\#(` with the literal's number of `#`.
    case interpolationOpen
    /// The `)` that ends an interpolation.
    case interpolationClose
    /// The closing delimiter of a string literal.
    case stringClose
    /// A regex literal: `/…/`, `#/…/#` (extended and multi-line forms included).
    case regex
    case leftParen
    case rightParen
    case leftBracket
    case rightBracket
    case leftBrace
    case rightBrace
    case comma
    case colon
    case semicolon
    /// A lone `.` (member access); runs such as `...` and `..<` are operators.
    case dot
    /// `@` before an attribute name.
    case at
    /// A lone `#` that starts nothing else, or `\` outside a string (key paths).
    case punctuation
    /// A run of operator characters such as `+`, `==`, `?`, `->`, `/`.
    case `operator`
    /// A byte that cannot start any Swift token; always carries an error.
    case unknown
    /// The end of the input: an empty range at the input's length. Always the last token.
    case endOfFile
  }

  /// Why a token is malformed. The lexer attaches the error and carries on.
  public enum LexError: UInt8, Hashable, Sendable, CustomStringConvertible {
    case unterminatedString
    case unterminatedInterpolation
    case unterminatedBlockComment
    case unterminatedRegex
    case unterminatedIdentifier
    case invalidEscape
    case multilineStringStart
    case unexpectedCharacter

    public var description: String {
      switch self {
      case .unterminatedString: "unterminated string literal"
      case .unterminatedInterpolation: "unterminated string interpolation"
      case .unterminatedBlockComment: "unterminated block comment"
      case .unterminatedRegex: "unterminated regex literal"
      case .unterminatedIdentifier: "unterminated backticked identifier"
      case .invalidEscape: "invalid escape sequence in literal"
      case .multilineStringStart: "multi-line string literal content must begin on a new line"
      case .unexpectedCharacter: "unexpected character"
      }
    }
  }

  public var kind: Kind
  /// Set when the token is malformed, or ends a construct that was left unterminated.
  public var error: LexError?
  // Offsets and positions are stored in 32 bits: tokens stay 20 bytes, which matters when a
  // large file yields millions of them. Swift sources beyond 2 GiB are not a concern.
  private var storedStart: Int32
  private var storedEnd: Int32
  private var storedLine: Int32
  private var storedColumn: Int32

  /// The first byte offset of the token in the input (UTF-8).
  public var start: Int { Int(storedStart) }
  /// The byte offset just past the token.
  public var end: Int { Int(storedEnd) }
  /// 1-based line of ``start``.
  public var line: Int { Int(storedLine) }
  /// 1-based UTF-8 byte column of ``start``.
  public var column: Int { Int(storedColumn) }

  public init(
    kind: Kind, start: Int, end: Int, line: Int, column: Int, error: LexError? = nil
  ) {
    self.kind = kind
    self.error = error
    storedStart = Int32(truncatingIfNeeded: start)
    storedEnd = Int32(truncatingIfNeeded: end)
    storedLine = Int32(truncatingIfNeeded: line)
    storedColumn = Int32(truncatingIfNeeded: column)
  }

  /// The bytes the token covers.
  public var range: Range<Int> { start..<end }

  /// Whitespace, line breaks and comments: what the extractor steps over.
  public var isTrivia: Bool {
    switch kind {
    case .byteOrderMark, .whitespace, .newline, .lineComment, .docLineComment, .blockComment,
      .docBlockComment:
      true
    default: false
    }
  }
}
