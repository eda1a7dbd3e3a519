import Foundation
import StringsCLI
import Testing

/// `strings-gen --config .strings-lint.json` extracts with the configuration's extraction
/// settings, so one file makes `strings-gen` and `strings-lint --sources` find the same keys.
/// The sample app's keys need `--method localized`: without it in both, the lint reported the
/// generated table's keys as unused.
@Suite struct GenSharedConfigurationTests {
  func sampleApp(config: String) throws -> TemporaryDirectory {
    let work = TemporaryDirectory()
    try work.copyContents(of: Fixtures.url("sample-app"))
    try Data(config.utf8).write(to: URL(fileURLWithPath: "\(work.path)/.strings-lint.json"))
    try FileManager.default.removeItem(atPath: "\(work.path)/Resources/en.lproj")
    return work
  }

  @Test func genAndLintExtractAlikeFromOneConfiguration() throws {
    let work = try sampleApp(config: #"{"method": ["localized"]}"#)
    let gen = CommandRunner.run(
      GenCommand.main,
      ["--config", ".strings-lint.json", "--utf8", "-o", "Resources/en.lproj", "Sources"],
      in: work.path)
    #expect(gen.status == .clean)
    let committed = try Data(
      contentsOf: Fixtures.url("sample-app/Resources/en.lproj/Localizable.strings"))
    #expect(work.snapshot()["Resources/en.lproj/Localizable.strings"] == committed)
    let lint = CommandRunner.run(
      LintCommand.main, ["--sources", "Sources", "Resources"], in: work.path)
    #expect(!lint.standardError.contains("[unused-key]"), "\(lint.standardError)")
    #expect(!lint.standardError.contains("[undefined-key]"), "\(lint.standardError)")
  }

  @Test func withoutTheConfigurationTheMethodsKeysAreNotExtracted() throws {
    let work = try sampleApp(config: #"{"method": ["localized"]}"#)
    _ = CommandRunner.run(
      GenCommand.main, ["--utf8", "-o", "Resources/en.lproj", "Sources"], in: work.path)
    let table = try String(
      contentsOfFile: "\(work.path)/Resources/en.lproj/Localizable.strings", encoding: .utf8)
    #expect(!table.contains("\"close-button\""))
  }

  @Test func aBadConfigurationIsAUsageError() throws {
    let work = try sampleApp(config: #"{"methd": ["localized"]}"#)
    let gen = CommandRunner.run(
      GenCommand.main, ["--config", ".strings-lint.json", "-o", "out", "Sources"], in: work.path)
    #expect(gen.status == .couldNotRun)
    #expect(gen.standardError.contains("unknown key \"methd\""))
  }
}
