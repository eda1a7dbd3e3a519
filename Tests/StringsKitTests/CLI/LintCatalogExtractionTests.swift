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

  @Test func keysXcodeExtractsAreUsedInACatalog() throws {
    let folder = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(folder.path)/Sources", withIntermediateDirectories: true)
    try Data(Self.source.utf8).write(to: URL(fileURLWithPath: "\(folder.path)/Sources/View.swift"))
    try Data(
      #"{"sourceLanguage": "en", "strings": {"Hello": {}, "Save": {}, "Done": {}, "Old": {}}}"#
        .utf8
    ).write(to: URL(fileURLWithPath: "\(folder.path)/Localizable.xcstrings"))
    let run = CommandRunner.run(
      LintCommand.main, ["--sources", "Sources", "Localizable.xcstrings"], in: folder.path)
    let unused = run.standardError.split(separator: "\n").filter { $0.contains("[unused-key]") }
    #expect(unused.count == 1, "\(run.standardError)")
    #expect(unused.first?.contains("\"Old\" is not used in the sources") == true)
  }

  @Test func stringsTablesKeepGenstringsReading() throws {
    let folder = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(folder.path)/Sources", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: "\(folder.path)/en.lproj", withIntermediateDirectories: true)
    try Data((Self.source + "let d = NSLocalizedString(\"Old\", comment: \"\")\n").utf8).write(
      to: URL(fileURLWithPath: "\(folder.path)/Sources/View.swift"))
    try Data("\"Hello\" = \"Hello\";\n\"Old\" = \"Old\";\n".utf8).write(
      to: URL(fileURLWithPath: "\(folder.path)/en.lproj/Localizable.strings"))
    let run = CommandRunner.run(
      LintCommand.main, ["--sources", "Sources", "en.lproj"], in: folder.path)
    let unused = run.standardError.split(separator: "\n").filter { $0.contains("[unused-key]") }
    #expect(unused.count == 1, "\(run.standardError)")
    #expect(unused.first?.contains("\"Hello\" is not used in the sources") == true)
  }
  /// With the code and the tables in one folder, the catalog gets the sync's reading whether
  /// the walk reaches the code before the catalog or after it.
  @Test(arguments: ["App/View.swift", "Z/View.swift"])
  func aCatalogFoundWhileTheCodeIsReadGetsTheSyncsReading(_ file: String) throws {
    let folder = TemporaryDirectory()
    for sub in ["App", "Z", "M"] {
      try FileManager.default.createDirectory(
        atPath: "\(folder.path)/\(sub)", withIntermediateDirectories: true)
    }
    try Data(Self.source.utf8).write(to: URL(fileURLWithPath: "\(folder.path)/\(file)"))
    try Data(
      #"{"sourceLanguage": "en", "strings": {"Hello": {}, "Save": {}, "Done": {}, "Old": {}}}"#
        .utf8
    ).write(to: URL(fileURLWithPath: "\(folder.path)/M/Localizable.xcstrings"))
    for arguments in [["--sources", ".", "."], ["--sources", ".", "M"]] {
      let run = CommandRunner.run(LintCommand.main, arguments, in: folder.path)
      let unused = run.standardError.split(separator: "\n").filter { $0.contains("[unused-key]") }
      #expect(unused.count == 1, "\(arguments): \(run.standardError)")
      #expect(unused.first?.contains("\"Old\" is not used in the sources") == true)
    }
  }
}
