import Testing

@testable import StringsKit

/// The byte-writing formatter and the ranked-key sort against the plain definitions they
/// replace: string interpolation of each part, and a sort by ``Diagnostic/printOrder(_:_:)``
/// followed by a filter through a set.
@Suite struct PrintOrderPropertyTests {
  /// Paths that sort in every way: prefixes, case, non-ASCII, and `é` spelled two ways (which
  /// compare equal, so they share a place in the order).
  private static let paths = [
    "a.lproj/L.strings", "a.lproj/L.strings2", "B.lproj/L.strings", "caf\u{E9}/x.strings",
    "cafe\u{301}/x.strings", "z", "",
  ]
  private static let rules: [RuleID?] = [nil, "stale-key", "missing-key", "a", "Z"]
  private static let messages = ["m", "M", "\"k\" is stale", "n\u{E9}", "ne\u{301}", ""]

  private static func randomDiagnostic(_ generator: inout SplitMix64) -> Diagnostic {
    func pick<T>(_ values: [T]) -> T { values[Int(generator.next() % UInt64(values.count))] }
    let position =
      generator.next() % 8 == 0
      ? nil
      : SourcePosition(
        path: pick(paths), line: Int(generator.next() % 3) * 9 + 1,
        column: Int(generator.next() % 2) * 99 + 1)
    var notes: [Diagnostic.Note] = []
    if generator.next() % 4 == 0 {
      notes.append(
        .init(
          pick(messages),
          at: generator.next() % 2 == 0
            ? nil : SourcePosition(path: pick(paths), line: 1_000_000, column: 10)))
    }
    let severity: Diagnostic.Severity = pick([.note, .warning, .error])
    return Diagnostic(severity, pick(messages), at: position, rule: pick(rules), notes: notes)
  }

  /// What the formatter wrote before it wrote bytes.
  private static func interpolated(_ diagnostic: Diagnostic, toolName: String?) -> String {
    var line = ""
    if let position = diagnostic.position {
      line += "\(position): "
    } else if let toolName {
      line += "\(toolName): "
    }
    line += "\(diagnostic.severity): \(diagnostic.message)"
    if let rule = diagnostic.ruleID { line += " [\(rule)]" }
    line += "\n"
    for note in diagnostic.notes {
      if let position = note.position { line += "\(position): " }
      line += "note: \(note.message)\n"
    }
    return line
  }

  @Test func formatterWritesWhatInterpolationWrote() {
    var generator = SplitMix64(seed: 11)
    for round in 0..<500 {
      let diagnostic = Self.randomDiagnostic(&generator)
      let toolName: String? = round.isMultiple(of: 2) ? "strings-lint" : nil
      #expect(
        DiagnosticFormatter.text(diagnostic, toolName: toolName)
          == Self.interpolated(diagnostic, toolName: toolName), "round \(round)")
    }
  }

  @Test(arguments: [0, 1, 9, 10, 99, 100, 12_345, Int.max, -1, Int.min])
  func decimalDigitsAreInterpolations(_ value: Int) {
    var bytes: [UInt8] = []
    DiagnosticFormatter.appendDecimal(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\(value)")
  }

  @Test func sortMatchesPrintOrderThenASet() {
    var generator = SplitMix64(seed: 5)
    for round in 0..<300 {
      let diagnostics = (0..<Int(generator.next() % 80)).map { _ in
        Self.randomDiagnostic(&generator)
      }
      var seen = Set<Diagnostic>()
      let expected = diagnostics.sorted(by: Diagnostic.printOrder).filter {
        seen.insert($0).inserted
      }
      #expect(diagnostics.sortedForPrinting() == expected, "round \(round)")
      let findings = diagnostics.map { LintFinding($0, key: "k") }
      #expect(findings.sortedForPrinting().map(\.diagnostic) == expected, "round \(round)")
    }
  }

  @Test func quotedMatchesTheWritersEscapes() {
    var generator = SplitMix64(seed: 3)
    let pieces = [
      "a", "\"", "\\", "\n", "\t", "\r", "\u{1}", "\u{1F}", "\u{7F}", "é", "e\u{301}",
      "😀", " ", "\u{0}", "U", "%@",
    ]
    for round in 0..<500 {
      let text = (0..<Int(generator.next() % 12)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      let tail = round.isMultiple(of: 3) ? "" : " is not in 'caf\u{E9}.strings'"
      let expected = "\"" + StringsFileWriter.escaped(text) + "\"" + tail
      let actual = quoted(text, then: tail)
      #expect(actual.utf8.elementsEqual(expected.utf8), "round \(round): \(text.debugDescription)")
      #expect(quoted(text).utf8.elementsEqual(("\"" + StringsFileWriter.escaped(text) + "\"").utf8))
    }
  }
}
