import Foundation
import Testing

@testable import StringsKit

/// A rule's batches of findings about many keys of one file (``KeyFindings``, `stale-key`'s),
/// left unmade until printed, read exactly as the findings made one by one: in the merged
/// order among other rules' findings, counted, raised by `--strict`, and printed, including
/// lines past the report's guessed room and notes about lookalike keys.
@Suite struct KeyFindingsTests {
  /// `en` and `de` tables where `de` holds keys `en` lacks in its `.strings` file (one far
  /// longer than a report's guessed line, one spelled as a reference key decomposed) and in its
  /// `.stringsdict` file, beside findings of other rules in the same files.
  static func input() throws -> LintInput {
    let long = String(repeating: "very long key ", count: 40)
    let en = """
      "caf\u{E9}" = "Caf\u{E9}";
      "kept" = "Kept %@";
      "empty" = "Empty";

      """
    let de = """
      "old" = "Alt";
      "cafe\u{301}" = "Caf\u{E9}";
      "kept" = "Behalten %d";
      "\(long)" = "Lang";
      "empty" = "";
      "gone \\"quoted\\"" = "Weg";

      """
    let plurals = StringsdictExamples.file(
      StringsdictExamples.plural("%d old files", [("one", "%d Datei"), ("other", "%d Dateien")]),
      StringsdictExamples.plural("%d gone", [("one", "%d weg"), ("other", "%d weg")]))
    return try LintInput(
      files: [
        StringsFileParser.parse(Array(en.utf8), path: "App/en.lproj/Localizable.strings"),
        StringsFileParser.parse(Array(de.utf8), path: "App/de.lproj/Localizable.strings"),
      ],
      stringsdicts: [
        StringsdictParser.parse(Data(plurals.utf8), path: "App/de.lproj/Localizable.stringsdict")
      ])
  }

  @Test func batchesReadAsTheFindingsMadeOneByOne() throws {
    let linter = Linter()
    let made = linter.run(try Self.input())
    var kept = linter.runInOrder(try Self.input())
    let stale = made.filter { $0.diagnostic.ruleID == "stale-key" }
    // Both files' keys, the lookalike's note, and findings of other rules among them.
    #expect(stale.count == 6)
    #expect(stale.contains { $0.path.hasSuffix(".stringsdict") })
    #expect(stale.contains { !$0.diagnostic.notes.isEmpty })
    #expect(made.contains { $0.diagnostic.ruleID != "stale-key" })
    #expect(kept.array == made)
    #expect(kept.count == made.count)
    for index in made.indices { #expect(kept[index] == made[index]) }
    for range in [0..<made.count, 1..<3, 2..<made.count, 0..<0] {
      let text = kept.textLines(range, toolName: "t")
      #expect(text == LintFinding.textLines(made, range, toolName: "t"))
      // Each finding's lines as the formatter writes its diagnostic.
      #expect(
        String(decoding: text, as: UTF8.self)
          == made[range].map { DiagnosticFormatter.text($0.diagnostic, toolName: "t") }.joined())
    }
    let warnings = made.filter { $0.diagnostic.severity == .warning }.count
    let errors = made.filter { $0.diagnostic.severity == .error }.count
    #expect(kept.severityCounts == (errors, warnings))
    kept.raiseWarningsToErrors()
    #expect(kept.severityCounts == (errors + warnings, 0))
    #expect(kept.array.allSatisfy { $0.diagnostic.severity != .warning })
  }

  /// A batch is in print order only when its keys are of one file at rising positions; the
  /// linter makes any other into findings and sorts them.
  @Test func printOrderOfABatch() throws {
    let input = try Self.input()
    input.buildLocalizedTables()
    let table = try #require(
      input.groups.flatMap { $0.localizedComparisons }.first?.translation)
    let template = LintFinding(Diagnostic(.warning, quoting: "", then: " x", at: nil), key: nil)
    func batch(_ positions: [Int]) -> KeyFindings {
      KeyFindings(table: table, positions: positions, template: template, notes: [:])
    }
    let strings = table.stringsEntryCount
    #expect(strings == 6)
    #expect(batch([0, 1, 3]).isStrictlyInPrintOrder)
    #expect(batch([strings, strings + 1]).isStrictlyInPrintOrder)
    #expect(!batch([1, 0]).isStrictlyInPrintOrder)
    #expect(!batch([0, 0]).isStrictlyInPrintOrder)
    // Two files in one batch.
    #expect(!batch([0, strings]).isStrictlyInPrintOrder)
    #expect(batch([]).isStrictlyInPrintOrder)
    #expect(batch([strings]).path.hasSuffix(".stringsdict"))
    #expect(batch([2]).finding(at: 0).key == "kept")
  }
}
