import Foundation
import Testing

@testable import StringsCLI

/// `.github/strings-tools-matcher.json`, the problem matcher the GitHub Action registers, applied
/// to real diagnostics of every tool: each error and warning line yields its file, line, column,
/// severity, message and rule; notes, summaries and position-less lines yield nothing.
@Suite struct ProblemMatcherTests {
  struct Matcher: Decodable {
    struct Entry: Decodable {
      var owner: String
      var pattern: [Pattern]
    }
    struct Pattern: Decodable {
      var regexp: String
      var file: Int
      var line: Int
      var column: Int
      var severity: Int
      var message: Int
      var code: Int
    }
    var problemMatcher: [Entry]
  }

  struct Match: Equatable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var message: String
    var code: String?
  }

  static let pattern: Matcher.Pattern = {
    let url = Fixtures.packageRoot.appendingPathComponent(".github/strings-tools-matcher.json")
    let matcher = try! JSONDecoder().decode(Matcher.self, from: try! Data(contentsOf: url))
    return matcher.problemMatcher[0].pattern[0]
  }()

  /// What the matcher reads from one line, as the runner applies it (the whole line).
  static func match(_ line: String) throws -> Match? {
    let regex = try NSRegularExpression(pattern: pattern.regexp)
    let range = NSRange(line.startIndex..., in: line)
    guard let result = regex.firstMatch(in: line, range: range) else { return nil }
    func group(_ index: Int) -> String? {
      let range = result.range(at: index)
      return range.location == NSNotFound ? nil : (line as NSString).substring(with: range)
    }
    return Match(
      file: group(pattern.file)!, line: Int(group(pattern.line)!)!,
      column: Int(group(pattern.column)!)!, severity: group(pattern.severity)!,
      message: group(pattern.message)!, code: group(pattern.code))
  }

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  @Test func lintDiagnosticsMatchTheJSONReport() throws {
    let folder = Fixtures.url("lint/sample-app-planted").path
    let arguments = try String(contentsOfFile: "\(folder)/args", encoding: .utf8)
      .split(separator: "\n").map(String.init)
    let text = CommandRunner.run(LintCommand.main, arguments, in: folder)
    let json = CommandRunner.run(LintCommand.main, arguments + ["--format", "json"], in: folder)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
    let expected = diagnostics.map {
      Match(
        file: $0["path"] as! String, line: $0["line"] as! Int, column: $0["column"] as! Int,
        severity: $0["severity"] as! String, message: $0["message"] as! String,
        code: $0["rule"] as? String)
    }
    let matched = try Self.lines(text.standardError).compactMap(Self.match)
    #expect(matched == expected)
    #expect(matched.count == 10)
    // The notes and the summary are there, and left alone.
    #expect(text.standardError.contains(": note: "))
    #expect(try Self.match("strings-lint: 7 files checked: 3 errors, 7 warnings") == nil)
  }

  @Test func genWarningMatchesWithoutARule() throws {
    let work = TemporaryDirectory()
    try work.copyContents(of: Fixtures.url("sample-app"))
    let result = CommandRunner.run(
      GenCommand.main, ["--utf8", "--method", "localized", "-o", "out", "Sources"], in: work.path)
    let lines = Self.lines(result.standardError)
    #expect(lines.count == 1)
    #expect(
      try Self.match(lines[0])
        == Match(
          file: "Sources/Model/Strings.swift", line: 21, column: 23, severity: "warning",
          message: "Argument is not a literal string.", code: nil))
  }

  @Test func mergeDiagnosticsMatchAndItsOtherLinesDoNot() throws {
    let folder = try LintCommandTests.tree([
      "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "de.lproj/L.strings": "\"a\" = \"X\";\n\"z\" = \"Z\";\n\"z\" = \"Y\";\n",
      "fr.lproj/L.strings": "\"a\" = \"X\"\n",
    ])
    let result = CommandRunner.run(MergeCommand.main, ["--check"], in: folder)
    let matched = try Self.lines(result.standardError).compactMap(Self.match)
    #expect(
      matched.map { "\($0.file):\($0.line):\($0.column) \($0.severity)" } == [
        "de.lproj/L.strings:2:1 warning", "de.lproj/L.strings:3:1 warning",
        "de.lproj/L.strings:3:1 warning", "fr.lproj/L.strings:1:10 error",
      ])
    #expect(matched.last?.message == "missing ';' after the value of \"a\"")
    #expect(matched.last?.code == nil)
    #expect(result.standardError.contains("strings-merge: error: "))
    for line in Self.lines(result.standardOutput) { #expect(try Self.match(line) == nil) }
  }

  @Test func messagesWithBracketsAndColonsStayWhole() throws {
    #expect(
      try Self.match("a b/x.strings:3:7: error: \"k:[1]\" [x] is odd [placeholder-mismatch]")
        == Match(
          file: "a b/x.strings", line: 3, column: 7, severity: "error",
          message: "\"k:[1]\" [x] is odd", code: "placeholder-mismatch"))
  }
}
