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

/// The output depends on the keys, not on the order they are read in.
@Suite struct SymbolOutputOrderTests {
  @Test func shuffledTablesGiveTheSameFile() {
    let position = SourcePosition(path: "Localizable.strings", line: 1, column: 1)
    let keys = [
      "Done", "done", "Hello, %@!", "%@", "…", "a.b.c", "a.b", "a.d.e", "OK", "Ok", "x_y.z",
      "%1$@ of %2$lld", "Größe", "2 hours", "default", "strings.menu.settings",
    ]
    var generator = SplitMix64(seed: 42)
    for style in SymbolOptions.Style.allCases {
      let generator2 = SymbolGenerator(options: SymbolOptions(style: style))
      func file(_ keys: [String]) -> String {
        let entries = keys.map {
          SymbolEntry(
            key: $0, value: $0, arguments: SymbolTableReader.arguments(in: $0) { _ in nil },
            position: position)
        }
        return generator2.generate([
          SymbolTable(name: "Localizable", entries: entries),
          SymbolTable(name: "Other", entries: entries),
        ]).text
      }
      let expected = file(keys)
      for _ in 0..<20 {
        #expect(file(keys.shuffled(using: &generator)) == expected, "\(style)")
      }
    }
  }
}
