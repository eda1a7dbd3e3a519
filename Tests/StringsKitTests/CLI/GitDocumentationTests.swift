import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// Documentation/git.md shows real setup lines and real output; these checks fail when it
/// drifts from what the tools write and print for the catalogs in Fixtures/git-merge.
@Suite struct GitDocumentationTests {
  let page: String

  init() throws {
    page = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/git.md"),
      encoding: .utf8)
  }

  func fixture(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: Fixtures.url("git-merge/\(name)")))
  }

  @Test func setupLinesAreTheOnesInstalled() {
    #expect(
      page.contains("```\n" + GitDriverSetup.attributeLines.map { $0 + "\n" }.joined() + "```"))
    for (name, value) in GitDriverSetup.configuration {
      #expect(page.contains("git config \(name) \"\(value)\"\n"))
    }
  }

  @Test func conflictExampleIsTheDriverOutput() throws {
    let result = ThreeWayMerge.merge(
      base: try fixture("base.xcstrings"), ours: try fixture("ours.xcstrings"),
      theirs: try fixture("theirs.xcstrings"), path: "Localizable.xcstrings")
    #expect(result.bytes == (try fixture("merged.xcstrings")))
    let folder = try MergeHarness.scratchFolder()
    for name in ["base", "ours", "theirs"] {
      try Data(try fixture("\(name).xcstrings")).write(to: folder.appendingPathComponent(name))
    }
    let (report, status) = MergeHarness.run(
      ["--merge-driver", "base", "ours", "theirs", "Localizable.xcstrings"], in: folder)
    #expect(status == .findings)
    #expect(page.contains("$ git merge translations\n" + report))
  }

  @Test func textconvExampleIsTheToolOutput() throws {
    let folder = try MergeHarness.scratchFolder()
    try Data(try fixture("merged.xcstrings")).write(
      to: folder.appendingPathComponent("Localizable.xcstrings"))
    let (output, status) = MergeHarness.run(["--textconv", "Localizable.xcstrings"], in: folder)
    #expect(status == .clean)
    #expect(page.contains("$ strings-merge --textconv Localizable.xcstrings\n" + output + "```"))
  }

  @Test func diffExampleIsTheToolOutput() throws {
    let folder = try MergeHarness.scratchFolder()
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("base"), withIntermediateDirectories: true)
    try Data(try fixture("base.xcstrings")).write(
      to: folder.appendingPathComponent("base/Localizable.xcstrings"))
    try Data(try fixture("ours.xcstrings")).write(
      to: folder.appendingPathComponent("Localizable.xcstrings"))
    let (output, status) = MergeHarness.run(
      ["--diff", "base/Localizable.xcstrings", "Localizable.xcstrings"], in: folder)
    #expect(status == .findings)
    #expect(
      page.contains(
        "$ strings-merge --diff base/Localizable.xcstrings Localizable.xcstrings\n" + output + "```"
      ))
  }

  @Test func onlyTheMergeAndDiffSectionsAreHere() {
    let headings = page.split(separator: "\n").filter { $0.hasPrefix("## ") }
    #expect(headings.contains("## Merge driver") && headings.contains("## Readable diff"))
  }
}
