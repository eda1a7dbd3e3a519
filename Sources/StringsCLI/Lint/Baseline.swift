import Foundation
import StringsKit

/// Findings recorded with `--write-baseline` and hidden with `--baseline`, so a large project
/// can gate only new problems.
///
/// An entry matches by rule, file and key, never by line, so it survives edits elsewhere in the
/// file; findings about no key (syntax errors, missing tables) match by rule, file and message.
/// Each entry hides one finding: a second duplicate of a baselined key is still reported.
///
///     {
///       "version": 1,
///       "findings": [
///         {"key": "greeting", "path": "de.lproj/Localizable.strings", "rule": "missing-key"},
///         {"message": "expected ';'", "path": "es.lproj/Localizable.strings", "rule": "syntax"}
///       ]
///     }
///
/// Paths are as printed: relative to the folder strings-lint runs in.
struct Baseline {
  struct Entry: Hashable, Comparable {
    var rule: String
    var path: String
    /// Compared literally, as keys are at runtime: a baselined `é` never hides an `e` + U+0301.
    var key: LiteralKey?
    var message: String?

    init(_ finding: LintFinding) {
      rule = finding.diagnostic.ruleID?.rawValue ?? ""
      path = finding.path
      key = finding.key.map(LiteralKey.init)
      message = finding.key == nil ? finding.diagnostic.message : nil
    }

    init(rule: String, path: String, key: String?, message: String?) {
      self.rule = rule
      self.path = path
      self.key = key.map(LiteralKey.init)
      self.message = message
    }

    /// By path, rule, then key bytes (scalar order) and message.
    static func < (lhs: Entry, rhs: Entry) -> Bool {
      if (lhs.path, lhs.rule) != (rhs.path, rhs.rule) {
        return (lhs.path, lhs.rule) < (rhs.path, rhs.rule)
      }
      let left = lhs.key?.string.utf8 ?? "".utf8
      let right = rhs.key?.string.utf8 ?? "".utf8
      if !left.elementsEqual(right) { return left.lexicographicallyPrecedes(right) }
      return (lhs.message ?? "") < (rhs.message ?? "")
    }
  }

  var entries: [Entry]

  init(findings: [LintFinding]) {
    entries = findings.map(Entry.init).sorted()
  }

  /// Reads a baseline file written by ``serialized()``.
  init(path: String, shown: String) throws(UsageError) {
    guard let object = try JSONValue.readObject(at: path, shown: shown),
      object["version"] as? Int == 1, let list = object["findings"] as? [[String: Any]]
    else {
      throw .badValue("'\(shown)' is not a strings-lint baseline (version 1)")
    }
    var entries: [Entry] = []
    for item in list {
      guard let rule = item["rule"] as? String, let path = item["path"] as? String else {
        throw .badValue("'\(shown)': every finding needs \"rule\" and \"path\"")
      }
      entries.append(
        Entry(
          rule: rule, path: path, key: item["key"] as? String,
          message: item["message"] as? String))
    }
    self.entries = entries
  }

  /// The findings no entry matches, and how many were hidden.
  func filter(_ findings: [LintFinding]) -> (kept: [LintFinding], hidden: Int) {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    var kept: [LintFinding] = []
    var hidden = 0
    for finding in findings {
      let entry = Entry(finding)
      if let count = remaining[entry], count > 0 {
        remaining[entry] = count - 1
        hidden += 1
      } else {
        kept.append(finding)
      }
    }
    return (kept, hidden)
  }

  /// The file's text: pretty JSON, entries sorted, keys in a fixed order.
  func serialized() -> String {
    let items: [JSONValue] = entries.map { entry in
      var fields: [(String, JSONValue)] = [
        ("rule", .string(entry.rule)), ("path", .string(entry.path)),
      ]
      if let key = entry.key { fields.append(("key", .string(key.string))) }
      if let message = entry.message { fields.append(("message", .string(message))) }
      return .object(fields)
    }
    return JSONValue.object([("version", .number(1)), ("findings", .array(items))]).rendered()
      + "\n"
  }
}
