import Testing

@testable import StringsKit

/// Findings (`DiagnosticRepeatsTests` has the diagnostics): dropping repeats among alike-sorting
/// findings gives what a set over the sorted list gives, also for long runs of findings that sort
/// alike but differ (same place, rule and message, another key), where a set takes over.
@Suite struct SortedWithoutRepeatsTests {
  @Test func matchesAFilterThroughASet() {
    var generator = SplitMix64(seed: 7)
    for round in 0..<300 {
      let runLength = round.isMultiple(of: 10) ? 40 : 4
      var findings: [LintFinding] = []
      for _ in 0..<Int(generator.next() % 120) {
        let line = Int(generator.next() % 3) + 1
        let position = SourcePosition(path: "p\(generator.next() % 2)", line: line, column: 1)
        let message = "m\(generator.next() % 2)"
        let key = "k\(generator.next() % UInt64(runLength))"
        findings.append(LintFinding(.warning(message, at: position), key: key))
      }
      var seen = Set<LintFinding>()
      let expected = findings.sorted { Diagnostic.printOrder($0.diagnostic, $1.diagnostic) }
        .filter { seen.insert($0).inserted }
      let actual = findings.sortedForPrinting()
      #expect(actual == expected, "round \(round)")
    }
  }
}
