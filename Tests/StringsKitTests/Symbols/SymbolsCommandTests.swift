import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-gen --symbols`: the file written once and left alone while the tables are
/// unchanged, `--check`, the options, and the usage errors.
@Suite struct SymbolsCommandTests {
  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  static func modificationDate(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
  }

  @Test func writesOnlyWhenTheOutputChanges() throws {
    let folder = TemporaryDirectory()
    let table = "\(folder.path)/Resources/en.lproj/Localizable.strings"
    try Self.write("/* Greeting */\n\"Hello, %@!\" = \"Hello, %@!\";\n", to: table)
    let arguments = ["--symbols", "Strings.swift", "--symbols-style", "string", "Resources"]
    let first = CommandRunner.run(GenCommand.main, arguments, in: folder.path)
    #expect(first.status == .clean, "\(first.standardError)")
    let output = "\(folder.path)/Strings.swift"
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("static func hello(_ arg1: String) -> String {"))
    #expect(text.contains("/// Greeting\n"))

    // Unchanged tables: the file is not written again, and --check agrees.
    let before = try Self.modificationDate(output)
    Thread.sleep(forTimeInterval: 0.05)
    #expect(CommandRunner.run(GenCommand.main, arguments, in: folder.path).status == .clean)
    #expect(try Self.modificationDate(output) == before)
    #expect(
      CommandRunner.run(GenCommand.main, arguments + ["--check"], in: folder.path).status
        == .clean)

    // A new key: --check reports it and writes nothing; a run writes it.
    try Self.write("\"Hello, %@!\" = \"Hello, %@!\";\n\"Done\" = \"Done\";\n", to: table)
    let check = CommandRunner.run(GenCommand.main, arguments + ["--check"], in: folder.path)
    #expect(check.status == .findings)
    #expect(check.standardError == "Strings.swift: would change\n")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == text)
    #expect(CommandRunner.run(GenCommand.main, arguments, in: folder.path).status == .clean)
    #expect(try String(contentsOfFile: output, encoding: .utf8).contains("static var done"))
  }

  @Test func accessBundleAndCollisions() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      "\"OK\" = \"OK\";\n\"Ok\" = \"Ok\";\n", to: "\(folder.path)/R/en.lproj/Alerts.strings")
    let result = CommandRunner.run(
      GenCommand.main,
      ["--symbols", "S.swift", "--access", "public", "--bundle", "module", "R"], in: folder.path)
    #expect(result.status == .clean)
    #expect(
      result.standardError
        == "R/en.lproj/Alerts.strings:2:1: warning: key \"Ok\" gives the symbol 'ok', as \"OK\" "
        + "does: rename one of the keys, or remove the one no longer used; generated as 'ok_2'\n")
    let text = try String(contentsOfFile: "\(folder.path)/S.swift", encoding: .utf8)
    #expect(text.contains("  public enum Alerts {\n"))
    #expect(text.contains("    public static var ok_2: LocalizedStringResource {\n"))
    #expect(text.contains("bundle: .atURL(Bundle.module.bundleURL)"))
  }

  @Test(arguments: [
    (["--symbols", "S.txt", "R"], "invalid value 'S.txt' for '--symbols': name a .swift file"),
    (["--symbols", "S.swift"], "missing tables"),
    (["--symbols", "S.swift", "--symbols-style", "swiftgen", "R"], "expected resource"),
    (["--symbols", "S.swift", "--access", "open", "R"], "expected internal, package or public"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let folder = TemporaryDirectory()
    let result = CommandRunner.run(GenCommand.main, arguments, in: folder.path)
    #expect(result.status == .couldNotRun)
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/S.swift"))
  }
}
