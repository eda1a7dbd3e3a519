import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-merge` reads a `.strings` and a `.stringsdict` reference the same way: a file that
/// cannot be read or has errors is refused with its diagnostics and one line saying so.
@Suite struct MergeReferenceReadTests {
  static func run(in folder: TemporaryDirectory) throws -> MergeRun {
    let environment = CommandEnvironment(
      standardOutput: { _ in }, standardError: { _ in }, readStandardInput: { Data() },
      workingDirectory: folder.path)
    return try MergeRun(
      options: MergeCommand.Options(), positionals: [], environment: environment,
      writer: MergeRun.atomicWriter)
  }

  static let refusal =
    "strings-merge: error: the reference 'en.lproj/A.strings' has errors; its folder is left "
    + "untouched\n"

  @Test func aPositionlessErrorIsPrintedWithTheToolName() throws {
    let folder = TemporaryDirectory()
    try folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    let read = try Self.run(in: folder).readReference(
      "\(folder.path)/en.lproj/A.strings",
      parse: { _, _ in [Diagnostic.error("the table cannot be used", at: nil)] },
      diagnostics: { $0 })
    guard case .failure(let outcome) = read else {
      Issue.record("a reference with an error was accepted")
      return
    }
    #expect(
      outcome.diagnostics == "strings-merge: error: the table cannot be used\n" + Self.refusal)
    #expect(outcome.status == .couldNotRun)
  }

  @Test func warningsAloneDoNotRefuse() throws {
    let folder = TemporaryDirectory()
    try folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    let read = try Self.run(in: folder).readReference(
      "\(folder.path)/en.lproj/A.strings",
      parse: { data, path in (data, [Diagnostic.warning("odd", at: nil)]) },
      diagnostics: \.1)
    guard case .success(let (data, _)) = read else {
      Issue.record("a reference with only warnings was refused")
      return
    }
    #expect(data == Data("\"a\" = \"A\";\n".utf8))
  }

  @Test(arguments: [
    ("en.lproj/A.strings", "\"a\" = ;\n", "en.lproj/A.strings:1:7: error: "),
    ("en.lproj/A.stringsdict", "<plist><dict>", "en.lproj/A.stringsdict:1:"),
  ])
  func aReferenceWithErrorsLeavesItsFolderUntouched(
    reference: String, text: String, diagnostic: String
  ) throws {
    let folder = TemporaryDirectory()
    try folder.write(reference, text)
    let translation = reference.replacingOccurrences(of: "en.lproj", with: "de.lproj")
    try folder.write(translation, "")
    let result = CommandRunner.run(MergeCommand.main, [], in: folder.path)
    #expect(result.status == .couldNotRun)
    #expect(result.standardError.hasPrefix(diagnostic))
    #expect(
      result.standardError.hasSuffix(
        "strings-merge: error: the reference '\(reference)' has errors; its folder is left "
          + "untouched\n"))
    #expect(try String(contentsOfFile: "\(folder.path)/\(translation)", encoding: .utf8) == "")
  }
}
