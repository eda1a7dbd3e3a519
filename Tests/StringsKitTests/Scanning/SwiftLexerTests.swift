import Foundation
import Testing

@testable import StringsKit

@Suite struct SwiftLexerTests {
  /// Golden token dumps: `Fixtures/lexer/ok` cases lex without errors, `err` cases with at least
  /// one.
  @Test(arguments: Fixtures.cases(in: "lexer/ok", suffix: ".swift"))
  func okCase(_ name: String) throws {
    let tokens = try checkCase("lexer/ok/\(name)")
    let errors = tokens.filter { $0.error != nil }
    #expect(errors.isEmpty, "unexpected error tokens: \(errors)")
  }

  @Test(arguments: Fixtures.cases(in: "lexer/err", suffix: ".swift"))
  func errCase(_ name: String) throws {
    let tokens = try checkCase("lexer/err/\(name)")
    #expect(tokens.contains { $0.error != nil }, "expected at least one error token")
  }

  private func checkCase(_ base: String) throws -> [SwiftToken] {
    let data = try #require(
      FileManager.default.contents(atPath: Fixtures.url("\(base).swift").path))
    let bytes = [UInt8](data)
    let tokens = SwiftLexer.tokenize(bytes)
    expectInvariants(tokens, count: bytes.count)
    expectGolden(TokenDump.render(tokens, bytes: bytes), at: "\(base).tokens")
    return tokens
  }

  @Test func positionsAreOneBasedByteColumns() {
    let tokens = SwiftLexer.tokenize(Array("é x\r\ny\rz".utf8))
    let positions = tokens.filter { $0.kind == .identifier }.map { "\($0.line):\($0.column)" }
    #expect(positions == ["1:1", "1:4", "2:1", "3:1"])
  }

  /// The bit sets behind `isIdentifierStart` and `isIdentifierByte` against the ranges they
  /// stand for, for every byte.
  @Test func byteClassesMatchTheirRanges() {
    for value in 0...255 {
      let byte = UInt8(value)
      let letter =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      let start = letter || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
      let digit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      #expect(SwiftLexer.isIdentifierStart(byte) == start, "byte \(byte)")
      #expect(SwiftLexer.isIdentifierByte(byte) == (start || digit), "byte \(byte)")
    }
  }

  @Test func endOfFileRepeats() {
    var lexer = SwiftLexer(Array("a".utf8))
    _ = lexer.next()
    #expect(lexer.next().kind == .endOfFile)
    #expect(lexer.next().kind == .endOfFile)
  }

  // MARK: - Invariants

  /// Pseudo-random inputs made of Swift-ish fragments: the lexer terminates and keeps the
  /// token invariants on all of them.
  @Test func fuzzedInputsKeepInvariants() {
    let fragments = [
      "\"", "\"\"\"", "#", "##", "\\(", "\\#(", "\\", ")", "(", "/", "//", "/*", "*/", "*", "\n",
      "\r", "\r\n", " ", "\t", "`", "x", "NSLocalizedString", "1.5", ".", "..", "=", "+", "{",
      "}", "[", "]", ",", ":", "u{", "\\u{41}", "é", "'", "@", "#if", "return", "\u{FEFF}",
      "\u{0}",
    ]
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<4000 {
      let length = Int(generator.next() % 24)
      var text = ""
      for _ in 0..<length {
        text += fragments[Int(generator.next() % UInt64(fragments.count))]
      }
      let bytes = Array(text.utf8)
      expectInvariants(SwiftLexer.tokenize(bytes), count: bytes.count)
    }
  }

  @Test(arguments: [
    String(repeating: "(", count: 100_000),
    String(repeating: "\"\\(", count: 100_000),
    String(repeating: "/*", count: 100_000),
    String(repeating: "#\"\\#(", count: 50_000),
    String(repeating: "\"\"\"\n\\(", count: 50_000),
  ])
  func deepNestingFinishes(_ text: String) {
    let bytes = Array(text.utf8)
    let tokens = SwiftLexer.tokenize(bytes)
    expectInvariants(tokens, count: bytes.count)
  }
}

/// Every byte in exactly one token, in order; the end-of-file token last and only last.
func expectInvariants(
  _ tokens: [SwiftToken], count: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
  var offset = 0
  for (index, token) in tokens.enumerated() {
    if token.kind == .endOfFile {
      #expect(index == tokens.count - 1, "EOF before the end", sourceLocation: sourceLocation)
      #expect(token.range == count..<count, sourceLocation: sourceLocation)
      break
    }
    guard token.start == offset, token.end > token.start else {
      Issue.record(
        "token \(index) \(token.kind) covers \(token.range), expected to start at \(offset)",
        sourceLocation: sourceLocation)
      return
    }
    offset = token.end
  }
  #expect(
    offset == count, "tokens cover \(offset) of \(count) bytes", sourceLocation: sourceLocation)
  #expect(tokens.last?.kind == .endOfFile, sourceLocation: sourceLocation)
}
