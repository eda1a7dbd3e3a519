import Foundation
import Testing

/// Runs the built `strings-lint` binary for each exit status (0, 1, 2).
@Suite struct LintExecutableTests {
  /// The freshly built binary: beside the test bundle, else under `.build/debug`.
  static let executable: String? = {
    var candidates: [String] = []
    let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
    candidates.append(bundle.appendingPathComponent("strings-lint").path)
    for argument in CommandLine.arguments.prefix(1) {
      var url = URL(fileURLWithPath: argument).deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(url.appendingPathComponent("strings-lint").path)
        url.deleteLastPathComponent()
      }
    }
    candidates.append(Fixtures.packageRoot.appendingPathComponent(".build/debug/strings-lint").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static func run(_ arguments: [String], in directory: String) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(executable))
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  @Test func cleanTreeExitsZero() throws {
    let root = try LintCommandTests.tree(LintCommandTests.clean)
    let (status, stdout, stderr) = try Self.run([], in: root)
    #expect(status == 0)
    #expect(stdout == "")
    #expect(stderr == "strings-lint: 2 files checked, no problems found\n")
  }

  @Test func errorsExitOne() throws {
    let folder = Fixtures.url("lint/sample-app-planted").path
    let (status, stdout, stderr) = try Self.run(["--format", "json", "Resources"], in: folder)
    #expect(status == 1)
    #expect(stdout.hasPrefix("{\n  \"version\": 1,"))
    #expect(stderr == "")
  }

  @Test func usageErrorExitsTwo() throws {
    let (status, _, stderr) = try Self.run(["-strict"], in: Fixtures.root.path)
    #expect(status == 2)
    #expect(
      stderr.hasPrefix("strings-lint: error: unknown option '-strict' (did you mean '--strict'?)"))
  }
}
