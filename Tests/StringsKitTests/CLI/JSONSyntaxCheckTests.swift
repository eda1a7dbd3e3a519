import Foundation
import Testing

@testable import StringsCLI

/// The lint tool's JSON files are JSON: what RFC 8259 allows passes, and a trailing comma, a
/// repeated key or any other slip is named with its line and column.
@Suite struct JSONSyntaxCheckTests {
  func problem(_ text: String) -> JSONSyntaxCheck.Problem? {
    JSONSyntaxCheck.firstProblem(in: Array(text.utf8))
  }

  @Test(arguments: [
    #"{}"#, #"[]"#,
    #" {"a": [1, -2.5e+3, 0, true, false, null, {"b": "x\"\\\/\b\f\n\r\t\u00e9"}]} "#,
    "\u{FEFF}{\"a\": 1}", #"{"é": 1, "e\u0301": 2}"#, "\"text\"",
  ])
  func validJSONPasses(_ text: String) {
    #expect(problem(text) == nil)
  }

  @Test func trailingCommasAreRejectedAtTheComma() {
    #expect(
      problem("{\n  \"strict\": true,\n}")
        == .init(line: 2, column: 17, message: "trailing comma before '}' (JSON allows none)"))
    #expect(
      problem(#"{"disable": ["a", ]}"#)
        == .init(line: 1, column: 17, message: "trailing comma before ']' (JSON allows none)"))
  }

  @Test func repeatedKeysAreRejectedAtTheSecondOne() {
    #expect(
      problem("{\"strict\": true,\n \"strict\": false}")
        == .init(
          line: 2, column: 2,
          message: "repeated key \"strict\" (first at 1:2); JSON keys must be unique"))
    // The same key spelled with an escape is the same key.
    #expect(problem(#"{"a": 1, "\u0061": 2}"#)?.column == 10)
  }

  @Test(arguments: [
    (#"{"a" 1}"#, 6), (#"{'a': 1}"#, 2), (#"[01]"#, 2), (#"[1.]"#, 4), (#"{"a": tru}"#, 7),
    (#"{"a": 1} x"#, 10), (#"["a\x"]"#, 4), ("[\"a\nb\"]", 4), (#"{"a": 1"#, 8), (#"["abc"#, 2),
    ("", 1),
  ])
  func otherSyntaxErrorsHaveAPosition(_ text: String, _ column: Int) {
    #expect(problem(text)?.column == column, "\(text)")
  }

  @Test func deepNestingIsRefusedWithoutCrashing() {
    let text = String(repeating: "[", count: 100_000)
    #expect(problem(text)?.message == "JSON nested too deeply")
  }
}
