import Foundation
import Testing

@testable import StringsCLI

@Suite struct ProgressLineTests {
  static func environment(
    terminal: Bool, variables: [String: String] = [:], capture: OutputCapture = OutputCapture()
  ) -> CommandEnvironment {
    CommandEnvironment(
      standardOutput: { _ in }, standardError: { capture.append($0) },
      workingDirectory: NSTemporaryDirectory(), variables: variables,
      standardErrorIsTerminal: terminal)
  }

  @Test func shownOnlyOnATerminalOutsideCI() {
    #expect(ProgressLine.isWanted(in: Self.environment(terminal: true)))
    #expect(
      ProgressLine.isWanted(
        in: Self.environment(terminal: true, variables: ["TERM": "xterm-256color"])))
    #expect(!ProgressLine.isWanted(in: Self.environment(terminal: false)))
    #expect(!ProgressLine.isWanted(in: Self.environment(terminal: true, variables: ["CI": "true"])))
    #expect(!ProgressLine.isWanted(in: Self.environment(terminal: true, variables: ["CI": ""])))
    #expect(
      !ProgressLine.isWanted(in: Self.environment(terminal: true, variables: ["TERM": "dumb"])))
  }

  /// The real process environment decides by `isatty(2)`: under `swift test` standard error is
  /// never the terminal the tests are read on, and CI sets `CI`.
  @Test func theProcessEnvironmentIsReadFromTheProcess() {
    let process = CommandEnvironment.process
    #expect(process.standardErrorIsTerminal == (isatty(2) != 0))
    #expect(process.variables["CI"] == ProcessInfo.processInfo.environment["CI"])
  }

  @Test func drawsAfterTheDelayAndErasesItselfAtTheEnd() throws {
    let capture = OutputCapture()
    let progress = ProgressLine(
      tool: "strings-gen", environment: Self.environment(terminal: true, capture: capture),
      delay: 0, interval: 0.01)
    progress.begin("files scanned", total: 3000)
    progress.advance(by: 1234)
    let deadline = Date().addingTimeInterval(5)
    while !capture.value.contains("1,234") && Date() < deadline { usleep(5000) }
    progress.finish()
    let written = capture.value
    #expect(written.hasPrefix("\r\u{1B}[Kstrings-gen: 1,234/3,000 files scanned"))
    #expect(written.hasSuffix("\r\u{1B}[K"))
    // Nothing after finish.
    usleep(50_000)
    #expect(capture.value == written)
  }

  @Test func aShortRunDrawsNothing() {
    let capture = OutputCapture()
    let progress = ProgressLine(
      tool: "strings-lint", environment: Self.environment(terminal: true, capture: capture))
    progress.begin("files scanned", total: 2)
    progress.advance(by: 2)
    progress.finish()
    #expect(capture.value == "")
  }

  @Test func noTerminalNoOutputHoweverLong() {
    let capture = OutputCapture()
    let progress = ProgressLine(
      tool: "strings-lint", environment: Self.environment(terminal: false, capture: capture),
      delay: 0, interval: 0.001)
    progress.begin("files scanned")
    progress.advance()
    usleep(30_000)
    progress.finish()
    #expect(capture.value == "")
  }

  @Test func textWithAndWithoutTotal() {
    let progress = ProgressLine(tool: "t", environment: Self.environment(terminal: false))
    progress.begin("tables written")
    progress.advance(by: 1_234_567)
    #expect(progress.text == "t: 1,234,567 tables written")
    progress.begin("files scanned", total: 10)
    #expect(progress.text == "t: 0/10 files scanned")
    #expect(ProgressLine.grouped(999) == "999")
    #expect(ProgressLine.grouped(1000) == "1,000")
  }

  /// A whole command on a pretend terminal: the progress line, if any was drawn, is erased
  /// before the diagnostics, so the report itself is unchanged.
  @Test func lintReportIsUnchangedOnATerminal() throws {
    let folder = Fixtures.url("lint/sample-app-planted").path
    let capture = OutputCapture()
    var environment = Self.environment(terminal: true, capture: capture)
    environment.workingDirectory = folder
    let status = LintCommand.main(
      arguments: ["strings-lint", "--sources", "Sources", "--method", "localized"],
      environment: environment)
    #expect(status == .findings)
    let expected = try String(
      contentsOf: Fixtures.url("lint/sample-app-planted/expected.txt"), encoding: .utf8)
    let erased = capture.value.split(separator: "\u{1B}[K", omittingEmptySubsequences: false)
      .last.map(String.init)
    #expect(erased == expected || capture.value == expected)
  }
}
