import Foundation
import Testing

@testable import StringsKit

/// A rule that checks groups apart (``LintRule/checksGroupsApart``) is run by the linter on
/// ``LintInput/parts()`` side by side; its findings must be exactly those of one run over the
/// whole input once sorted for printing, or the report would change with the number of cores.
@Suite struct LinterPartsTests {
  /// Real tables with a reference language (the corpus's `fr` standing in as `en`), the
  /// corpus's `.stringsdict` files, and the shared catalogs.
  static func realInput() throws -> LintInput? {
    guard let corpus = Fixtures.sharedCorpus else { return nil }
    let files = try Fixtures.files(below: corpus, suffix: ".strings").map {
      StringsFileParser.parse(
        try [UInt8](Data(contentsOf: $0)),
        path: $0.path.replacingOccurrences(of: "/en.lproj/", with: "/en-x.lproj/")
          .replacingOccurrences(of: "/fr.lproj/", with: "/en.lproj/"))
    }
    let stringsdicts = try ["stringsdict"].compactMap(Fixtures.sharedCorpus).flatMap {
      Fixtures.files(below: $0, suffix: ".stringsdict")
    }.map { StringsdictParser.parse(try Data(contentsOf: $0), path: $0.path) }
    let catalogs = try Fixtures.readSharedCatalogs().map(\.catalog)
    return try LintInput(files: files, stringsdicts: stringsdicts, catalogs: catalogs)
  }

  @Test func partsGiveTheWholeInputsFindings() throws {
    guard let input = try Self.realInput() else {
      print("skipping: ../shared/corpus/strings is not there")
      return
    }
    input.buildLocalizedTables()
    let parts = input.parts()
    #expect(parts.count == input.groups.count + 1)
    let apart = RuleRegistry.all.filter { $0.checksGroupsApart }
    #expect(apart.count >= 6)
    var compared = 0
    for rule in apart.map({ $0.init() }) {
      let whole = rule.check(input).sortedForPrinting()
      let joined = parts.flatMap { rule.check($0) }.sortedForPrinting()
      // Compared as one value, so that a failure names the rule instead of printing thousands
      // of findings.
      let same =
        whole.map(\.diagnostic) == joined.map(\.diagnostic) && whole.map(\.key) == joined.map(\.key)
      #expect(same, "\(type(of: rule).description.id): \(whole.count) vs \(joined.count) findings")
      compared += whole.count
    }
    // The rules found something to compare in the corpus.
    #expect(compared > 100)
  }

  /// The same report, by rule and in print order, with the parts run side by side.
  @Test func linterReportIsTheSameAsRuleByRule() throws {
    guard let input = try Self.realInput() else {
      print("skipping: ../shared/corpus/strings is not there")
      return
    }
    let linter = Linter()
    var expected: [LintFinding] = []
    for rule in linter.rules {
      let id = type(of: rule).description.id
      expected += rule.check(input).map {
        var finding = $0
        finding.diagnostic.ruleID = id
        return finding
      }
    }
    expected.sortForPrinting()
    let same = linter.run(input).map(\.diagnostic) == expected.map(\.diagnostic)
    #expect(same, "\(expected.count) findings")
  }

  /// The findings left in their parts (``Linter/runInOrder(_:)``) are those of ``Linter/run(_:)``
  /// in the same order: as an array, one by one, counted, raised by `--strict`, and printed.
  @Test func findingsLeftInPartsReadAsTheMergedArray() throws {
    guard let input = try Self.realInput() else {
      print("skipping: ../shared/corpus/strings is not there")
      return
    }
    let linter = Linter(enable: ["untranslated"])
    let merged = linter.run(input)
    var ordered = linter.runInOrder(input)
    #expect(merged.count > 1_000)
    #expect(ordered.count == merged.count)
    #expect(ordered.array == merged)
    #expect(ordered.count > 0 && ordered[ordered.count / 2] == merged[merged.count / 2])
    let errors = merged.filter { $0.diagnostic.severity == .error }.count
    let warnings = merged.filter { $0.diagnostic.severity == .warning }.count
    #expect(warnings > 0)
    #expect(ordered.severityCounts == (errors, warnings))
    for range in [0..<merged.count, 7..<min(merged.count, 2_000), 0..<0] {
      #expect(
        ordered.textLines(range, toolName: "t")
          == LintFinding.textLines(merged, range, toolName: "t"))
    }
    ordered.raiseWarningsToErrors()
    #expect(ordered.severityCounts == (errors + warnings, 0))
    #expect(ordered.array.map(\.key) == merged.map(\.key))
    #expect(LintFindings(merged).array == merged)
    #expect(LintFindings([]).count == 0)
  }
}
