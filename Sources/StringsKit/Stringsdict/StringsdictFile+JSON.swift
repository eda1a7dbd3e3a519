import Foundation

extension PropertyListNode {
  /// The value as the neutral ``StringsValue`` (the last of repeated keys wins), for the JSON
  /// dump and for comparing with what `plutil` reads.
  public var propertyListValue: StringsValue {
    switch value {
    case .string(let text): .string(text)
    case .dictionary(let entries):
      .dictionary(
        Dictionary(entries.map { ($0.key, $0.value.propertyListValue) }, uniquingKeysWith: { $1 }))
    case .array(let items): .array(items.map(\.propertyListValue))
    case .data(let data): .data(data)
    case .date(let date): .date(date)
    case .integer(let number): .number(number.doubleValue)
    case .real(let number): .number(number)
    case .boolean(let flag): .boolean(flag)
    }
  }
}

extension StringsdictFile {
  /// The whole property list as JSON with sorted keys: what `strings-lint --dump` prints and
  /// what `plutil -convert json -o - FILE` prints for the same file (compared as parsed JSON).
  ///
  /// Written by ``JSONDumpWriter``, where plutil's way loses what the file says: integers keep
  /// all 64 bits (9007199254740993 stays so, not …992); keys are told apart by Unicode scalars
  /// (the last of repeated keys wins); a `<real>` that is NaN or infinite, which JSON has no
  /// number for, is written as the string `"nan"`, `"inf"` or `"-inf"` (plutil refuses the
  /// whole file).
  public func jsonDump(pretty: Bool = true) -> String {
    guard let root else { return "{}" }
    return LargeStack.run { JSONDumpWriter.text(Self.jsonNode(root), pretty: pretty) }
  }

  /// The `<real>` elements a JSON dump writes as strings (NaN, infinities).
  public var realsWithoutJSONNumber: [PropertyListNode] {
    var found: [PropertyListNode] = []
    var pending = root.map { [$0] } ?? []
    while let node = pending.popLast() {
      switch node.value {
      case .real(let number) where !number.isFinite: found.append(node)
      case .dictionary(let entries): pending += entries.map(\.value)
      case .array(let items): pending += items
      default: break
      }
    }
    return found
  }

  private static func jsonNode(_ node: PropertyListNode) -> JSONDumpWriter.Node {
    switch node.value {
    case .string(let text): .string(text)
    case .integer(let number): .literal(number.description)
    case .real(let number): JSONDumpWriter.number(number)
    case .boolean(let flag): .literal(flag ? "true" : "false")
    case .date(let date): .string(ISO8601DateFormatter().string(from: date))
    case .data(let data): .string(data.base64EncodedString())
    case .array(let items): .array(items.map(jsonNode))
    case .dictionary(let entries): .object(entries.map { ($0.key, jsonNode($0.value)) })
    }
  }
}
