import Foundation
import Testing

/// Compares `actual` with the golden file `Fixtures/<relativePath>`.
///
/// With `UPDATE_GOLDEN=1` in the environment the file is rewritten instead and the test fails
/// with a request to review the diff, so a recording run can never pass by accident. A missing
/// golden file is recorded the same way. A mismatch shows numbered lines around the first
/// difference, marked with `>`.
func expectGolden(
  _ actual: String, at relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectGolden(Data(actual.utf8), at: relativePath, sourceLocation: sourceLocation)
}

/// Byte-exact variant of ``expectGolden(_:at:sourceLocation:)`` for binary outputs such as
/// UTF-16 tables.
func expectGolden(
  _ actual: Data, at relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = Fixtures.url(relativePath)
  let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
  let expected = FileManager.default.contents(atPath: url.path)
  if update || expected == nil {
    if expected == actual { return }
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url)
      Issue.record(
        "recorded new golden file Fixtures/\(relativePath); review the diff",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record(
        "cannot write golden file Fixtures/\(relativePath): \(error)",
        sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected, expected != actual else { return }
  let diff = goldenDiff(expected: expected, actual: actual)
  Issue.record(
    "Fixtures/\(relativePath) differs (re-record with UPDATE_GOLDEN=1 and review):\n\(diff)",
    sourceLocation: sourceLocation)
}

/// Numbered lines around the first differing line; byte offsets when the data is not UTF-8.
func goldenDiff(expected: Data, actual: Data) -> String {
  guard let e = String(data: expected, encoding: .utf8),
    let a = String(data: actual, encoding: .utf8)
  else {
    let first = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    return "binary contents differ at byte \(first ?? min(expected.count, actual.count)) "
      + "(expected \(expected.count) bytes, got \(actual.count))"
  }
  let el = e.split(separator: "\n", omittingEmptySubsequences: false)
  let al = a.split(separator: "\n", omittingEmptySubsequences: false)
  let first =
    zip(el, al).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(el.count, al.count)
  let range = max(0, first - 3)..<(first + 4)
  var out = "expected:\n"
  for i in range where i < el.count {
    out += "\(i == first ? ">" : " ") \(i + 1): \(el[i])\n"
  }
  out += "actual:\n"
  for i in range where i < al.count {
    out += "\(i == first ? ">" : " ") \(i + 1): \(al[i])\n"
  }
  return out
}
