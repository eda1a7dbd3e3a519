/// One value of a localization file on one line: the form `strings-merge --textconv` prints for
/// `git diff`, and what `--diff` compares.
///
///     "Hello %@" [de] value: "Hallo %@"
///     "Hello %@" [de] state: translated
///     "%lld items" [de plural.one] value: "%lld Eintrag"
///     "Hello %@" comment: "Greeting on the home screen"
public struct LocalizationUnitLine: Sendable, Equatable {
  public var key: String
  /// A language and a variation path (`de plural.one`), a `.stringsdict` variable and
  /// category (`count.one`), or empty for the key's own fields.
  public var detail: String
  /// `value`, `state`, `comment`, `extractionState`, …
  public var field: String
  /// The value as shown: a text quoted (``ThreeWayConflict/quoted(_:)``), anything else as
  /// written.
  public var value: String

  public init(key: String, detail: String, field: String, value: String) {
    self.key = key
    self.detail = detail
    self.field = field
    self.value = value
  }

  /// The key and where inside it: `"Hello" [de plural.one]`.
  public var place: String {
    let key = ThreeWayConflict.quoted(key)
    return detail.isEmpty ? key : "\(key) [\(detail)]"
  }

  /// The line `--textconv` prints.
  public var text: String { "\(place) \(field): \(value)" }

  /// What `--diff` calls a change of this line's value: a translation, a plural form, a
  /// device variation, or the field itself (`state`, `comment`).
  public var what: String {
    guard field == "value" else { return field }
    let last = detail.split(separator: " ").last.map(String.init) ?? ""
    let categories = ["zero", "one", "two", "few", "many", "other"]
    if detail.contains("plural.") || categories.contains(where: { last.hasSuffix(".\($0)") }) {
      return "plural form"
    }
    if detail.contains("device.") { return "device variation" }
    return "translation"
  }
}
