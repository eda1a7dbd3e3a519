/// The XLIFF units of one `.stringsdict` table for one language, with the ids Xcode gives them:
/// paths into the property list.
///
///     /KEY:dict/NSStringLocalizedFormatKey:dict/:string    the format (`%#@files@`)
///     /KEY:dict/files:dict/one:dict/:string                one text of the variable `files`
///
/// One unit per string, in the reference's order: the format, then each variable's texts. A
/// plural variable gets a unit for each category the language has in CLDR (plus `zero` when the
/// reference writes one, as `strings-merge` does), its source the reference's text for that
/// category or else its `other`; any other variable (device, width) one unit per text the
/// reference has. The target is the language's text, `state="translated"`; none when it has
/// none. A `.stringsdict` has no comments: every note is empty.
public enum XLIFFStringsdictUnits {
  /// Where a unit's text is: the format of `key`, or the text `name` of `variable`.
  ///
  /// Equal and hashed by Unicode scalars, as keys are (``LiteralKey``).
  public struct Place: Hashable, Sendable {
    public var key: String
    /// `nil` for the format.
    public var variable: String?
    public var name: String?

    public init(key: String, variable: String? = nil, name: String? = nil) {
      self.key = key
      self.variable = variable
      self.name = name
    }

    public static func == (lhs: Place, rhs: Place) -> Bool {
      LiteralKey(lhs.key) == LiteralKey(rhs.key)
        && lhs.variable.map(LiteralKey.init) == rhs.variable.map(LiteralKey.init)
        && lhs.name.map(LiteralKey.init) == rhs.name.map(LiteralKey.init)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(LiteralKey(key))
      hasher.combine(variable.map(LiteralKey.init))
      hasher.combine(name.map(LiteralKey.init))
    }

    public var id: String {
      guard let variable, let name else {
        return "/\(key):dict/\(PluralDefinition.formatKey):dict/:string"
      }
      return "/\(key):dict/\(variable):dict/\(name):dict/:string"
    }
  }

  public struct Unit: Sendable {
    public var place: Place
    public var unit: XLIFFDocument.Unit
    /// Whether the reference's variable is a plural one (its names are plural categories).
    public var isPlural: Bool
  }

  /// The categories `language` gets for a plural variable of the reference.
  static func categories(
    for language: String, referenceLanguage: String, reference: PluralDefinition.Variable
  ) -> [String] {
    StringsdictMerger.categories(
      for: language, referenceLanguage: referenceLanguage, reference: reference
    ).map(\.rawValue)
  }

  /// The units for `language`; `allCategories` lists every plural category instead of the
  /// language's (to recognise units an import must refuse).
  public static func units(
    reference: StringsdictFile, translation: StringsdictFile?, referenceLanguage: String,
    language: String, allCategories: Bool = false
  ) -> [Unit] {
    var translated: [LiteralKey: PluralDefinition] = [:]
    for definition in translation?.definitions ?? [] {
      translated[LiteralKey(definition.key)] = definition
    }
    var result: [Unit] = []
    for definition in reference.definitions {
      let target = translated[LiteralKey(definition.key)]
      func append(_ place: Place, source: String, target: String?, isPlural: Bool) {
        result.append(
          Unit(
            place: place,
            unit: XLIFFDocument.Unit(
              id: place.id, source: source,
              target: target.map { XLIFFDocument.Target($0, state: "translated") }),
            isPlural: isPlural))
      }
      append(
        Place(key: definition.key), source: definition.format?.text ?? "",
        target: target?.format?.text, isPlural: false)
      for variable in definition.variables {
        let names =
          !variable.isPlural
          ? variable.texts.map(\.name)
          : allCategories
            ? PluralCategory.allCases.map(\.rawValue)
            : categories(for: language, referenceLanguage: referenceLanguage, reference: variable)
        let targetVariable = target?.variable(variable.name)
        for name in names {
          let category = PluralCategory(rawValue: name)
          let source =
            variable.texts.last { $0.name.isLiterallyEqual(to: name) }?.text.text
            ?? (category != nil ? variable.text(for: .other)?.text : nil)
          guard let source else { continue }
          append(
            Place(key: definition.key, variable: variable.name, name: name), source: source,
            target: targetVariable?.texts.last { $0.name.isLiterallyEqual(to: name) }?.text.text,
            isPlural: variable.isPlural)
        }
      }
    }
    return result
  }

  /// The `<file>` for a table and the warnings for what it leaves out (texts XML 1.0 cannot
  /// carry, as for `.strings`).
  public static func file(
    original: String, reference: StringsdictFile, translation: StringsdictFile?,
    sourceLanguage: String, targetLanguage: String, tool: XLIFFDocument.Tool?
  ) -> (file: XLIFFDocument.File, diagnostics: [Diagnostic]) {
    var file = XLIFFDocument.File(
      original: original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
      tool: tool)
    var diagnostics: [Diagnostic] = []
    for unit in units(
      reference: reference, translation: translation, referenceLanguage: sourceLanguage,
      language: targetLanguage)
    {
      if let unwritable = XLIFFExport.unwritable(unit.unit, at: reference.start) {
        diagnostics.append(unwritable)
        continue
      }
      file.units.append(unit.unit)
    }
    return (file, diagnostics)
  }
}
