import Foundation
import StringsCLI
import Testing

/// strings-lint on inputs that are not `.strings` text at all: each gets a diagnostic that names
/// the file and a defined exit status, and nothing crashes or hangs.
@Suite struct LintBadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let status: StringsCLI.ExitStatus
    /// The start of the first diagnostic line.
    let diagnostic: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty", bytes: [], status: .findings, diagnostic: "bad.strings:1:1: error: "),
    Case(
      name: "only a UTF-8 BOM", bytes: [0xEF, 0xBB, 0xBF], status: .findings,
      diagnostic: "bad.strings:1:1: error: "),
    Case(
      name: "only a UTF-16 BOM", bytes: [0xFF, 0xFE], status: .findings,
      diagnostic: "bad.strings:1:1: error: "),
    Case(
      name: "binary garbage",
      bytes: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) },
      status: .findings, diagnostic: "bad.strings:"),
    Case(
      name: "100,000 nested braces", bytes: Array(repeating: UInt8(ascii: "{"), count: 100_000),
      status: .findings, diagnostic: "bad.strings:1:"),
    Case(
      name: "100,000 nested parentheses",
      bytes: Array("\"a\" = ".utf8) + Array(repeating: UInt8(ascii: "("), count: 100_000),
      status: .findings, diagnostic: "bad.strings:1:"),
  ]

  @Test(arguments: cases)
  func badFileGetsDiagnosticAndStatus(_ testCase: Case) throws {
    let work = TemporaryDirectory()
    try Data(testCase.bytes).write(to: URL(fileURLWithPath: "\(work.path)/bad.strings"))
    let output = CommandRunner.run(LintCommand.main, ["bad.strings"], in: work.path)
    #expect(output.status == testCase.status)
    #expect(output.standardError.hasPrefix(testCase.diagnostic), "\(output.standardError)")
  }

  @Test func directoryGivenToDumpIsAnError() throws {
    let work = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(work.path)/Folder.strings", withIntermediateDirectories: true)
    let output = CommandRunner.run(LintCommand.main, ["--dump", "Folder.strings"], in: work.path)
    #expect(output.status == .couldNotRun)
    #expect(
      output.standardError == "strings-lint: error: 'Folder.strings' is a directory, not a file\n")
  }

  /// Root can read any file whatever its mode, so an I/O error stands in for "unreadable":
  /// reading `/proc/self/mem` from offset 0 fails with EIO on Linux.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem")))
  func unreadableFileIsNamedWithTheReason() {
    let output = CommandRunner.run(
      LintCommand.main, ["--dump", "/proc/self/mem"], in: NSTemporaryDirectory())
    #expect(output.status == .couldNotRun)
    #expect(
      output.standardError
        == "strings-lint: error: cannot read '/proc/self/mem': input/output error\n")
  }

  @Test func missingPathIsAnError() {
    let output = CommandRunner.run(
      LintCommand.main, ["nowhere.strings"], in: NSTemporaryDirectory())
    #expect(output.status == .couldNotRun)
    #expect(output.standardError.contains("no such file or directory 'nowhere.strings'"))
  }

  /// A 50 MB table: checked in one piece, with its one planted error found at the end.
  @Test func fiftyMegabyteFile() throws {
    let work = TemporaryDirectory()
    var text = Data()
    let line = Data(
      "\"key.%07d\" = \"A value that is long enough to fill the file quickly.\";\n".utf8)
    var count = 0
    while text.count < 50_000_000 {
      text.append(Data(String(format: String(decoding: line, as: UTF8.self), count).utf8))
      count += 1
    }
    text.append(Data("\"last\" = \"no semicolon\"\n".utf8))
    try text.write(to: URL(fileURLWithPath: "\(work.path)/big.strings"))
    let output = CommandRunner.run(LintCommand.main, ["big.strings"], in: work.path)
    #expect(output.status == .findings)
    #expect(output.standardError.hasPrefix("big.strings:\(count + 1):"))
  }
}
