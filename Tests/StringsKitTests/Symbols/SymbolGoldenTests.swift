import Foundation
import Testing

@testable import StringsKit

/// Each style's output for the sample app and for real catalogs, as golden files under
/// `Fixtures/symbols/<case>/`: `<style>.swift` and the warnings in `<style>.warnings`.
@Suite struct SymbolGoldenTests {
  static let styles = SymbolOptions.Style.allCases

  /// The generated file and its warnings for the tables below `folder`, paths shown from
  /// `shownFrom`.
  static func generate(_ folder: URL, shownFrom base: URL, style: SymbolOptions.Style) -> (
    text: String, warnings: String
  ) {
    let display = DisplayPath(workingDirectory: base.path)
    let finder = FileFinder(
      paths: [folder.path], suffixes: SymbolTableReader.suffixes, display: display)
    let read = SymbolTableReader.read(files: finder.files, display: display)
    let file = SymbolGenerator(options: SymbolOptions(style: style)).generate(read.tables)
    let warnings = (read.diagnostics + file.diagnostics).map {
      DiagnosticFormatter.text($0, toolName: "strings-gen")
    }.joined()
    return (file.text, warnings)
  }

  static func expect(_ folder: URL, base: URL, name: String) {
    for style in styles {
      let (text, warnings) = generate(folder, shownFrom: base, style: style)
      expectGolden(text, at: "symbols/\(name)/\(style.rawValue).swift")
      expectGolden(warnings, at: "symbols/\(name)/\(style.rawValue).warnings")
    }
  }

  @Test func sampleApp() {
    let app = Fixtures.url("sample-app")
    Self.expect(app.appendingPathComponent("Resources"), base: app, name: "sample-app")
  }

  @Test func linearMouse() {
    guard let corpus = Fixtures.sharedCorpus("xcstrings/linearmouse") else {
      print("skipping: ../shared/corpus/xcstrings/linearmouse is not there")
      return
    }
    Self.expect(corpus, base: corpus, name: "linearmouse")
  }

  @Test func cotEditor() {
    guard let corpus = Fixtures.sharedCorpus("xcstrings/coteditor") else {
      print("skipping: ../shared/corpus/xcstrings/coteditor is not there")
      return
    }
    Self.expect(corpus, base: corpus, name: "coteditor")
  }
}
