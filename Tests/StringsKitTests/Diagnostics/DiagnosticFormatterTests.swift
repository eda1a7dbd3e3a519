import StringsKit
import Testing

@Suite struct DiagnosticFormatterTests {
  @Test func textFormatPutsRuleLastAndNotesBelow() {
    let diagnostic = Diagnostic.warning(
      "missing translation for \"greeting\"",
      at: SourcePosition(path: "de.lproj/Localizable.strings", line: 1, column: 1),
      rule: "missing-key",
      notes: [
        .init(
          "\"greeting\" is defined here",
          at: .init(path: "en.lproj/Localizable.strings", line: 3, column: 1))
      ])
    #expect(
      DiagnosticFormatter.text(diagnostic)
        == """
        de.lproj/Localizable.strings:1:1: warning: missing translation for "greeting" [missing-key]
        en.lproj/Localizable.strings:3:1: note: "greeting" is defined here

        """)
  }

  @Test func sortingOrdersByPathLineColumnAndDropsRepeats() {
    let a = Diagnostic.error("x", at: .init(path: "b", line: 1, column: 1))
    let b = Diagnostic.error("y", at: .init(path: "a", line: 2, column: 1))
    let c = Diagnostic.error("z", at: .init(path: "a", line: 1, column: 9))
    #expect([a, b, c, a].sortedForPrinting() == [c, b, a])
  }
}
