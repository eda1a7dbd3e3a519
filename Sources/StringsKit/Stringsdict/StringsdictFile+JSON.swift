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
  /// Written here, not by `JSONSerialization`, where plutil's way loses what the file says:
  /// integers keep all 64 bits (9007199254740993 stays so, not …992); keys are told apart by
  /// Unicode scalars, so `café` in NFC and in NFD, or `K` and the Kelvin sign, stay two keys
  /// (the last of repeated keys wins); a `<real>` that is NaN or infinite, which JSON has no
  /// number for, is written as the string `"nan"`, `"inf"` or `"-inf"` (plutil refuses the
  /// whole file). Keys are ordered as `JSONSerialization` orders them (numeric, ignoring
  /// case), then by scalars; the layout is its pretty one.
  public func jsonDump(pretty: Bool = true) -> String {
    guard let root else { return "{}" }
    return LargeStack.run {
      var out = ""
      Self.writeJSON(root, indent: "", pretty: pretty, into: &out)
      return out
    }
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

  private static func writeJSON(
    _ node: PropertyListNode, indent: String, pretty: Bool, into out: inout String
  ) {
    switch node.value {
    case .string(let text): out += quoted(text)
    case .integer(let number): out += number.description
    case .real(let number):
      if number.isNaN {
        out += "\"nan\""
      } else if number.isInfinite {
        out += number < 0 ? "\"-inf\"" : "\"inf\""
      } else {
        out += fragment(number)
      }
    case .boolean(let flag): out += flag ? "true" : "false"
    case .date(let date): out += quoted(ISO8601DateFormatter().string(from: date))
    case .data(let data): out += quoted(data.base64EncodedString())
    case .array(let items):
      writeContainer(
        items.map { (nil, $0) }, open: "[", close: "]", indent: indent, pretty: pretty,
        into: &out)
    case .dictionary(let entries):
      var last: [LiteralKey: PropertyListEntry] = [:]
      for entry in entries { last[LiteralKey(entry.key)] = entry }
      let sorted = last.values.sorted { a, b in
        let order = a.key.compare(
          b.key, options: [.numeric, .caseInsensitive, .forcedOrdering],
          range: a.key.startIndex..<a.key.endIndex, locale: nil)
        if order != .orderedSame { return order == .orderedAscending }
        return a.key.unicodeScalars.lexicographicallyPrecedes(b.key.unicodeScalars)
      }
      writeContainer(
        sorted.map { ($0.key, $0.value) }, open: "{", close: "}", indent: indent,
        pretty: pretty, into: &out)
    }
  }

  private static func writeContainer(
    _ items: [(key: String?, value: PropertyListNode)], open: String, close: String,
    indent: String, pretty: Bool, into out: inout String
  ) {
    out += open
    let inner = indent + "  "
    if pretty { out += "\n" }
    for (index, item) in items.enumerated() {
      if index > 0 { out += pretty ? ",\n" : "," }
      if pretty { out += inner }
      if let key = item.key { out += quoted(key) + (pretty ? " : " : ":") }
      writeJSON(item.value, indent: inner, pretty: pretty, into: &out)
    }
    if pretty { out += "\n" + indent }
    out += close
  }

  /// A string as `JSONSerialization` escapes it (slashes left alone).
  private static func quoted(_ text: String) -> String { fragment(text) }

  private static func fragment(_ value: Any) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }
}
