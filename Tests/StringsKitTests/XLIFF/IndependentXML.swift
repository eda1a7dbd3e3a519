import Foundation
import Testing

/// Python's `xml.etree.ElementTree` (expat underneath) as an XML parser that shares no code
/// with ours: what we write must be well-formed for it, and read as we meant.
enum IndependentXML {
  /// The `python3` found first on `PATH` (else in the usual places); tests that need it say so
  /// when there is none.
  static let python: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/python3") {
      return "\(folder)/python3"
    }
    return nil
  }()

  /// Runs `script` with `python3`, `input` on standard input; returns status and standard output.
  static func runPython(_ script: String, input: Data, arguments: [String] = []) throws -> (
    status: Int32, output: String, error: String
  ) {
    guard let python else { return (-1, "", "python3 is not installed") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", script] + arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let writer = Thread {
      stdin.fileHandleForWriting.write(input)
      try? stdin.fileHandleForWriting.close()
    }
    writer.start()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: error, as: UTF8.self)
    )
  }

  /// Records an issue unless expat reads `data` as a well-formed document; a note when python3
  /// is missing.
  static func expectWellFormed(
    _ data: Data, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard python != nil else {
      print("note: python3 is not installed; well-formedness of \(name) not checked")
      return
    }
    let result = try runPython(
      "import sys, xml.etree.ElementTree as E; E.fromstring(sys.stdin.buffer.read())", input: data)
    #expect(
      result.status == 0, "\(name) is not well-formed XML: \(result.error)",
      sourceLocation: sourceLocation)
  }
}
