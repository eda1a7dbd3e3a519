import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-merge --import-xliff` on Go Map!!'s real exports, end to end: the catalogs of
/// `src/iOS` at the export's commit, each language's `.xliff` imported with `--check`. Every
/// catalog `<file>` finds its catalog from its `original` and reports nothing added, changed or
/// refused, and no file would change; the storyboard and XIB `<file>`s are reported as not
/// tables (their catalogs are named after the storyboard, not by it). Skipped with a note when
/// `../shared/corpus/xliff` is absent.
@Suite struct XLIFFCorpusImportRunTests {
  @Test(arguments: ["ar", "de", "ja", "pt-BR", "zh-Hant-HK"])
  func goMapExportImportsWithNoChange(_ language: String) throws {
    guard let corpus = XLIFFCorpusTests.corpus else {
      print("note: ../shared/corpus/xliff is absent; skipped")
      return
    }
    let root = corpus.appendingPathComponent("gomap/src")
    let folder = try MergeHarness.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = root.appendingPathComponent("iOS")
    var catalogs: [String: Data] = [:]
    for url in Fixtures.files(below: source, suffix: ".xcstrings") {
      let relative = String(url.path.dropFirst(source.path.count + 1))
      catalogs[relative] = try Data(contentsOf: url)
    }
    #expect(catalogs.count == 15)
    try MergeHarness.write(catalogs, to: folder)
    let xliff = root.appendingPathComponent("xliff/\(language).xliff").path
    let (output, status) = MergeHarness.run(["--import-xliff", xliff, "--check", "."], in: folder)
    let reports = output.split(separator: "\n").filter { $0.contains(" unchanged, ") }
    #expect(reports.count == 6, "\(output)")
    for report in reports {
      #expect(report.contains(" 0 added, 0 changed, "), "\(report)")
      #expect(report.contains(" 0 skipped"), "\(report)")
    }
    #expect(!output.contains("would change"), "\(output)")
    #expect(!output.contains("error:"), "\(output)")
    // Storyboards and XIBs are reported and left alone: findings, not an error.
    #expect(status == .findings)
    #expect(output.contains("is not a .strings, .stringsdict or .xcstrings table"))
    #expect(MergeHarness.tree(folder) == catalogs, "a catalog changed")
  }
}
