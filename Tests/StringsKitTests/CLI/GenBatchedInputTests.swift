import Foundation
import StringsCLI
import StringsKit
import Testing

/// The README's ways in give every source to one run; `xargs` splits a long list into batches
/// and each batch replaces the table. The recommended forms keep every key of a list longer
/// than a batch, and a run whose sources are named file by file and that drops keys says so.
@Suite struct GenBatchedInputTests {
  static let fileCount = 40

  /// `Sources/F<n>.swift`, each with its own key `key.<n>`.
  func project() throws -> TemporaryDirectory {
    let work = TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(work.path)/Sources", withIntermediateDirectories: true)
    for n in 0..<Self.fileCount {
      try Data("let s = NSLocalizedString(\"key.\(n)\", comment: \"C\")\n".utf8).write(
        to: URL(fileURLWithPath: "\(work.path)/Sources/F\(n).swift"))
    }
    return work
  }

  func keys(in table: String) throws -> Set<String> {
    let data = try Data(contentsOf: URL(fileURLWithPath: table))
    return Set(StringsFileParser.parse(data, path: table).entries.map(\.key))
  }

  @Test func readmeFormsKeepEveryKeyOfAListLongerThanABatch() throws {
    guard let bash = ExternalTool.find("bash"), ExternalTool.find("xargs") != nil else {
      print("skipped: bash or xargs is not installed")
      return
    }
    let work = try project()
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = Executables.binDirectory.path + ":" + (environment["PATH"] ?? "")
    let all = Set((0..<Self.fileCount).map { "key.\($0)" })
    for (folder, command) in [
      ("stdin", "find Sources -name '*.swift' | strings-gen --utf8 -o stdin -"),
      ("folder", "strings-gen --utf8 -o folder Sources"),
      ("pattern", "strings-gen --utf8 -o pattern 'Sources/*.swift'"),
    ] {
      let run = try ExternalTool.run(
        bash, ["-c", command], in: work.path, environment: environment)
      #expect(run.status == 0, "\(command): \(run.standardError)")
      #expect(run.standardError == "", "\(command)")
      #expect(try keys(in: "\(work.path)/\(folder)/Localizable.strings") == all, "\(command)")
    }
    // xargs with batches of 5, as a long list gets batches of its size: each batch replaces
    // the table, and the runs after the first say that keys were dropped.
    let batched = try ExternalTool.run(
      bash, ["-c", "find Sources -name '*.swift' | sort | xargs -n 5 strings-gen --utf8 -o xargs"],
      in: work.path, environment: environment)
    #expect(try keys(in: "\(work.path)/xargs/Localizable.strings").count == 5)
    let notes = batched.standardError.split(separator: "\n")
    #expect(notes.count == Self.fileCount / 5 - 1)
    #expect(
      notes.allSatisfy {
        $0.hasPrefix("xargs/Localizable.strings: note: the table drops 5 keys that no source of ")
          && $0.hasSuffix("pass the folder, or the list on standard input with '-'")
      }, "\(batched.standardError)")
  }

  @Test func onlyARunNamingFilesOneByOneNotesDroppedKeys() throws {
    let work = try project()
    let first = CommandRunner.run(
      GenCommand.main, ["--utf8", "-o", "out", "Sources"], in: work.path)
    #expect(first.transcript == "status: 0\n--- stdout\n--- stderr\n")
    let named = CommandRunner.run(
      GenCommand.main, ["--utf8", "--check", "-o", "out", "Sources/F1.swift", "Sources/F2.swift"],
      in: work.path)
    #expect(
      named.standardError
        == "out/Localizable.strings: would change\n"
        + "out/Localizable.strings: note: the table would drop 38 keys that no source of this "
        + "run gives (\"key.0\", \"key.10\", \"key.11\", …); when a long file list is split into "
        + "batches, as xargs splits it, each batch replaces the table: pass the folder, or the "
        + "list on standard input with '-'\n")
    // A list on standard input, a folder or a pattern sees every source: a key it drops is one
    // the code lost, and no note is printed.
    let listed = CommandRunner.run(
      GenCommand.main, ["--utf8", "-o", "out", "-"], in: work.path,
      standardInput: "Sources/F1.swift\n")
    #expect(listed.transcript == "status: 0\n--- stdout\n--- stderr\n")
    try FileManager.default.removeItem(atPath: "\(work.path)/Sources/F0.swift")
    let folder = CommandRunner.run(
      GenCommand.main, ["--utf8", "-o", "again", "Sources"], in: work.path)
    let dropped = CommandRunner.run(
      GenCommand.main, ["--utf8", "-o", "again", "Sources"], in: work.path)
    #expect(folder.standardError == "" && dropped.standardError == "")
  }
}
