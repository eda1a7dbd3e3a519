import Foundation

/// The entries of a `.stringsdict` file as the runtime uses them, in the shape
/// ``StringsdictWriter`` writes, read through ``StringsdictParser``: keys compared literally (by
/// Unicode scalars, as CoreFoundation does), the last of repeated keys winning, and every problem
/// reported at its `file:line:col`.
///
/// Entries are sorted by key scalars, variables by name scalars and plural categories in CLDR
/// order (the file's order carries no meaning at runtime). What is not a well-formed entry is
/// reported as an error, not read.
public enum StringsdictContent {
  public struct Read: Sendable {
    public var entries: [StringsdictWriter.Entry]
    /// The parser's findings, then one error per entry or variable not read.
    public var diagnostics: [Diagnostic]

    /// Whether something could not be read: the file, an entry or a variable.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  public static func read(_ data: Data, path: String) -> Read {
    read(StringsdictParser.parse(data, path: path))
  }

  public static func read(_ file: StringsdictFile) -> Read {
    var result = Read(entries: [], diagnostics: file.diagnostics)
    guard file.root?.entries != nil else { return result }
    let definitions = file.definitions.sorted {
      $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars)
    }
    for definition in definitions {
      guard let format = definition.format else {
        result.diagnostics.append(
          .error(
            "\"\(definition.key)\" has no \(PluralDefinition.formatKey) string; not read",
            at: definition.keyPosition))
        continue
      }
      var variables: [StringsdictWriter.Entry.Variable] = []
      let named = definition.variables.sorted {
        $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars)
      }
      for variable in named {
        guard let ruleType = variable.ruleType else {
          result.diagnostics.append(
            .error(
              "\"\(definition.key)\": variable \"\(variable.name)\" has no "
                + "NSStringFormatSpecTypeKey string; not read", at: variable.keyPosition))
          continue
        }
        let texts = variable.texts.sorted { a, b in
          let (l, r) = (PluralCategory(literally: a.name), PluralCategory(literally: b.name))
          if let l, let r { return l < r }
          if (l == nil) != (r == nil) { return l != nil }
          return a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars)
        }.map { (name: $0.name, text: $0.text.text) }
        variables.append(
          StringsdictWriter.Entry.Variable(
            name: variable.name, ruleType: ruleType.text, valueType: variable.valueType?.text,
            texts: texts))
      }
      result.entries.append(
        StringsdictWriter.Entry(key: definition.key, format: format.text, variables: variables))
    }
    result.diagnostics = result.diagnostics.sortedForPrinting()
    return result
  }
}
