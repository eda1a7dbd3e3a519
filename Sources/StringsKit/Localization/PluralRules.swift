/// CLDR's cardinal plural rules, looked up by `.lproj` name.
///
/// The table itself (``cldrRuleSets``, ``cldrLocales``, ``cldrVersion``) is generated into
/// `PluralRules+CLDR.swift` by `Scripts/generate-plural-rules.py` from CLDR's `plurals.xml`.
///
///     PluralRules.ruleSet(forLanguage: "ru")?.categories       // [.one, .few, .many, .other]
///     PluralRules.ruleSet(forLanguage: "pt-BR")?.categories    // pt's: [.one, .many, .other]
///     PluralRules.ruleSet(forLanguage: "Base")                  // nil: callers use the reference's
public enum PluralRules {
  /// The rule set for an `.lproj` name (`ru`, `pt-BR`, `pt_PT`, `zh-Hans`, `sr-Latn`, `es-419`,
  /// `en_GB`, or a legacy name such as `English`), falling back from region and script to the
  /// base language; `nil` for `Base` and for languages CLDR does not know.
  public static func ruleSet(forLanguage language: String) -> PluralRuleSet? {
    var subtags = canonicalSubtags(language)
    while !subtags.isEmpty {
      if let index = cldrLocales[subtags.joined(separator: "_")] { return cldrRuleSets[index] }
      subtags.removeLast()
    }
    return nil
  }

  /// `pt-BR` → `["pt", "BR"]`, `zh_hans` → `["zh", "Hans"]`, `English` → `["en"]`: CLDR's
  /// spelling (lowercase language, title-case script, uppercase region).
  static func canonicalSubtags(_ language: String) -> [String] {
    if let legacy = legacyLprojNames[language] { return [legacy] }
    let parts = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = parts.first else { return [] }
    return [first.lowercased()]
      + parts.dropFirst().map { part in
        part.count == 4
          ? part.prefix(1).uppercased() + part.dropFirst().lowercased()
          : part.uppercased()
      }
  }

  /// The English names older Xcode projects used for `.lproj` folders.
  static let legacyLprojNames: [String: String] = [
    "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja",
    "Spanish": "es", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
    "Finnish": "fi", "Norwegian": "nb", "Korean": "ko", "Russian": "ru", "Polish": "pl",
    "Chinese": "zh",
  ]
}
