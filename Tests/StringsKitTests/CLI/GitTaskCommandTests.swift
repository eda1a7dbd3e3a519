import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// `strings-merge --diff`, `--textconv` and `--merge-driver` on files: output, exit status
/// (0 equal, 1 different or conflicted, 2 unreadable) and usage errors.
@Suite struct GitTaskCommandTests {
  func folder(_ files: [String: [UInt8]]) throws -> URL {
    let folder = try MergeHarness.scratchFolder()
    for (name, bytes) in files {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  static let old = ThreeWayMergeTests.catalog([("Hello", [("de", "Hallo"), ("en", "Hello")])])
  static let new = ThreeWayMergeTests.catalog([
    ("Hello", [("de", "Servus"), ("en", "Hello")]), ("New", [("en", "New")]),
  ])

  @Test func diffPrintsChangesAndExitsOneWhenFilesDiffer() throws {
    let folder = try folder(["a.xcstrings": Self.old, "b.xcstrings": Self.new])
    let (output, status) = MergeHarness.run(["--diff", "a.xcstrings", "b.xcstrings"], in: folder)
    #expect(status == .findings)
    #expect(
      output == "~ \"Hello\" [de]: translation changed \"Hallo\" -> \"Servus\"\n"
        + "+ \"New\": key added\n")
  }

  @Test func diffOfEqualFilesPrintsNothingAndExitsZero() throws {
    let folder = try folder(["a.xcstrings": Self.old, "b.xcstrings": Self.old])
    let (output, status) = MergeHarness.run(["--diff", "a.xcstrings", "b.xcstrings"], in: folder)
    #expect(status == .clean)
    #expect(output.isEmpty)
  }

  @Test func diffOfStringsTablesInDifferentEncodings() throws {
    let folder = try folder([
      "a.strings": Array("/* Greeting */\n\"hello\" = \"Hallo\";\n".utf8),
      "b.strings": ThreeWayMergeTests.utf16CRLF("/* Greeting */\n\"hello\" = \"Hallo\";\n"),
    ])
    let (output, status) = MergeHarness.run(["--diff", "a.strings", "b.strings"], in: folder)
    #expect(status == .clean, "\(output)")
  }

  @Test func diffOfAnUnreadableFileExitsTwo() throws {
    let folder = try folder(["a.xcstrings": Self.old, "b.xcstrings": Array("{".utf8)])
    let (output, status) = MergeHarness.run(["--diff", "a.xcstrings", "b.xcstrings"], in: folder)
    #expect(status == .couldNotRun)
    #expect(output.hasPrefix("b.xcstrings:1:2: error: "))
  }

  @Test func textconvPrintsOneLinePerValue() throws {
    let folder = try folder(["Localizable.xcstrings": Self.new])
    let (output, status) = MergeHarness.run(["--textconv", "Localizable.xcstrings"], in: folder)
    #expect(status == .clean)
    #expect(
      output == """
        "(catalog)" sourceLanguage: "en"
        "Hello" [de] state: "translated"
        "Hello" [de] value: "Servus"
        "Hello" [en] state: "translated"
        "Hello" [en] value: "Hello"
        "New" [en] state: "translated"
        "New" [en] value: "New"
        "(catalog)" version: "1.0"

        """)
  }

  @Test func mergeDriverWritesOursAndReportsConflicts() throws {
    let theirs = ThreeWayMergeTests.catalog([("Hello", [("de", "Moin"), ("en", "Hello")])])
    let folder = try folder(["O": Self.old, "A": Self.new, "B": theirs])
    let (output, status) = MergeHarness.run(
      ["--merge-driver", "O", "A", "B", "Localizable.xcstrings"], in: folder)
    #expect(status == .findings)
    #expect(
      output == "Localizable.xcstrings: Hello [de]: ours \"Servus\" / theirs \"Moin\"\n"
        + "Localizable.xcstrings: 1 conflict: ours kept, theirs recorded (state needs_review)\n")
    let merged = [UInt8](try Data(contentsOf: folder.appendingPathComponent("A")))
    let lines = LocalizationUnitReader.lines(merged, path: "L.xcstrings").lines.map(\.text)
    #expect(lines.contains("\"Hello\" [de] state: \"needs_review\""))
    #expect(lines.contains("\"New\" [en] value: \"New\""))
  }

  static let usageErrors: [(arguments: [String], message: String)] = [
    (["--diff", "a.xcstrings"], "missing OLD and NEW files after --diff"),
    (["--merge-driver", "O", "A"], "missing BASE OURS THEIRS [PATH] after --merge-driver"),
    (["--diff", "--textconv", "x", "a", "b"], "'--diff' and '--textconv' cannot be used together"),
    (["--global", "--diff", "a", "b"], "'--global' and '--diff' cannot be used together"),
  ]

  @Test(arguments: usageErrors)
  func usageErrorsExitTwo(arguments: [String], message: String) throws {
    let (output, status) = MergeHarness.run(arguments, in: try MergeHarness.scratchFolder())
    #expect(status == .couldNotRun)
    #expect(output.contains(message), "\(output)")
  }
}
