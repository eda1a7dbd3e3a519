import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-merge --dry-run` prints on standard output a diff that `patch -p1`, run from the
/// folder the paths are relative to, turns into exactly what the real run writes, for LF, CRLF
/// and CR files. UTF-16 files are shown as decoded text and say so.
@Suite struct MergeDryRunPatchTests {
  static let reference =
    "/* Title */\n\"title\" = \"Title\";\n\n/* Greeting */\n\"hello\" = \"Hello\";\n\n"
    + "/* New */\n\"new\" = \"New, with \\\"quotes\\\"\";\n\n\"bye\" = \"Bye\";\n"
  static let language =
    "/* Old title comment */\n\"title\" = \"Titel\";\n\n\"hello\" = \"Hallo\";\n\n"
    + "\"gone\" = \"Weg\";\n\n\"bye\" = \"Tschüss\";"

  /// `patch` from `PATH`; `nil` when it is not installed.
  static let patch: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("patch")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// A project below `tree/` in a fresh folder, every file with `lineEnding`.
  func project(lineEnding: String) throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    func text(_ text: String) -> Data {
      Data(text.replacingOccurrences(of: "\n", with: lineEnding).utf8)
    }
    try folder.write("tree/en.lproj/Localizable.strings", text(Self.reference))
    try folder.write("tree/de.lproj/Localizable.strings", text(Self.language))
    try folder.write("tree/fr.lproj/Localizable.strings", text("\"hello\" = \"Bonjour\";\n"))
    return folder
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func dryRunDiffPatchesToWhatTheRealRunWrites(lineEnding: String) throws {
    guard let patch = Self.patch else {
      print("patch is not installed; skipping the --dry-run patch test")
      return
    }
    let dry = try project(lineEnding: lineEnding)
    let real = try project(lineEnding: lineEnding)
    let before = dry.snapshot()
    let shown = CommandRunner.run(
      MergeCommand.main, ["--dry-run", "--prune", "tree"], in: dry.path)
    #expect(shown.status == .clean)
    #expect(dry.snapshot() == before, "--dry-run wrote a file")
    #expect(shown.standardOutput.hasPrefix("--- a/tree/"), "stdout is not only the diff")
    #expect(shown.standardError.contains("de: 1 added, 3 kept, 0 stale, 1 pruned"))
    let written = CommandRunner.run(MergeCommand.main, ["--prune", "tree"], in: real.path)
    #expect(written.status == .clean)
    #expect(real.snapshot() != before)

    let diffPath = try dry.write("changes.diff", Data(shown.standardOutput.utf8))
    let process = Process()
    process.executableURL = patch
    process.arguments = ["-p1", "--no-backup-if-mismatch", "-i", diffPath]
    process.currentDirectoryURL = URL(fileURLWithPath: dry.path)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "patch failed:\n\(log)")
    try FileManager.default.removeItem(atPath: diffPath)
    let patched = dry.snapshot()
    let expected = real.snapshot()
    #expect(patched.keys.sorted() == expected.keys.sorted())
    for (file, data) in expected {
      #expect(patched[file] == data, "\(file) differs after patch")
    }
  }

  @Test func utf16FilesAreShownAsDecodedTextAndSaySo() throws {
    let folder = try project(lineEnding: "\r\n")
    let encoding = StringsEncoding.utf16LittleEndian(bom: true)
    try folder.write(
      "tree/de.lproj/Localizable.strings",
      Data(encoding.byteOrderMark + encoding.encode("\"title\" = \"Titel\";\r\n")))
    let shown = CommandRunner.run(MergeCommand.main, ["--dry-run", "tree"], in: folder.path)
    #expect(
      shown.standardOutput.hasPrefix(
        "(tree/de.lproj/Localizable.strings is UTF-16LE with BOM: the diff below shows its "
          + "decoded text, not its bytes, and patch cannot apply it)\n"
          + "--- a/tree/de.lproj/Localizable.strings\n"))
    #expect(shown.standardOutput.contains("\n+\"hello\" = \"Hello\";\n"))
  }
}
