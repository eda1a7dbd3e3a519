import Foundation

/// The JSON text `strings-lint --dump` prints for a `.strings` table or a `.stringsdict`, in the
/// layout of `JSONSerialization` (`.sortedKeys`, `.withoutEscapingSlashes`, pretty or not).
///
/// Written here, not by `JSONSerialization`, for two reasons. Keys are told apart by Unicode
/// scalars, as CoreFoundation's tables tell them apart: `café` in NFC and in NFD, or `K` and the
/// Kelvin sign, stay two keys (the last of repeated keys wins), where a Swift dictionary folds
/// them into one. And the keys are ordered without the system locale's collation, which
/// `.sortedKeys` uses and in which AddressSanitizer caught CoreFoundation freeing a stack buffer
/// on a thread with a large stack: numerically, ignoring case, then by scalars.
enum JSONDumpWriter {
  /// A value to write.
  indirect enum Node {
    /// Written as it is: a number, `true` or `false`.
    case literal(String)
    case string(String)
    case array([Node])
    /// Pairs in the file's order; a key may repeat, and its last value is written.
    case object([(key: String, value: Node)])
  }

  /// The JSON text of `node`. Recurses once per level: deep values are written on a
  /// ``LargeStack`` by the callers.
  static func text(_ node: Node, pretty: Bool) -> String {
    var out = ""
    write(node, indent: "", pretty: pretty, into: &out)
    return out
  }

  /// A number as `JSONSerialization` writes it; NaN and the infinities, which JSON has no number
  /// for, as the strings `"nan"`, `"inf"` and `"-inf"`.
  static func number(_ value: Double) -> Node {
    if value.isNaN { return .string("nan") }
    if value.isInfinite { return .string(value < 0 ? "-inf" : "inf") }
    return .literal(fragment(value))
  }

  /// The order of an object's keys: `.sortedKeys`' comparison without a locale, then scalars,
  /// so that keys it calls equal still have one order.
  static func precedes(_ a: String, _ b: String) -> Bool {
    let order = a.compare(
      b, options: [.numeric, .caseInsensitive, .forcedOrdering],
      range: a.startIndex..<a.endIndex, locale: nil)
    if order != .orderedSame { return order == .orderedAscending }
    return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
  }

  private static func write(_ node: Node, indent: String, pretty: Bool, into out: inout String) {
    switch node {
    case .literal(let text): out += text
    case .string(let text): out += fragment(text)
    case .array(let items):
      writeContainer(
        items.map { (nil, $0) }, open: "[", close: "]", indent: indent, pretty: pretty,
        into: &out)
    case .object(let pairs):
      var last: [LiteralKey: Int] = [:]
      for (index, pair) in pairs.enumerated() { last[LiteralKey(pair.key)] = index }
      let sorted = last.values.sorted { precedes(pairs[$0].key, pairs[$1].key) }
      writeContainer(
        sorted.map { (pairs[$0].key, pairs[$0].value) }, open: "{", close: "}", indent: indent,
        pretty: pretty, into: &out)
    }
  }

  private static func writeContainer(
    _ items: [(key: String?, value: Node)], open: String, close: String, indent: String,
    pretty: Bool, into out: inout String
  ) {
    out += open
    let inner = indent + "  "
    if pretty { out += "\n" }
    for (index, item) in items.enumerated() {
      if index > 0 { out += pretty ? ",\n" : "," }
      if pretty { out += inner }
      if let key = item.key { out += fragment(key) + (pretty ? " : " : ":") }
      write(item.value, indent: inner, pretty: pretty, into: &out)
    }
    if pretty { out += "\n" + indent }
    out += close
  }

  /// One string or number as `JSONSerialization` escapes or writes it (slashes left alone).
  private static func fragment(_ value: Any) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }
}
