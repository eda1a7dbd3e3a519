import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// The coverage page read by Python's own HTML parser (`Scripts/check-coverage-page.py`),
/// independently of the code that wrote it: well formed, self-contained, and saying what the
/// JSON format says. The golden text is in `Fixtures/lint/*/expected.html`.
@Suite struct CoveragePageTests {
  struct Parsed: Decodable {
    struct Finding: Decodable {
      var path: String?
      var severity: String?
      var rule: String?
      var position: String?
      var message: String?
      var quoted: [String]
      var notes: Int
    }
    struct Row: Decodable {
      var level: String?
      var cells: [String]
      var width: Int?
      /// The width of the segment for values copied from the reference, when there are any.
      var same: Int?
    }
    var problems: [String]
    var findings: [Finding]
    var coverage: [Row]
    var filters: [String: [String]]
  }

  /// The page parsed by Python, or `nil` (with a message) when python3 is not installed.
  static func parse(_ html: String) throws -> Parsed? {
    guard let python = ExternalTool.find("python3") else {
      print("skipped: python3 is not installed")
      return nil
    }
    let script = Fixtures.packageRoot.appendingPathComponent("Scripts/check-coverage-page.py")
    let result = try ExternalTool.run(python, [script.path], input: html)
    #expect(result.status == 0, "\(result.standardError)")
    return try JSONDecoder().decode(Parsed.self, from: Data(result.standardOutput.utf8))
  }

  struct JSONReport: Decodable {
    struct Diagnostic: Decodable {
      var path: String?
      var line: Int?
      var column: Int?
      var severity: String
      var rule: String?
      var message: String
      var notes: [Note]
    }
    struct Note: Decodable { var message: String }
    var diagnostics: [Diagnostic]
  }

  /// Runs the lint in `folder` as html and as json and holds the page to the JSON report.
  func check(_ arguments: [String], in folder: String) throws -> Parsed? {
    let html = CommandRunner.run(LintCommand.main, arguments + ["--format", "html"], in: folder)
    let json = CommandRunner.run(LintCommand.main, arguments + ["--format", "json"], in: folder)
    #expect(html.status == json.status)
    #expect(html.standardError.hasPrefix("strings-lint: "), "summary on standard error")
    guard let page = try Self.parse(html.standardOutput) else { return nil }
    #expect(page.problems == [])
    let report = try JSONDecoder().decode(JSONReport.self, from: Data(json.standardOutput.utf8))
    #expect(page.findings.count == report.diagnostics.count)
    for (pageFinding, diagnostic) in zip(page.findings, report.diagnostics) {
      let expectedPosition = diagnostic.line.map { "\($0):\(diagnostic.column ?? 0)" }
      #expect(pageFinding.path == diagnostic.path)
      #expect(pageFinding.severity == diagnostic.severity)
      #expect(pageFinding.rule == (diagnostic.rule ?? "none"))
      #expect(pageFinding.position == expectedPosition)
      #expect(pageFinding.message == diagnostic.message)
      #expect(pageFinding.notes == diagnostic.notes.count)
      // The quoted line is the file's line, and the caret stands under the column.
      if let path = diagnostic.path, let line = diagnostic.line, let column = diagnostic.column,
        pageFinding.quoted.count == 2
      {
        let text = try String(contentsOfFile: "\(folder)/\(path)", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(pageFinding.quoted[0] == String(lines[line - 1]))
        let prefix = String(decoding: lines[line - 1].utf8.prefix(column - 1), as: UTF8.self)
        #expect(pageFinding.quoted[1] == String(repeating: " ", count: prefix.count) + "^")
      }
    }
    return page
  }

  @Test func plantedSampleAppPageAgreesWithTheJSONReport() throws {
    let folder = Fixtures.url("lint/sample-app-planted").path
    let arguments = try String(contentsOfFile: "\(folder)/args", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    guard let page = try check(arguments, in: folder) else { return }
    #expect(page.findings.count == 10)
    #expect(page.findings.filter { !$0.quoted.isEmpty }.count == 8)
    #expect(page.filters["severity"] == ["error", "warning"])
    #expect(
      page.coverage.map { $0.cells[0] + " " + $0.cells[1] + ": " + $0.cells[3] } == [
        "InfoPlist de (no table): 0 / 1 (0%)", "InfoPlist es: 1 / 1 (100%)",
        "InfoPlist nl: 0 / 1 (0%), 1 same as reference",
        "Localizable de: 12 / 14 (85%), 1 same as reference",
        "Localizable es: 13 / 14 (92%), 1 same as reference",
        "Localizable nl: 11 / 14 (78%), 2 same as reference",
      ])
    // Values copied from the reference are drawn apart from the translated share.
    #expect(page.coverage.map(\.width) == [0, 100, 0, 85, 92, 78])
    #expect(page.coverage.map(\.same) == [nil, nil, 100, 7, 7, 14])
    #expect(
      page.coverage.map(\.level) == [
        "low", "complete", "low", "partial", "partial", "low",
      ])
  }

  /// Markup in keys and values stays text: the parser reads back exactly the message.
  @Test func markupInKeysAndValuesIsEscaped() throws {
    let folder = try LintCommandTests.tree([
      "en.lproj/Localizable.strings":
        "\"<script>alert(1)</script> & \\\"q\\\"\" = \"a </pre> b\";\n\"ok\" = \"&amp;\";\n",
      "de.lproj/Localizable.strings": "\"ok\" = \"\";\n",
    ])
    guard let page = try check([], in: folder) else { return }
    #expect(
      page.findings.map(\.message) == [
        "missing translation for \"<script>alert(1)</script> & \\\"q\\\"\"",
        "empty value for \"ok\"",
      ])
  }

  @Test func cleanRunSaysSo() throws {
    let folder = try LintCommandTests.tree(LintCommandTests.clean)
    let html = CommandRunner.run(LintCommand.main, ["--format", "html"], in: folder)
    #expect(html.status == .clean)
    #expect(html.standardOutput.contains("<p class=\"empty\">No problems found.</p>"))
    guard let page = try Self.parse(html.standardOutput) else { return }
    #expect(page.problems == [])
    #expect(page.findings.isEmpty)
    #expect(page.coverage.map(\.cells.last) == ["1 / 1 (100%)"])
  }

  /// The filters run in a real browser: Chromium loads the page with a link that preselects
  /// errors of two rules, and the DOM it dumps has exactly those findings (and their file)
  /// visible.
  @Test func filtersWorkInChromium() throws {
    guard let chromium = ExternalTool.find("chromium") ?? ExternalTool.find("chromium-browser")
    else {
      print("skipped: chromium is not installed (apt-get install chromium)")
      return
    }
    let folder = Fixtures.url("lint/sample-app-planted").path
    let arguments = try String(contentsOfFile: "\(folder)/args", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let html = CommandRunner.run(LintCommand.main, arguments + ["--format", "html"], in: folder)
    let work = TemporaryDirectory()
    try Data(html.standardOutput.utf8).write(to: URL(fileURLWithPath: "\(work.path)/page.html"))
    let result = try ExternalTool.run(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--dump-dom",
        "file://\(work.path)/page.html#severity=error&rule=syntax,placeholder-mismatch,missing-key",
      ])
    let dom = result.standardOutput
    let visible = dom.split(separator: "\n").filter {
      $0.hasPrefix("<li class=\"finding") && !$0.contains("hidden")
    }
    #expect(
      visible == [
        "<li class=\"finding error\" data-severity=\"error\" data-rule=\"placeholder-mismatch\">",
        "<li class=\"finding error\" data-severity=\"error\" data-rule=\"syntax\">",
      ])
    #expect(dom.contains("<p id=\"shown\">2 of 10 findings shown</p>"))
    #expect(dom.split(separator: "\n").filter { $0 == "<section class=\"file\">" }.count == 1)
  }
}
