import Foundation
import Testing

/// A few runs of the real binaries: the README's commands, exit statuses, and which stream
/// carries what. Everything else about the commands is tested in-process.
@Suite struct ExecutableSmokeTests {
  /// The README's strings-gen command, run in the sample app, writes exactly the committed
  /// English table.
  @Test func readmeGenCommandOnSampleApp() throws {
    let work = TemporaryDirectory()
    try work.copyContents(of: Fixtures.url("sample-app"))
    let result = try Executables.run(
      "strings-gen", ["--utf8", "--method", "localized", "-o", "Resources/en.lproj", "Sources"],
      in: work.path)
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "Sources/Model/Strings.swift:21:23: warning: Argument is not a literal string.\n")
    let table = try #require(
      FileManager.default.contents(atPath: "\(work.path)/Resources/en.lproj/Localizable.strings"))
    expectGolden(table, at: "sample-app/Resources/en.lproj/Localizable.strings")
  }

  /// genstrings' own default: UTF-16 little-endian with a byte order mark, from a file list on
  /// standard input (`find … | strings-gen -o en.lproj -`).
  @Test func genReadsFileListFromStandardInput() throws {
    let work = TemporaryDirectory()
    try work.copyContents(of: Fixtures.url("sample-app"))
    let result = try Executables.run(
      "strings-gen", ["-o", "out", "-"], in: work.path,
      input: Data("Sources/Model/Exercise.swift\n".utf8))
    #expect(result.status == 0)
    let table = try #require(
      FileManager.default.contents(atPath: "\(work.path)/out/Localizable.strings"))
    #expect(Array(table.prefix(4)) == [0xFF, 0xFE, 0x2F, 0x00])
    #expect(Array(table.suffix(6)) == [0x3B, 0x00, 0x0A, 0x00, 0x0A, 0x00])
  }

  @Test(arguments: ["strings-gen", "strings-lint", "strings-merge"])
  func usageErrorsGoToStandardErrorWithStatus2(tool: String) throws {
    let result = try Executables.run(tool, ["--no-such-option"], in: NSTemporaryDirectory())
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix("\(tool): error: unknown option '--no-such-option'"))
  }

  @Test(arguments: ["strings-gen", "strings-lint", "strings-merge"])
  func versionAndHelpGoToStandardOutput(tool: String) throws {
    let version = try Executables.run(tool, ["--version"], in: NSTemporaryDirectory())
    #expect(version.status == 0)
    #expect(String(decoding: version.standardOutput, as: UTF8.self).hasPrefix("\(tool) "))
    let help = try Executables.run(tool, ["--help"], in: NSTemporaryDirectory())
    #expect(help.status == 0)
    #expect(String(decoding: help.standardOutput, as: UTF8.self).hasPrefix("OVERVIEW: "))
  }

  @Test func lintExitStatuses() throws {
    let work = TemporaryDirectory()
    try Data("\"a\" = \"b\";\n".utf8).write(to: URL(fileURLWithPath: "\(work.path)/good.strings"))
    try Data("\"a\" = \"b\"\n".utf8).write(to: URL(fileURLWithPath: "\(work.path)/bad.strings"))
    #expect(try Executables.run("strings-lint", ["good.strings"], in: work.path).status == 0)
    let bad = try Executables.run("strings-lint", ["bad.strings"], in: work.path)
    #expect(bad.status == 1)
    #expect(
      bad.standardError.hasPrefix("bad.strings:1:10: error: missing ';' after the value of \"a\""))
    #expect(try Executables.run("strings-lint", ["missing.strings"], in: work.path).status == 2)
    #expect(try Executables.run("strings-lint", ["--dump", "."], in: work.path).status == 2)
  }
  /// `--dump` of a catalog writes its bytes to standard output as they were read, straight
  /// from the writer's buffer, and nothing else.
  @Test func catalogDumpIsTheCatalogByteForByte() throws {
    let catalog = Fixtures.url("git-merge/merged.xcstrings")
    let bytes = try Data(contentsOf: catalog)
    let result = try Executables.run(
      "strings-lint", ["--dump", catalog.path], in: NSTemporaryDirectory())
    #expect(result.status == 0)
    #expect(result.standardOutput == bytes)
    #expect(result.standardError.isEmpty)
  }
}
