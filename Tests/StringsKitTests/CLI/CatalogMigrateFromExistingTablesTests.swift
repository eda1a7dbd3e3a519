import Foundation
import StringsCLI
import Testing

/// `strings-merge --migrate-from-catalog` without `-o` writes beside the catalog, where the
/// project's own tables are: an existing table that differs is left as it is (exit status 2),
/// as `--migrate-to-catalog` leaves an existing catalog, unless `--force` or `-o` asks for it.
/// Before, the tracked table was replaced silently and lost its comments.
@Suite struct CatalogMigrateFromExistingTablesTests {
  static let fixture = Fixtures.url("cli/catalog-migrate-from")
  static let table = "Resources/de.lproj/Localizable.strings"
  static let own = Data("/* The team's own comment */\n\"Done\" = \"Fertig\";\n".utf8)

  /// The fixture's input with a German table of the project's own beside the catalog.
  func project() throws -> TemporaryDirectory {
    let work = TemporaryDirectory()
    try work.copyContents(of: Self.fixture.appendingPathComponent("input"))
    try FileManager.default.createDirectory(
      atPath: "\(work.path)/Resources/de.lproj", withIntermediateDirectories: true)
    try Self.own.write(to: URL(fileURLWithPath: "\(work.path)/\(Self.table)"))
    return work
  }

  func expected(_ path: String) throws -> Data {
    try Data(contentsOf: Self.fixture.appendingPathComponent("expected/\(path)"))
  }

  @Test func existingTableIsNotReplaced() throws {
    let work = try project()
    let run = CommandRunner.run(
      MergeCommand.main, ["--migrate-from-catalog", "Resources/Localizable.xcstrings"],
      in: work.path)
    #expect(run.status == .couldNotRun)
    #expect(
      run.standardError.hasSuffix(
        "strings-merge: error: \(Self.table): exists and differs; not replaced (--force "
          + "replaces it, -o DIR writes elsewhere)\n"))
    #expect(
      run.standardOutput == "Resources/Localizable.xcstrings: 5 languages, 6 files, 5 written\n")
    let files = work.snapshot()
    #expect(files[Self.table] == Self.own)
    // The tables that did not exist are written as usual.
    #expect(
      try files["Resources/en.lproj/Localizable.strings"]
        == expected(
          "Resources/en.lproj/Localizable.strings"))
    // --check and --dry-run refuse alike, without writing.
    for mode in ["--check", "--dry-run"] {
      let preview = CommandRunner.run(
        MergeCommand.main, [mode, "--migrate-from-catalog", "Resources/Localizable.xcstrings"],
        in: work.path)
      #expect(preview.status == .couldNotRun, "\(mode)")
      #expect(work.snapshot() == files, "\(mode)")
    }
  }

  @Test(arguments: [["--force"], ["-o", "Resources"]])
  func forceOrAnExplicitFolderReplacesIt(_ asked: [String]) throws {
    let work = try project()
    let run = CommandRunner.run(
      MergeCommand.main, ["--migrate-from-catalog", "Resources/Localizable.xcstrings"] + asked,
      in: work.path)
    #expect(run.status == .clean, "\(run.transcript)")
    #expect(work.snapshot()[Self.table] == (try expected(Self.table)))
  }

  @Test func forceIsOnlyForMigratingFromACatalog() throws {
    let work = try project()
    let run = CommandRunner.run(
      MergeCommand.main,
      ["--compile", "--force", "-o", "Build", "Resources/Localizable.xcstrings"],
      in: work.path)
    #expect(run.status == .couldNotRun)
    #expect(run.standardError.contains("--force"))
    let alone = CommandRunner.run(MergeCommand.main, ["--force"], in: work.path)
    #expect(alone.status == .couldNotRun)
  }
}
