import Foundation

/// A `.stringsdict` as ``LocalizationUnitLine``s, in file order: each key's format string
/// (`format`), then each variable's settings and texts (`[count] NSStringFormatValueTypeKey`,
/// `[count.one] value`).
public enum StringsdictUnitLines {
  public static func lines(of file: StringsdictFile) -> [LocalizationUnitLine] {
    var result: [LocalizationUnitLine] = []
    for entry in file.entries { result += lines(of: entry.value, key: entry.key, path: []) }
    return result
  }

  /// The lines of `node`, found at `path` inside `key`.
  public static func lines(of node: PropertyListNode, key: String, path: [String])
    -> [LocalizationUnitLine]
  {
    var result: [LocalizationUnitLine] = []
    var pending: [(PropertyListNode, [String])] = [(node, path)]
    while let (node, path) = pending.popLast() {
      if let entries = node.entries, !entries.isEmpty {
        for entry in entries.reversed() { pending.append((entry.value, path + [entry.key])) }
        continue
      }
      result.append(line(key: key, path: path, value: show(node)))
    }
    return result
  }

  /// `[NSStringLocalizedFormatKey]` → `format`; `[count, one]` → `[count.one] value`;
  /// `[count, NSStringFormatValueTypeKey]` → `[count] NSStringFormatValueTypeKey`.
  private static func line(key: String, path: [String], value: String) -> LocalizationUnitLine {
    if path == [PluralDefinition.formatKey] {
      return LocalizationUnitLine(key: key, detail: "", field: "format", value: value)
    }
    if let last = path.last, last.hasPrefix("NSString") {
      return LocalizationUnitLine(
        key: key, detail: path.dropLast().joined(separator: "."), field: last, value: value)
    }
    return LocalizationUnitLine(
      key: key, detail: path.joined(separator: "."), field: "value", value: value)
  }

  private static func show(_ node: PropertyListNode) -> String {
    switch node.value {
    case .string(let text): return ThreeWayConflict.quoted(text)
    case .dictionary: return "{}"
    case .array(let elements): return "(\(elements.count) elements)"
    case .data(let data): return "<\(data.count) bytes>"
    case .date(let date): return "\(date)"
    case .integer(let integer): return "\(integer)"
    case .real(let real): return "\(real)"
    case .boolean(let flag): return flag ? "true" : "false"
    }
  }
}
