import Foundation
import StringsCLI
import Testing

/// `Fixtures/xcode-extract/<case>/`: the String Catalog entries Xcode's compiler-driven sync
/// writes for the platform API and declaration shapes of `input.swift`, one case per area
/// (SwiftUI, Foundation, App Intents, WidgetKit, declared types, interpolation types).
///
/// The source is synced with `strings-gen --xcode --catalog Localizable.xcstrings` into empty
/// catalogs; every catalog written must equal `expected/<Table>.xcstrings`, and what the tool
/// printed (notes on interpolations of unknown type) `output.txt`. A second run writes nothing.
@Suite struct XcodeExtractGoldenTests {
  @Test(arguments: Fixtures.cases(in: "xcode-extract"))
  func xcodeCase(_ name: String) throws {
    let folder = Fixtures.url("xcode-extract/\(name)")
    let work = TemporaryDirectory()
    try work.write(
      "Sources/input.swift", try Data(contentsOf: folder.appendingPathComponent("input.swift")))
    let arguments = ["--xcode", "--catalog", "Localizable.xcstrings", "Sources"]

    let first = CommandRunner.run(GenCommand.main, arguments, in: work.path)
    expectGolden(first.transcript, at: "xcode-extract/\(name)/output.txt")
    let written = work.snapshot().filter { $0.key.hasSuffix(".xcstrings") }
    for (path, data) in written.sorted(by: { $0.key < $1.key }) {
      expectGolden(data, at: "xcode-extract/\(name)/expected/\(path)")
    }
    let expected = TemporaryDirectory.files(below: folder.appendingPathComponent("expected").path)
    for path in expected.keys.sorted() where written[path] == nil {
      Issue.record("Fixtures/xcode-extract/\(name)/expected/\(path) was not written by the run")
    }

    let afterFirst = work.snapshot()
    let second = CommandRunner.run(GenCommand.main, arguments, in: work.path)
    #expect(second.status == .clean, "\(second.transcript)")
    #expect(work.snapshot() == afterFirst, "the second run changed a file")
  }
}
