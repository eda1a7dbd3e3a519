import Foundation
import Testing

/// Every command that reads a `.stringsdict` on the binary files that crashed or exhausted
/// memory through Foundation: each runs in its own process (a crash is a status, not the end of
/// the test run), ends quickly with a defined status and names the file.
@Suite struct BinaryStringsdictCommandTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var message: String
    var testDescription: String { name }
  }

  static let cases = [
    Case(name: "a set", bytes: BinaryPropertyListReaderTests.setReproducer, message: "a set"),
    Case(
      name: "2^40 shared objects",
      bytes: BinaryPropertyListReaderTests.doublingReproducer(levels: 40),
      message: "referenced more than once"),
  ]

  /// `en.lproj` and `es.lproj` each hold the file, beside a good `.strings` table.
  static func project(_ bytes: [UInt8]) throws -> TemporaryDirectory {
    let work = TemporaryDirectory()
    for language in ["en", "es"] {
      let folder = "\(work.path)/\(language).lproj"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/Localizable.stringsdict"))
      try Data("\"a\" = \"b\";\n".utf8).write(
        to: URL(fileURLWithPath: "\(folder)/Localizable.strings"))
    }
    return work
  }

  @Test(arguments: cases)
  func everyCommandRefusesTheFile(_ testCase: Case) throws {
    let work = try Self.project(testCase.bytes)
    let diagnostic = "Localizable.stringsdict:1:1: error: the binary property list cannot be read: "
    // Each run with the statuses it may end with and what its standard error must hold (the
    // summary counts entries and reports no findings; the export names the file it refuses).
    let runs: [(tool: String, arguments: [String], statuses: Set<Int32>, error: String)] = [
      ("strings-lint", ["."], [1], diagnostic),
      ("strings-lint", ["--summary", "."], [0], ""),
      ("strings-lint", ["--dump", "en.lproj/Localizable.stringsdict"], [1], diagnostic),
      ("strings-merge", ["--check", "."], [2], diagnostic),
      ("strings-merge", ["--dry-run", "."], [2], diagnostic),
      (
        "strings-merge", ["--export-xliff", "Export", "--language", "es", "."], [2],
        "'en.lproj/Localizable.stringsdict' cannot be read"
      ),
      ("strings-merge", ["--migrate-to-catalog", "."], [2], diagnostic),
    ]
    for run in runs {
      let clock = ContinuousClock()
      var result: Executables.Result?
      let elapsed = try clock.measure {
        result = try Executables.run(run.tool, run.arguments, in: work.path)
      }
      let what = "\(run.tool) \(run.arguments.joined(separator: " "))"
      #expect(
        result.map { run.statuses.contains($0.status) } == true,
        "\(what): \(String(describing: result))")
      let standardError = result?.standardError ?? ""
      #expect(run.error.isEmpty || standardError.contains(run.error), "\(what): \(standardError)")
      if run.error == diagnostic {
        #expect(standardError.contains(testCase.message), "\(what): \(standardError)")
      }
      #expect(elapsed < .seconds(20), "\(what)")
    }
  }
}
