import Foundation

extension StringsFile {
  /// The effective table (the last of repeated keys wins) as a JSON object with sorted keys: what
  /// `strings-lint --dump` prints and what `plutil -convert json -o - FILE` prints for the same
  /// file (compared as parsed JSON).
  ///
  /// JSON has no data type: data values are written as base64 strings (plutil refuses such
  /// files). Dates are ISO 8601 strings.
  ///
  /// A table with nested values is converted on a ``LargeStack`` thread: both the conversion and
  /// Foundation's serializer recurse once per level, up to 511 levels.
  public func jsonDump(pretty: Bool = true) -> String {
    let nested = entries.contains {
      switch $0.propertyListValue {
      case .array, .dictionary: true
      default: false
      }
    }
    return nested ? LargeStack.run { jsonText(pretty: pretty) } : jsonText(pretty: pretty)
  }

  private func jsonText(pretty: Bool) -> String {
    let object = values.mapValues(Self.jsonObject)
    var options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes]
    if pretty { options.insert(.prettyPrinted) }
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: options) else {
      return "{}"
    }
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
