/// libFuzzer entry point for the Swift lexer.
///
/// Besides not crashing, the tokens must tile the input: each starts where the previous one
/// ended, none is empty except the final end-of-file token, which sits at the end of the input
/// and appears exactly once. So every byte lands in exactly one token, in order.
///
/// The extractors' own pass (`SignificantTokens`, which skips blanks and reads common tokens
/// on a fast path) must keep exactly the non-trivia tokens of the full lex.
///
/// Linear time is covered by the scaling tests in `Tests/StringsKitTests/Robustness/` (token
/// count is bounded here: at most one token per byte, plus end-of-file).
func swiftLexerFuzz(_ bytes: [UInt8]) {
  let tokens = SwiftLexer.tokenize(bytes)
  precondition(tokens.count <= bytes.count + 1, "more tokens than bytes")
  var offset = 0
  for (index, token) in tokens.enumerated() {
    precondition(token.start == offset, "token \(index) starts at \(token.start), not \(offset)")
    if token.kind == .endOfFile {
      precondition(index == tokens.count - 1, "end of file before the last token")
      precondition(token.start == bytes.count && token.end == bytes.count, "EOF not at the end")
    } else {
      precondition(token.end > token.start, "empty token \(token.kind) at \(token.start)")
    }
    offset = token.end
  }
  precondition(tokens.last?.kind == .endOfFile, "no end-of-file token")
  let significant = SignificantTokens(bytes: bytes, path: "fuzz.swift")
  precondition(
    significant.tokens == tokens.filter { !$0.isTrivia }, "significant tokens differ from the lex")
  precondition(
    significant.docComments == tokens.filter { $0.kind == .docLineComment },
    "doc comments differ from the lex")
}
