import Foundation
import StringsCLI
import StringsKit

/// Runs `strings-merge` in-process on a scratch copy of a fixture tree and reads trees back.
enum MergeHarness {
  /// Output written by a command, in the order of the calls, across both streams.
  final class Capture: @unchecked Sendable {
    // Safe: every access holds the lock.
    private let lock = NSLock()
    private var text = ""

    func append(_ chunk: String) {
      lock.lock()
      text += chunk
      lock.unlock()
    }

    var value: String {
      lock.lock()
      defer { lock.unlock() }
      return text
    }
  }

  /// A fresh empty folder below the system's temporary folder.
  static func scratchFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strings-merge-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Runs the command with `arguments` (without the program name) in `folder`.
  static func run(
    _ arguments: [String], in folder: URL
  ) -> (output: String, status: ExitStatus) {
    let capture = Capture()
    let environment = CommandEnvironment(
      standardOutput: { capture.append($0) }, standardError: { capture.append($0) },
      workingDirectory: folder.path)
    let status = MergeCommand.main(
      arguments: ["strings-merge"] + arguments, environment: environment)
    return (capture.value, status)
  }

  /// Every file below `folder` (hidden ones included), by relative path.
  static func tree(_ folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = folder.appendingPathComponent(relative).path
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[relative] = FileManager.default.contents(atPath: path)
      }
    }
    return files
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
