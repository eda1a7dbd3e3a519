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
  public func jsonDump(pretty: Bool = true) -> String {
    guard let root else { return "{}" }
    return LargeStack.run { Self.jsonText(root.propertyListValue, pretty: pretty) }
  }

  private static func jsonText(_ value: StringsValue, pretty: Bool) -> String {
    var options: JSONSerialization.WritingOptions = [
      .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed,
    ]
    if pretty { options.insert(.prettyPrinted) }
    guard
      let data = try? JSONSerialization.data(withJSONObject: jsonObject(value), options: options)
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private static func jsonObject(_ value: StringsValue) -> Any {
    switch value {
    case .string(let text): text
    case .array(let items): items.map(jsonObject)
    case .dictionary(let pairs): pairs.mapValues(jsonObject)
    case .data(let data): data.base64EncodedString()
    case .number(let number): number
    case .boolean(let flag): flag
    case .date(let date): ISO8601DateFormatter().string(from: date)
    }
  }
}
