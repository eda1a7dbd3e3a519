import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-merge --import-xliff` on Go Map!!'s real exports, end to end: the catalogs of
/// `src/iOS` at the export's commit, each language's `.xliff` imported with `--check`. Every
/// catalog `<file>` finds its catalog from its `original` and reports nothing added, changed or
/// refused, and no file would change. The storyboard and XIB `<file>`s
/// (`DIR/Base.lproj/NAME.storyboard`) go to their catalogs, `DIR/mul.lproj/NAME.xcstrings`, the
/// same way. Skipped with a note when `../shared/corpus/xliff` is absent.
@Suite struct XLIFFCorpusImportRunTests {
  /// Every language of the corpus but the development language (`en`, which is the reference).
  static let languages = [
    "ar", "ars", "cs", "de", "el", "es", "et", "eu", "fi", "fr", "hr", "hu", "id", "it", "ja",
    "mr", "nb-NO", "nl", "nn", "oc", "pl", "pt", "pt-BR", "ru", "si", "ta", "tr", "tzm", "uk",
    "vi", "zh-Hans", "zh-Hant", "zh-Hant-HK",
  ]

  @Test(arguments: languages)
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
    // 6 catalogs, 8 storyboards and 1 XIB.
    #expect(reports.count == 15, "\(output)")
    for report in reports {
      #expect(report.contains(" 0 added, 0 changed, "), "\(report)")
      #expect(report.contains(" 0 skipped"), "\(report)")
    }
    #expect(!output.contains("would change"), "\(output)")
    #expect(!output.contains("error:"), "\(output)")
    #expect(status == .clean, "\(output)")
    #expect(MergeHarness.tree(folder) == catalogs, "a catalog changed")
  }
}
