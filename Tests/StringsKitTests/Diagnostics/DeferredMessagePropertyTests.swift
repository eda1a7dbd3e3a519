import Testing

@testable import StringsKit

/// A message that quotes a key is kept as the key and the rest until printed, a report is
/// written line by line in place, and the rules' findings are joined by moving: each against
/// the plain form it replaces.
@Suite struct DeferredMessagePropertyTests {
  /// Keys whose escapes fall anywhere in the eight-byte words the writer skips by.
  private static func randomKey(_ generator: inout SplitMix64) -> String {
    let pieces = [
      "a", "b", "\"", "\\", "\n", "\t", "\r", "\u{1}", "\u{1F}", "\u{7F}", "é", "e\u{301}",
      "😀", " ", "\u{0}", "%@", "longer.key.part",
    ]
    return (0..<Int(generator.next() % 24)).map { _ in
      pieces[Int(generator.next() % UInt64(pieces.count))]
    }.joined()
  }

  @Test func aQuotingMessageReadsAndPrintsAsThePlainOne() {
    var generator = SplitMix64(seed: 17)
    for round in 0..<400 {
      let key = Self.randomKey(&generator)
      let rest = round.isMultiple(of: 4) ? "" : " is not in the reference table 'fr.lproj/é'"
      let position = SourcePosition(path: "de.lproj/L.strings", line: round + 1, column: 1)
      let deferred = Diagnostic(.warning, quoting: key, then: rest, at: position)
      let plain = Diagnostic.warning(quoted(key) + rest, at: position)
      #expect(deferred.message.utf8.elementsEqual(plain.message.utf8), "round \(round)")
      #expect(deferred == plain && deferred.hashValue == plain.hashValue, "round \(round)")
      #expect(
        DiagnosticFormatter.text(deferred, toolName: "t").utf8.elementsEqual(
          DiagnosticFormatter.text(plain, toolName: "t").utf8), "round \(round)")
      var edited = deferred
      edited.message = "other"
      #expect(edited.message == "other" && edited != deferred)
    }
  }

  @Test func textLinesAreEachFindingsTextInOrder() {
    var generator = SplitMix64(seed: 23)
    for round in 0..<60 {
      let findings = (0..<Int(generator.next() % 40)).map { index in
        let key = Self.randomKey(&generator)
        let position: SourcePosition? =
          index % 7 == 3
          ? nil : SourcePosition(path: "p\(index % 3)/x.strings", line: index * 37, column: 1)
        var diagnostic =
          index.isMultiple(of: 2)
          ? Diagnostic(.error, quoting: key, then: " is stale", at: position)
          : Diagnostic.warning("plain \(index)", at: position, notes: [.init("see", at: position)])
        diagnostic.ruleID = index % 5 == 0 ? nil : "stale-key"
        return LintFinding(diagnostic, key: key)
      }
      let start = findings.isEmpty ? 0 : Int(generator.next() % UInt64(findings.count))
      let range = start..<findings.count
      let expected = range.map { DiagnosticFormatter.text(findings[$0].diagnostic, toolName: "t") }
        .joined()
      let lines = LintFinding.textLines(findings, range, toolName: "t")
      #expect(lines.elementsEqual(expected.utf8), "round \(round)")
      // Written in one pass into room for a guessed size: a guess too small for some finding
      // (or for the first) must give the same bytes, the rest measured and then written.
      for guess in [0, 1, 24, 60] {
        let guessed = LintFinding.textLines(findings, range, toolName: "t", guessing: guess)
        #expect(guessed.elementsEqual(expected.utf8), "round \(round), guessing \(guess)")
      }
    }
  }
}
