/// One text a user may see for a key: a `.strings` value, or one string of a `.stringsdict`
/// definition (its format, or one variant of a variable: a plural category, device or width).
///
/// The rules that read texts (`empty-value`, `whitespace-mismatch`, `untranslated`) go through
/// these, so a `.stringsdict` text is checked like a `.strings` value.
public struct LocalizedText: Sendable {
  /// Which text of the entry it is, to find the same text in another language.
  public enum Slot: Hashable, Sendable {
    /// A `.strings` value.
    case value
    /// A definition's `NSStringLocalizedFormatKey`.
    case format
    /// The string under `name` (a plural category, device or width) of a variable.
    case variant(variable: String, name: String)
  }

  public var slot: Slot
  public var text: String
  public var position: SourcePosition
}

extension LocalizedTable.Entry {
  /// The entry's texts in file order; a value that is not a string has none.
  public var texts: [LocalizedText] {
    switch text {
    case .string(let value):
      return [LocalizedText(slot: .value, text: value, position: valuePosition ?? keyPosition)]
    case .other: return []
    case .plural(let definition):
      var texts: [LocalizedText] = []
      if let format = definition.format {
        texts.append(LocalizedText(slot: .format, text: format.text, position: format.position))
      }
      for variable in definition.variables {
        for (name, text) in variable.texts {
          texts.append(
            LocalizedText(
              slot: .variant(variable: variable.name, name: name), text: text.text,
              position: text.position))
        }
      }
      return texts
    }
  }

  /// This (reference) entry's text that `text` of a translation stands for: the one in the
  /// same slot, or for a plural category this entry does not write, its `other` (a language
  /// has the categories of its own plural rules).
  public func counterpart(of text: LocalizedText) -> LocalizedText? {
    let texts = self.texts
    if let same = texts.last(where: { $0.slot == text.slot }) { return same }
    guard case .variant(let variable, let name) = text.slot, PluralCategory(literally: name) != nil
    else { return nil }
    return texts.last { $0.slot == .variant(variable: variable, name: "other") }
  }
}
