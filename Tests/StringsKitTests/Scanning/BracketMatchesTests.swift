import Testing

@testable import StringsKit

/// `BracketMatches` finds closes on demand and remembers them; its answers must be those of one
/// pass with a stack over every token (the table it replaced), whatever the openings asked for
/// and in whatever order.
@Suite struct BracketMatchesTests {
  static let pieces: [String] = [
    "f(", ")", "[", "]", "{", "}", "\"s\"", "\"a \\(x) b\"", "\"\\(", "#\"r\"#",
    "\"\"\"\nm\n\"\"\"", "\"", ", ", "x", "NSLocalizedString(\"k\", comment: \"c\")", "\n",
    "//c\n", "/*(*/",
  ]

  /// The close of every opening by one pass with a stack: any closing token closes the innermost
  /// opening still open; `nil` when never closed.
  static func oracle(_ tokens: [SwiftToken]) -> [Int?] {
    var closes = [Int?](repeating: nil, count: tokens.count)
    var open: [Int] = []
    for (index, token) in tokens.enumerated() {
      if BracketMatches.opens(token.kind) {
        open.append(index)
      } else if BracketMatches.closes(token.kind), let top = open.popLast() {
        closes[top] = index
      }
    }
    return closes
  }

  static func soup(_ generator: inout SplitMix64) -> [SwiftToken] {
    let text = (0..<Int(generator.next() % 30)).map { _ in
      pieces[Int(generator.next() % UInt64(pieces.count))]
    }.joined()
    return SignificantTokens(bytes: Array(text.utf8), path: "B.swift").tokens
  }

  /// Openings asked for in source order, as the extractor does, each followed by the openings
  /// directly inside it (as the argument walk does), and in random order: the same answers.
  @Test func agreesWithOnePassStack() {
    var generator = SplitMix64(seed: 0xB4AC_E75)
    var checked = 0
    for round in 0..<3_000 {
      let tokens = Self.soup(&generator)
      let expected = Self.oracle(tokens)
      let openings = tokens.indices.filter { BracketMatches.opens(tokens[$0].kind) }
      var order = openings
      if round % 3 == 2 { order.shuffle(using: &generator) }
      let matches = BracketMatches(tokenCount: tokens.count)
      tokens.withUnsafeBufferPointer { buffer in
        for index in order where round % 3 != 1 || generator.next() % 2 == 0 {
          let close = matches.close(of: index, in: buffer)
          #expect(close == expected[index], "\(tokens.map(\.kind)) at \(index)")
          checked += 1
          guard let close else { continue }
          var inner = index + 1
          while inner < close {
            if BracketMatches.opens(tokens[inner].kind) {
              let innerClose = matches.close(of: inner, in: buffer)
              #expect(innerClose == expected[inner], "\(tokens.map(\.kind)) at \(inner)")
              guard let innerClose else { break }
              inner = innerClose
            }
            inner += 1
          }
        }
      }
    }
    #expect(checked > 10_000)
  }

  /// Calls nested in one another and calls never closed: the first walk records what the
  /// later calls ask for.
  @Test(arguments: [
    "NSLocalizedString(NSLocalizedString(NSLocalizedString(\"k\")))",
    "f(\"k\", g(", "f(f(f(f(\"\\(", "(\"a\", [1, {2}], \"b\")",
  ])
  func answersNestedAndUnclosedCalls(_ source: String) {
    let tokens = SignificantTokens(bytes: Array(source.utf8), path: "B.swift").tokens
    let expected = Self.oracle(tokens)
    let matches = BracketMatches(tokenCount: tokens.count)
    tokens.withUnsafeBufferPointer { buffer in
      for index in tokens.indices where BracketMatches.opens(tokens[index].kind) {
        #expect(matches.close(of: index, in: buffer) == expected[index], "\(index)")
      }
    }
  }
}
