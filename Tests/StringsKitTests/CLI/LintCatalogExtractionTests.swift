import Foundation
import StringsCLI
import Testing

/// `strings-lint --sources` against String Catalogs reads the code as a catalog sync does, so
/// that a key the sync would extract is never called unused; `.strings` tables keep
/// genstrings' reading.
@Suite struct LintCatalogExtractionTests {
  static let source = """
    let a = Text("Hello")
    let b = Button("Save") {}
    let c = String(localized: "Done")

    """

  static let catalog =
    #"{"sourceLanguage": "en", "strings": {"Hello": {}, "Save": {}, "Done": {}, "Old": {}}}"#

  /// Writes `text` at `path` below `folder`, making the folders on the way.
  static func write(_ text: String, _ path: String, in folder: TemporaryDirectory) throws {
    let url = URL(fileURLWithPath: "\(folder.path)/\(path)")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The `[unused-key]` lines of a lint run with `arguments` in `folder`, and all it printed.
  static func unusedKeys(
    _ arguments: [String], in folder: TemporaryDirectory
  ) -> (lines: [Substring], output: String) {
    let run = CommandRunner.run(LintCommand.main, arguments, in: folder.path)
    let lines = run.standardError.split(separator: "\n").filter { $0.contains("[unused-key]") }
    return (lines, run.standardError)
  }

  @Test func keysXcodeExtractsAreUsedInACatalog() throws {
    let folder = TemporaryDirectory()
    try Self.write(Self.source, "Sources/View.swift", in: folder)
    try Self.write(Self.catalog, "Localizable.xcstrings", in: folder)
    let unused = Self.unusedKeys(["--sources", "Sources", "Localizable.xcstrings"], in: folder)
    #expect(unused.lines.count == 1, "\(unused.output)")
    #expect(unused.lines.first?.contains("\"Old\" is not used in the sources") == true)
  }

  @Test func stringsTablesKeepGenstringsReading() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      Self.source + "let d = NSLocalizedString(\"Old\", comment: \"\")\n", "Sources/View.swift",
      in: folder)
    try Self.write(
      "\"Hello\" = \"Hello\";\n\"Old\" = \"Old\";\n", "en.lproj/Localizable.strings", in: folder)
    let unused = Self.unusedKeys(["--sources", "Sources", "en.lproj"], in: folder)
    #expect(unused.lines.count == 1, "\(unused.output)")
    #expect(unused.lines.first?.contains("\"Hello\" is not used in the sources") == true)
  }

  /// With the code and the tables in one folder, the catalog gets the sync's reading whether
  /// the walk reaches the code before the catalog or after it.
  @Test(arguments: ["App/View.swift", "Z/View.swift"])
  func aCatalogBeforeOrAfterTheCodeGetsTheSyncsReading(_ file: String) throws {
    let folder = TemporaryDirectory()
    try Self.write(Self.source, file, in: folder)
    try Self.write(Self.catalog, "M/Localizable.xcstrings", in: folder)
    for arguments in [["--sources", ".", "."], ["--sources", ".", "M"]] {
      let unused = Self.unusedKeys(arguments, in: folder)
      #expect(unused.lines.count == 1, "\(arguments): \(unused.output)")
      #expect(unused.lines.first?.contains("\"Old\" is not used in the sources") == true)
    }
  }

  /// `--sources` naming the tables' own folder walks the tree once for both: the findings,
  /// the unused and the undefined keys among them, are those of the code read on its own.
  @Test func codeAndTablesInOneFolderLintAsWhenWalkedApart() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      "let a = NSLocalizedString(\"Hello\", comment: \"\")\n"
        + "let b = NSLocalizedString(\"Missing\", comment: \"\")\n", "Sources/View.swift",
      in: folder)
    try Self.write("let c = 1\n", "Sources/Empty.swift", in: folder)
    try Self.write(
      "\"Hello\" = \"Hello\";\n\"Old\" = \"Old\";\n", "en.lproj/Localizable.strings", in: folder)
    try Self.write("\"Hello\" = \"Hallo\";\n", "de.lproj/Localizable.strings", in: folder)
    let together = CommandRunner.run(LintCommand.main, ["--sources", ".", "."], in: folder.path)
    let apart = CommandRunner.run(LintCommand.main, ["--sources", "Sources", "."], in: folder.path)
    #expect(together.standardError.contains("\"Old\" is not used in the sources"), "\(together)")
    #expect(together.standardError.contains("[undefined-key]"), "\(together)")
    #expect(together.standardError == apart.standardError)
    #expect(together.status == apart.status)
  }
}
