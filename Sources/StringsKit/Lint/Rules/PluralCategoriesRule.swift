import Foundation

/// Reports a plural variation that lacks a category CLDR gives its language.
struct PluralCategoriesRule: LintRule {
  static let description = RuleDescription(
    id: "plural-categories",
    summary: "Give each plural every category its language uses",
    rationale: """
      The runtime picks a plural case by CLDR's rules for the language: Russian needs one, \
      few, many and other, Arabic all six, Japanese only other. A missing case falls back to \
      "other", which is wrong for those numbers ("1 файлов"). Cases beyond the language's \
      categories are not reported: "zero", "one" and "two" also match exactly 0, 1 and 2. \
      Languages CLDR does not know are not checked.
      """,
    defaultSeverity: .warning,
    triggering: [
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
      ])
    ],
    nonTriggering: [
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
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
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
}
