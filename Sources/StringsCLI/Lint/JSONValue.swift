import Foundation
import StringsKit

/// A JSON document with object keys in the order given, rendered deterministically with
/// two-space indentation: what `--format json`, `--format sarif` and baselines write.
///
///     JSONValue.object([("version", .number(1))]).rendered()  // "{\n  \"version\": 1\n}"
enum JSONValue {
  case string(String)
  case number(Int)
  case bool(Bool)
  case array([JSONValue])
  case object([(String, JSONValue)])
  case null

  func rendered(indent: String = "") -> String {
    switch self {
    case .string(let text): return Self.quote(text)
    case .number(let number): return "\(number)"
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      if items.isEmpty { return "[]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let fields):
      if fields.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + fields.map { "\(inner)\(Self.quote($0.0)): \($0.1.rendered(indent: inner))" }
        .joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// A JSON string literal; control characters are escaped, everything else is kept as UTF-8.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

// MARK: - Reading the JSON files lint is given

extension JSONValue {
  /// The top-level object of the JSON file at `path` (absolute), or `nil` when the file holds
  /// something else; `.strings-lint.json` and baselines are both read this way.
  ///
  /// - Throws: a usage error naming `shown` when the file cannot be read, or naming
  ///   `shown:line:col` when it is not strict JSON (``JSONSyntaxCheck``: a trailing comma, a
  ///   repeated key).
  static func readObject(at path: String, shown: String) throws(UsageError) -> [String: Any]? {
    let data: Data
    do {
      data = try FileReader.read(path, displayPath: shown)
    } catch {
      throw .badValue("\(error)")
    }
    if let problem = JSONSyntaxCheck.firstProblem(in: [UInt8](data)) {
      throw .badValue("\(shown):\(problem.line):\(problem.column): \(problem.message)")
    }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }
}
