import Foundation
import StringsCLI
import Testing

/// What the catalog tasks write passes `strings-lint` with no error: the catalog a migration
/// writes (its warnings are the ones its `.lproj` sources already had: keys a translation
/// lacks), and the `.lproj` tables a compile writes (its warnings are the keys left to fall
/// back). The reports are goldens, so a new finding shows up in review.
@Suite struct CatalogOutputLintTests {
  @Test func migratedCatalogLintsAsItsSources() throws {
    let work = TemporaryDirectory()
    try work.copyContents(of: Fixtures.url("cli/catalog-migrate-to/input"))
    let migrate = CommandRunner.run(
      MergeCommand.main, ["--migrate-to-catalog", "."], in: work.path)
    #expect(migrate.status == .clean)
    // The catalog on its own: beside its .lproj sources it would draw shadowed-table.
    let alone = TemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: "\(work.path)/Resources/Localizable.xcstrings",
      toPath: "\(alone.path)/Localizable.xcstrings")
    let lint = CommandRunner.run(LintCommand.main, ["Localizable.xcstrings"], in: alone.path)
    #expect(lint.status == .clean)
    expectGolden(lint.transcript, at: "cli/catalog-migrate-to/lint-of-catalog.txt")
    let sources = CommandRunner.run(LintCommand.main, ["Resources"], in: work.path)
    expectGolden(sources.transcript, at: "cli/catalog-migrate-to/lint-of-sources.txt")
  }

  @Test func compiledTablesLintWithoutErrors() throws {
    let work = TemporaryDirectory()
    try work.copyContents(of: Fixtures.url("cli/catalog-compile/input"))
    let compile = CommandRunner.run(
      MergeCommand.main, ["--compile", "Resources/Localizable.xcstrings", "-o", "Build"],
      in: work.path)
    #expect(compile.status == .clean)
    let lint = CommandRunner.run(LintCommand.main, ["Build"], in: work.path)
    #expect(lint.status == .clean)
    expectGolden(lint.transcript, at: "cli/catalog-compile/lint-of-output.txt")
  }
}
