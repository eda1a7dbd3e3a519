/// What changed between two versions of a localization file, per key and language, in words
/// rather than JSON or XML lines:
///
///     + "New key": key added
///     - "Old key": key removed
///     ~ "Hello" [de]: translation changed "Hallo" -> "Servus"
///     ~ "Hello" [de]: state changed "translated" -> "needs_review"
///     ~ "%lld items" [de plural.few]: plural form added "%lld Einträge"
public enum LocalizationDiff {
  /// One line per change: keys in the old file's order, then keys only the new file has.
  public static func changes(from old: [LocalizationUnitLine], to new: [LocalizationUnitLine])
    -> [String]
  {
    let oldKeys = grouped(old)
    let newKeys = grouped(new)
    let newIndex = Dictionary(
      newKeys.enumerated().map { (LiteralKey($1.key), $0) }, uniquingKeysWith: { first, _ in first }
    )
    let oldIndex = Dictionary(
      oldKeys.enumerated().map { (LiteralKey($1.key), $0) }, uniquingKeysWith: { first, _ in first }
    )
    var result: [String] = []
    for group in oldKeys {
      guard let match = newIndex[LiteralKey(group.key)] else {
        result.append("- \(ThreeWayConflict.quoted(group.key)): key removed")
        continue
      }
      result += changes(in: group.lines, newKeys[match].lines)
    }
    for group in newKeys where oldIndex[LiteralKey(group.key)] == nil {
      result.append("+ \(ThreeWayConflict.quoted(group.key)): key added")
    }
    return result
  }

  /// The changes inside one key.
  private static func changes(in old: [LocalizationUnitLine], _ new: [LocalizationUnitLine])
    -> [String]
  {
    func identity(_ line: LocalizationUnitLine) -> String { line.detail + "\u{0}" + line.field }
    let newByIdentity = Dictionary(
      new.map { (LiteralKey(identity($0)), $0) }, uniquingKeysWith: { _, last in last })
    let oldByIdentity = Dictionary(
      old.map { (LiteralKey(identity($0)), $0) }, uniquingKeysWith: { _, last in last })
    var result: [String] = []
    for line in old {
      guard let other = newByIdentity[LiteralKey(identity(line))] else {
        result.append("~ \(line.place): \(line.what) removed \(line.value)")
        continue
      }
      if !other.value.isLiterallyEqual(to: line.value) {
        result.append("~ \(line.place): \(line.what) changed \(line.value) -> \(other.value)")
      }
    }
    for line in new where oldByIdentity[LiteralKey(identity(line))] == nil {
      result.append("~ \(line.place): \(line.what) added \(line.value)")
    }
    return result
  }

  /// The lines of each key together, keys in order of first appearance.
  private static func grouped(_ lines: [LocalizationUnitLine])
    -> [(key: String, lines: [LocalizationUnitLine])]
  {
    var order: [(key: String, lines: [LocalizationUnitLine])] = []
    var index: [LiteralKey: Int] = [:]
    for line in lines {
      let key = LiteralKey(line.key)
      if let at = index[key] {
        order[at].lines.append(line)
      } else {
        index[key] = order.count
        order.append((line.key, [line]))
      }
    }
    return order
  }
}
