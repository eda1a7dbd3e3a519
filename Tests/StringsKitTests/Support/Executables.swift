import Foundation

/// Runs the real, freshly built binaries (the test target depends on them), for the few tests
/// that must see `main`, the exit status and which stream gets what.
enum Executables {
  /// The folder holding the test bundle, which SwiftPM also builds the executables into.
  static let binDirectory: URL = {
    let candidates = [
      Bundle.main.bundleURL.deletingLastPathComponent(),
      Bundle.main.bundleURL,
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Fixtures.packageRoot.appendingPathComponent(".build/debug"),
    ]
    return candidates.first {
      FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("strings-gen").path)
    } ?? candidates.last!
  }()

  struct Result {
    var status: Int32
    var standardOutput: Data
    var standardError: String
  }

  /// Runs `tool` with `arguments` in `directory`, feeding `input` on standard input.
  static func run(
    _ tool: String, _ arguments: [String], in directory: String, input: Data = Data()
  ) throws -> Result {
    let process = Process()
    process.executableURL = binDirectory.appendingPathComponent(tool)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let errorData = ReadAll(stderr.fileHandleForReading)
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, standardOutput: outputData,
      standardError: String(decoding: errorData.wait(), as: UTF8.self))
  }
}

/// Drains a pipe on a background thread.
private final class ReadAll: @unchecked Sendable {
  // Written once by the reading thread before `done` is signalled; read after the wait.
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
