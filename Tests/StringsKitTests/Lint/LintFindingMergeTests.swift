import Testing

@testable import StringsKit

/// Merging parts sorted one by one must print exactly what sorting them joined prints.
struct LintFindingMergeTests {
  /// Random findings in a few files, lines, rules and messages, with repeats inside a part and
  /// across parts, findings that sort alike without being equal (another key or note), no
  /// position, and canonically equivalent paths.
  @Test func mergingSortedPartsIsSortingThemJoined() {
    var generator = SplitMix64(seed: 0x3E26)
    let paths = [
      "a/de.lproj/A.strings", "a/de.lproj/B.strings", "a/fr.lproj/A.strings", "caf\u{E9}",
      "cafe\u{301}",
    ]
    let rules: [RuleID?] = [nil, "stale-key", "missing-key"]
    for round in 0..<400 {
      func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
      var parts = (0..<pick(14)).map { _ in
        (0..<pick(30)).map { _ -> LintFinding in
          let position =
            pick(8) == 0
            ? nil : SourcePosition(path: paths[pick(paths.count)], line: 1 + pick(3), column: 1)
          var diagnostic =
            pick(2) == 0
            ? Diagnostic(.warning, quoting: "k\(pick(3))", then: " x", at: position)
            : Diagnostic(.warning, "\"k\(pick(3))\" x", at: position)
          diagnostic.ruleID = rules[pick(rules.count)]
          if pick(4) == 0 { diagnostic.notes = [Diagnostic.Note("n\(pick(2))")] }
          return LintFinding(diagnostic, key: pick(3) == 0 ? nil : "k\(pick(2))")
        }
      }
      var expected = parts.flatMap { $0 }
      expected.sortForPrinting()
      for index in parts.indices { parts[index].sortForPrinting() }
      let merged = LintFinding.mergedInPrintOrder(&parts)
      #expect(merged == expected, "round \(round)")
      #expect(parts.isEmpty)
    }
  }

  /// A long run of findings alike from several parts, most of them repeats: each kept once.
  @Test func longAlikeRunsKeepEachFindingOnce() {
    let position = SourcePosition(path: "p", line: 1, column: 1)
    var parts = (0..<3).map { part in
      (0..<200).map { index in
        LintFinding(Diagnostic(.warning, "same", at: position), key: "k\((index + part) % 50)")
      }
    }
    var expected = parts.flatMap { $0 }
    expected.sortForPrinting()
    for index in parts.indices { parts[index].sortForPrinting() }
    #expect(LintFinding.mergedInPrintOrder(&parts) == expected)
    #expect(expected.count == 50)
  }

  /// Findings in print order are left as they are (checked, not sorted); one repeat or one swap
  /// away from it, they are still sorted and the repeat dropped.
  @Test func findingsInPrintOrderAreKeptAndOthersSorted() {
    var generator = SplitMix64(seed: 0x50F7)
    let paths = ["a", "b", "caf\u{E9}", "cafe\u{301}"]
    for round in 0..<300 {
      func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
      var sorted = (0..<(2 + pick(40))).map { _ in
        LintFinding(
          Diagnostic(
            .warning, quoting: "k\(pick(4))", then: " x",
            at: SourcePosition(path: paths[pick(paths.count)], line: 1 + pick(4), column: 1)),
          key: "k\(pick(2))")
      }
      sorted.sortForPrinting()
      var again = sorted
      again.sortForPrinting()
      #expect(again == sorted, "round \(round)")
      let at = pick(sorted.count)
      var repeated = sorted
      repeated.insert(sorted[at], at: at + 1)
      repeated.sortForPrinting()
      #expect(repeated == sorted, "round \(round)")
      // Swapped only where the two do not sort alike: the sort keeps alike findings' order.
      if at + 1 < sorted.count
        && Diagnostic.printOrder(sorted[at].diagnostic, sorted[at + 1].diagnostic)
      {
        var swapped = sorted
        swapped.swapAt(at, at + 1)
        swapped.sortForPrinting()
        #expect(swapped == sorted, "round \(round)")
      }
    }
  }
}
