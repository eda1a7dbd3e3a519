import Foundation

extension StringsFile {
  /// The effective table (the last of repeated keys wins) as a JSON object with sorted keys: what
  /// `strings-lint --dump` prints and what `plutil -convert json -o - FILE` prints for the same
  /// file (compared as parsed JSON). Written by ``JSONDumpWriter``: keys are told apart by
  /// Unicode scalars, as the runtime's table tells them apart.
  ///
  /// JSON has no data type: data values are written as base64 strings (plutil refuses such
  /// files). Dates are ISO 8601 strings.
  ///
  /// A table with nested values is converted on a ``LargeStack`` thread: the conversion and the
  /// writer recurse once per level, up to 511 levels.
  public func jsonDump(pretty: Bool = true) -> String {
    let nested = entries.contains {
      switch $0.propertyListValue {
      case .array, .dictionary: true
      default: false
      }
    }
    let text = {
      JSONDumpWriter.text(
        .object(entries.map { ($0.key, Self.jsonNode($0.propertyListValue)) }), pretty: pretty)
    }
    return nested ? LargeStack.run(text) : text()
  }

  private static func jsonNode(_ value: StringsValue) -> JSONDumpWriter.Node {
    switch value {
    case .string(let text): .string(text)
    case .array(let items): .array(items.map(jsonNode))
    case .dictionary(let pairs): .object(pairs.map { ($0.key, jsonNode($0.value)) })
    case .data(let data): .string(data.base64EncodedString())
    case .number(let number): JSONDumpWriter.number(number)
    case .boolean(let flag): .literal(flag ? "true" : "false")
    case .date(let date): .string(ISO8601DateFormatter().string(from: date))
    }
  }
}
