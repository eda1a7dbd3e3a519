/// A `.strings` table as ``LocalizationUnitLine``s, in file order: each key's comment (when it
/// has one) and value; a repeated key once, where its effective (last) entry is.
public enum StringsUnitLines {
  public static func lines(of file: StringsFile) -> [LocalizationUnitLine] {
    var last: [LiteralKey: Int] = [:]
    for (position, entry) in file.entries.enumerated() { last[LiteralKey(entry.key)] = position }
    var result: [LocalizationUnitLine] = []
    for (position, entry) in file.entries.enumerated() where last[LiteralKey(entry.key)] == position
    {
      if !entry.comments.isEmpty {
        result.append(
          LocalizationUnitLine(
            key: entry.key, detail: "", field: "comment",
            value: ThreeWayConflict.quoted(entry.comments.joined(separator: "\n"))))
      }
      let value =
        entry.valueKind == .string ? ThreeWayConflict.quoted(entry.value) : entry.value
      result.append(LocalizationUnitLine(key: entry.key, detail: "", field: "value", value: value))
    }
    return result
  }
}
