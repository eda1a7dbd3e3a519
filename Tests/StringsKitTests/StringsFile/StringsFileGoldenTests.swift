import Foundation
import Testing

@testable import StringsKit

/// The parser on every fixture of `Fixtures/strings/ok` and `Fixtures/strings/err`; adding a case
/// means adding a `.strings` file and recording its expectation with `UPDATE_GOLDEN=1`.
@Suite struct StringsFileGoldenTests {
  @Test(arguments: Fixtures.cases(in: "strings/ok", suffix: ".strings"))
  func acceptedFile(_ name: String) throws {
    let data = try Data(contentsOf: Fixtures.url("strings/ok/\(name).strings"))
    let file = StringsFileParser.parse(data, path: "\(name).strings")
    #expect(!file.hasErrors, "\(DiagnosticFormatter.text(file.diagnostics))")
    expectGolden(StringsFileRendering.entries(file), at: "strings/ok/\(name).entries")
  }

  @Test(arguments: Fixtures.cases(in: "strings/err", suffix: ".strings"))
  func rejectedFile(_ name: String) throws {
    let data = try Data(contentsOf: Fixtures.url("strings/err/\(name).strings"))
    let file = StringsFileParser.parse(data, path: "\(name).strings")
    #expect(file.hasErrors)
    for diagnostic in file.diagnostics {
      #expect(diagnostic.position != nil, "every parser diagnostic has a position")
    }
    expectGolden(
      DiagnosticFormatter.text(file.diagnostics), at: "strings/err/\(name).diagnostics")
  }
}
