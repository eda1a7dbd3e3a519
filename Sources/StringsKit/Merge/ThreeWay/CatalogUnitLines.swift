/// A String Catalog as ``LocalizationUnitLine``s, in file order: every key's own fields, then
/// each language's string units by variation (`plural.one`, `device.mac`) and substitution.
public enum CatalogUnitLines {
  /// Every line of the catalog's `strings`; fields outside it (`sourceLanguage`, `version`) as
  /// lines of the key `(catalog)`.
  public static func lines(of catalog: Catalog) -> [LocalizationUnitLine] {
    guard let members = catalog.root?.members else { return [] }
    var result: [LocalizationUnitLine] = []
    for member in members {
      if member.key == "strings", let keys = member.value.members {
        for entry in keys { result += lines(of: entry.value, key: entry.key) }
      } else {
        result += lines(of: member.value, key: "(catalog)", path: [member.key])
      }
    }
    return result
  }

  /// The lines of `node`, the value of `key` (or a part of it at `path` inside the key).
  public static func lines(of node: CatalogNode, key: String = "", path: [String] = [])
    -> [LocalizationUnitLine]
  {
    var result: [LocalizationUnitLine] = []
    // Iterative, deepest last: a catalog nests only a few levels, but any input must be safe.
    var pending: [(CatalogNode, [String])] = [(node, path)]
    while let (node, path) = pending.popLast() {
      if let members = node.members, !members.isEmpty {
        for member in members.reversed() { pending.append((member.value, path + [member.key])) }
        continue
      }
      result.append(line(key: key, path: path, value: show(node)))
    }
    return result
  }

  /// `localizations.de.variations.plural.one.stringUnit.value` → `[de plural.one] value`.
  private static func line(key: String, path: [String], value: String) -> LocalizationUnitLine {
    var rest = path
    var detail: [String] = []
    if rest.first == "localizations", rest.count >= 2 {
      detail.append(rest[1])
      rest.removeFirst(2)
    }
    let field = rest.popLast() ?? ""
    let inner = rest.filter { $0 != "stringUnit" && $0 != "variations" }
    if !inner.isEmpty { detail.append(inner.joined(separator: ".")) }
    return LocalizationUnitLine(
      key: key, detail: detail.joined(separator: " "), field: field, value: value)
  }

  /// A leaf as shown: strings quoted, numbers and booleans as written, arrays on one line.
  private static func show(_ node: CatalogNode) -> String {
    switch node.value {
    case .string(let text): return ThreeWayConflict.quoted(text)
    case .number(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .object: return "{}"
    case .array:
      var bytes: [UInt8] = []
      CatalogWriter.write(node, into: &bytes)
      return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
        $0.drop(while: { $0 == " " })
      }.joined(separator: " ")
    }
  }
}
