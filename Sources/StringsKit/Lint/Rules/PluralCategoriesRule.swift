/// Reports plural variables that lack a category their language's CLDR rules use, or that
/// write a category the language never uses.
struct PluralCategoriesRule: LintRule {
  static let description = RuleDescription(
    id: "plural-categories",
    summary: "Write exactly the plural categories the language uses (CLDR)",
    rationale: """
      Each language sorts numbers into its own CLDR categories: Russian needs one, few, many \
      and other, Arabic all six, Japanese only other. A missing category falls back to other, \
      so Russian users read "5 файла" where "5 файлов" belongs. A category the language never \
      uses is dead text that translators keep paying for. zero is the exception: Apple uses \
      it for 0 in every language.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d file"), ("other", "%d files")])),
        "ru.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", variableKey: "↓<key>n</key>", [("one", "%d файл"), ("other", "%d файла")])),
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d file"), ("other", "%d files")])),
        "ja.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("↓one", "%d ファイル"), ("other", "%d ファイル")])
        ).replacingOccurrences(of: "<key>↓", with: "↓<key>"),
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", [("zero", "No files"), ("one", "%d file"), ("other", "%d files")])),
        "ru.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k",
            [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")]
          )),
        "ja.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("other", "%d ファイル")])),
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for (language, tables) in group.stringsdicts {
        let spoken = language == "Base" ? group.baseLanguage : language
        guard let rules = PluralRules.ruleSet(forLanguage: spoken) else { continue }
        for file in tables.values where !file.hasErrors {
          for definition in file.definitions {
            for variable in definition.variables where variable.isPlural {
              findings += Self.check(variable, of: definition, language: spoken, rules: rules)
            }
          }
        }
      }
    }
    return findings
  }

  static func check(
    _ variable: PluralDefinition.Variable, of definition: PluralDefinition, language: String,
    rules: PluralRuleSet
  ) -> [LintFinding] {
    let written = variable.categories
    let uses = rules.categories.map(\.rawValue).joined(separator: ", ")
    var findings: [LintFinding] = []
    // A missing other is plural-syntax's error: the runtime cannot do without it.
    let missing = rules.categories.filter { !written.contains($0) && $0 != .other }
    if !missing.isEmpty {
      findings.append(
        LintFinding(
          .warning(
            "\(quoted(variable.name)) of \(quoted(definition.key)) lacks "
              + missing.map(\.rawValue).joined(separator: ", ")
              + " (\(language) uses \(uses)); those numbers get the other text",
            at: variable.keyPosition),
          key: definition.key))
    }
    for (name, text) in variable.texts {
      guard let category = PluralCategory(literally: name), category != .zero,
        !rules.uses(category)
      else { continue }
      findings.append(
        LintFinding(
          .warning(
            "\(name) in \(quoted(variable.name)) of \(quoted(definition.key)) is never chosen "
              + "in \(language), which uses \(uses)",
            at: text.keyPosition),
          key: definition.key))
    }
    return findings
  }
}
