import Foundation

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
      it for 0 in every language. In a String Catalog every plural variation (of a \
      localization, a device or a substitution) must have its language's categories; the \
      message gives CLDR's first sample numbers of each missing one. Keys marked \
      shouldTranslate: false are exempt.
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
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld files": {"localizations": {
          "en": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
          "ru": {"variations": {↓"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "%lld файл"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld файла"}}}}},
          "pl": {"stringUnit": {"state": "translated", "value": "%#@n@"},
            "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {
              ↓"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg plik"}},
                "few": {"stringUnit": {"state": "translated", "value": "%arg pliki"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg pliku"}}}}}}}
        }}}}
        """#
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
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld files": {"localizations": {
          "en": {"variations": {"plural": {
            "zero": {"stringUnit": {"state": "translated", "value": "No files"}},
            "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
          "ja": {"variations": {"plural": {
            "other": {"stringUnit": {"state": "translated", "value": "%lld 個のファイル"}}}}}
        }}}}
        """#
      ]),
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
    for tables in input.catalogs {
      for table in [tables.reference] + tables.translations {
        guard let rules = PluralRules.ruleSet(forLanguage: table.language) else { continue }
        for entry in table.entries where entry.shouldTranslate {
          for plural in entry.pluralCategories {
            let missing = rules.categories.filter { !plural.categories.contains($0.rawValue) }
            if missing.isEmpty { continue }
            let names = missing.map { category in
              let samples =
                rules.rule(for: category)?.integerSamples.split(separator: ",")
                .prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } ?? []
              return samples.isEmpty
                ? category.rawValue : "\(category.rawValue) (\(samples.joined(separator: ", ")), …)"
            }.joined(separator: ", ")
            let all = rules.categories.map(\.rawValue).joined(separator: ", ")
            findings.append(
              LintFinding(
                .warning(
                  "the \(table.language) plural of \(quoted(entry.key)) lacks \(names) "
                    + "(\(table.language) uses \(all))",
                  at: plural.position),
                key: entry.key))
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
