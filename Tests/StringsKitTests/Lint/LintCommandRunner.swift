import Foundation
import StringsCLI

/// Runs `strings-lint` in-process with captured streams and a given working directory.
enum LintCommandRunner {
  struct Result {
    var standardOutput: String
    var standardError: String
    var status: ExitStatus
  }

  /// Collects output from the command's sinks; the lock makes it safe to share.
  final class Capture: @unchecked Sendable {
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

  static func run(_ arguments: [String], in directory: String) -> Result {
    let output = Capture()
    let error = Capture()
    let environment = CommandEnvironment(
      standardOutput: { output.append($0) }, standardError: { error.append($0) },
      workingDirectory: directory)
    let status = LintCommand.main(arguments: ["strings-lint"] + arguments, environment: environment)
    return Result(standardOutput: output.value, standardError: error.value, status: status)
  }
}
