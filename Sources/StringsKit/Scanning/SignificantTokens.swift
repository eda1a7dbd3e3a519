/// A file's tokens with the trivia set aside: what the extractors match call shapes against.
///
/// The extractors look at code tokens only; the full token list stays available so that the
/// `///` comment above an enum case can still be found.
struct SignificantTokens {
  let bytes: [UInt8]
  let path: String
  /// Every token, trivia included, ending with the end-of-file token.
  let all: [SwiftToken]
  /// The non-trivia tokens, ending with the end-of-file token.
  let tokens: [SwiftToken]
  /// For each entry of ``tokens``, its index in ``all``.
  let allIndex: [Int]

  init(bytes: [UInt8], path: String) {
    self.bytes = bytes
    self.path = path
    let all = SwiftLexer.tokenize(bytes)
    var tokens: [SwiftToken] = []
    var allIndex: [Int] = []
    tokens.reserveCapacity(all.count / 2 + 1)
    allIndex.reserveCapacity(all.count / 2 + 1)
    for (index, token) in all.enumerated() where !token.isTrivia {
      tokens.append(token)
      allIndex.append(index)
    }
    self.all = all
    self.tokens = tokens
    self.allIndex = allIndex
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

  /// Whether `tokens[index]` is the identifier `name`.
  func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
    isIdentifier(
      index, Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)))
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
