import StringsKit
import Testing

/// `sortedForPrinting` drops exact repeats as a `Set` of the diagnostics would, also among
/// diagnostics that share position, rule and message but differ in severity or notes.
@Suite struct DiagnosticRepeatsTests {
  @Test func repeatsAreDroppedAsBySet() {
    var generator = SplitMix64(seed: 0xD1A6)
    for _ in 0..<300 {
      let diagnostics = (0..<Int(generator.next() % 12)).map { _ -> Diagnostic in
        let position =
          generator.next() % 4 == 0
          ? nil : SourcePosition(path: "f\(generator.next() % 2)", line: 1, column: 1)
        let notes: [Diagnostic.Note] = generator.next() % 3 == 0 ? [.init("n")] : []
        let rule: RuleID? = generator.next() % 2 == 0 ? "r" : nil
        let message = "m\(generator.next() % 2)"
        return generator.next() % 2 == 0
          ? .warning(message, at: position, rule: rule, notes: notes)
          : .error(message, at: position, rule: rule, notes: notes)
      }
      var seen = Set<Diagnostic>()
      let expected = diagnostics.sorted(by: Diagnostic.printOrder).filter {
        seen.insert($0).inserted
      }
      #expect(diagnostics.sortedForPrinting() == expected)
    }
  }
}
