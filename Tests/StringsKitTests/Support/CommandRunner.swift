import Foundation
import StringsCLI

/// Runs a command in-process with captured streams, as a user would run it from `directory`.
struct CommandOutput: Sendable {
  var standardOutput: String
  var standardError: String
  var status: ExitStatus

  /// The form the `Fixtures/cli/*/output.txt` goldens hold.
  var transcript: String {
    "status: \(status.rawValue)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
  }
}

/// Collects what a command writes; commands write synchronously, so a lock is all it needs.
final class OutputCapture: @unchecked Sendable {
  // Safe: every access goes through `lock`.
  private var text = ""
  private let lock = NSLock()

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

enum CommandRunner {
  typealias Main = @Sendable ([String], CommandEnvironment) -> ExitStatus

  static func run(
    _ main: Main, _ arguments: [String], in directory: String, standardInput: String = ""
  ) -> CommandOutput {
    let out = OutputCapture()
    let err = OutputCapture()
    let environment = CommandEnvironment(
      standardOutput: { out.append($0) }, standardError: { err.append($0) },
      readStandardInput: { Data(standardInput.utf8) }, workingDirectory: directory)
    let status = main(["tool"] + arguments, environment)
    return CommandOutput(standardOutput: out.value, standardError: err.value, status: status)
  }
}

/// Temporary folders for tests that write files, removed when the value goes away.
final class TemporaryDirectory: @unchecked Sendable {
  // Immutable after init.
  let path: String

  init() {
    path = ScratchFolder.make("run")
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Copies the contents of `source` into this folder.
  func copyContents(of source: URL) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
      try FileManager.default.copyItem(
        atPath: source.appendingPathComponent(name).path, toPath: "\(path)/\(name)")
    }
  }

  /// Every regular file below this folder: relative path → bytes.
  func snapshot() -> [String: Data] {
    TemporaryDirectory.files(below: path)
  }

  static func files(below root: String) -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
    while let relative = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = "\(root)/\(relative)"
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue, let data = FileManager.default.contents(atPath: full)
      {
        result[relative] = data
      }
    }
    return result
  }
}
