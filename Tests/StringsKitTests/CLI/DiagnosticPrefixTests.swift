import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// A diagnostic without a position is printed as `tool: severity: message`, like every other
/// error line of the tool, so the tools print diagnostics only through
/// `ToolDescription.text(_:)`, never through `DiagnosticFormatter` directly.
@Suite struct DiagnosticPrefixTests {
  @Test func toolsPrintDiagnosticsOnlyThroughTheirTextFunction() throws {
    let sources = Fixtures.packageRoot.appendingPathComponent("Sources/StringsCLI")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var offenders: [String] = []
    var checked = 0
    for case let relative as String in enumerator where relative.hasSuffix(".swift") {
      let name = URL(fileURLWithPath: relative).lastPathComponent
      guard name != "ToolDescription+Diagnostics.swift" else { continue }
      checked += 1
      let text = try String(
        contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line.contains("DiagnosticFormatter.")
      {
        offenders.append("\(relative):\(number + 1)")
      }
    }
    #expect(checked > 20)
    #expect(offenders == [])
  }

  @Test(arguments: [MergeCommand.tool, LintCommand.tool, GenCommand.tool])
  func positionlessDiagnosticsNameTheTool(_ tool: ToolDescription) {
    let diagnostics: [Diagnostic] = [
      .error("the file cannot be read", at: nil),
      .warning("late", at: SourcePosition(path: "a.strings", line: 2, column: 3)),
    ]
    #expect(
      tool.text(diagnostics)
        == "\(tool.name): error: the file cannot be read\na.strings:2:3: warning: late\n")
  }
}
