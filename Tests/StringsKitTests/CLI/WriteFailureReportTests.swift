import Foundation
import StringsKit
import Testing

@testable import StringsCLI

/// A change is reported only once it is on disk: when the write fails (a read-only folder, a
/// full disk), standard output says nothing was added and the run ends with an I/O error.
@Suite struct WriteFailureReportTests {
  static let failingWriter: MergeRun.Writer = { (_, _, shown) throws(StringsError) in
    throw .fileNotWritable(path: shown, reason: "Read-only file system")
  }

  static func project() throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    let manager = FileManager.default
    for sub in ["en.lproj", "es.lproj", "In"] {
      try manager.createDirectory(
        atPath: "\(folder.path)/\(sub)", withIntermediateDirectories: true)
    }
    try Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8).write(
      to: URL(fileURLWithPath: "\(folder.path)/en.lproj/L.strings"))
    try Data("\"a\" = \"Una\";\n".utf8).write(
      to: URL(fileURLWithPath: "\(folder.path)/es.lproj/L.strings"))
    let xliff = XLIFFWriter.data(
      for: XLIFFDocument(files: [
        XLIFFDocument.File(
          original: "en.lproj/L.strings", sourceLanguage: "en", targetLanguage: "es",
          units: [XLIFFDocument.Unit(id: "b", source: "B", target: XLIFFDocument.Target("Be"))])
      ]))
    try xliff.write(to: URL(fileURLWithPath: "\(folder.path)/In/es.xliff"))
    return folder
  }

  static func run(_ arguments: [String], in folder: String) -> CommandOutput {
    CommandRunner.run(
      { arguments, environment in
        MergeCommand.main(arguments: arguments, environment: environment, writer: failingWriter)
      }, arguments, in: folder)
  }

  @Test func aFailedImportWriteReportsNoChange() throws {
    let folder = try Self.project()
    let output = Self.run(["--import-xliff", "In/es.xliff", "."], in: folder.path)
    #expect(output.status == .couldNotRun)
    #expect(output.standardOutput == "")
    #expect(output.standardError.contains("Read-only file system"))
  }

  @Test func aFailedMergeWriteReportsNoChange() throws {
    let folder = try Self.project()
    let output = Self.run(["."], in: folder.path)
    #expect(output.status == .couldNotRun)
    #expect(!output.standardOutput.contains("added"), "\(output.transcript)")
    #expect(output.standardError.contains("Read-only file system"))
  }
}
