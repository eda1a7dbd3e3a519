import Foundation

/// Programs outside the package (groff, bash, python3, …) that some tests use as independent
/// checkers; tests skip with a message when one is not installed.
enum ExternalTool {
  /// The absolute path of `name` on `PATH`, or `nil` when it is not installed.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// Runs `executable` with `arguments`, `input` on standard input, in `directory`.
  static func run(
    _ executable: String, _ arguments: [String], input: String = "",
    in directory: String = NSTemporaryDirectory(), environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if let environment { process.environment = environment }
    let files = TemporaryDirectory()
    let inURL = URL(fileURLWithPath: "\(files.path)/in")
    let outURL = URL(fileURLWithPath: "\(files.path)/out")
    let errURL = URL(fileURLWithPath: "\(files.path)/err")
    try Data(input.utf8).write(to: inURL)
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    // Files rather than pipes: nothing can block however much either side writes.
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }
}
