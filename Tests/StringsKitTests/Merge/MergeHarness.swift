import Foundation
import StringsKit

@testable import StringsCLI

/// Runs `strings-merge` in-process on a scratch copy of a fixture tree and reads trees back.
enum MergeHarness {
  /// A fresh empty folder below the system's temporary folder.
  static func scratchFolder() throws -> URL {
    URL(fileURLWithPath: ScratchFolder.make("strings-merge"), isDirectory: true)
  }

  /// Runs the command with `arguments` (without the program name) in `folder`, with `writer`
  /// in place of the atomic file writer when given (to inject failures).
  static func run(
    _ arguments: [String], in folder: URL, writer: MergeRun.Writer? = nil
  ) -> (output: String, status: ExitStatus) {
    // One capture for both streams keeps the order of the calls across them.
    let capture = OutputCapture()
    let environment = CommandEnvironment(
      standardOutput: { capture.append($0) }, standardError: { capture.append($0) },
      workingDirectory: folder.path)
    let arguments = ["strings-merge"] + arguments
    let status =
      if let writer {
        MergeCommand.main(arguments: arguments, environment: environment, writer: writer)
      } else {
        MergeCommand.main(arguments: arguments, environment: environment)
      }
    return (capture.value, status)
  }

  /// Every file below `folder` (hidden ones included), by relative path.
  static func tree(_ folder: URL) -> [String: Data] {
    TemporaryDirectory.files(below: folder.path)
  }

  /// Writes `files` (relative path → bytes) below `folder`.
  static func write(_ files: [String: Data], to folder: URL) throws {
    for (relative, data) in files {
      let url = folder.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
  }
}
