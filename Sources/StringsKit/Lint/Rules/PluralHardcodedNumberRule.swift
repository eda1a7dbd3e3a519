/// Reports a plural category text that writes a number instead of the specifier, where the
/// language's category also covers other numbers.
struct PluralHardcodedNumberRule: LintRule {
  static let description = RuleDescription(
    id: "plural-hardcoded-number",
    summary:
      "Write the number's specifier, not the number, where a category covers several numbers",
    rationale: """
      English one is exactly 1, so "1 file" is right. Russian one also covers 21, 31, 101 and \
      so on (CLDR's samples), so a Russian one text of "1 непрочитанное уведомление" tells a \
      user with 21 notifications that they have 1. The check uses CLDR's sample numbers for \
      each category; a number the category covers alone (or 0 when the entry has a zero \
      text, which Apple picks for 0) is fine.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", [("one", "1 notification"), ("other", "%d notifications")])),
        "ru.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k",
            [
              ("one", "1 уведомление"), ("few", "%d уведомления"), ("many", "%d уведомлений"),
              ("other", "%d уведомления"),
            ])
        ).replacingOccurrences(of: "<string>1 ", with: "↓<string>1 "),
      ])
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "1 file"), ("other", "%d files")])),
        "fr.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k",
            [
              ("zero", "Aucun fichier"), ("one", "1 fichier"), ("many", "%d de fichiers"),
              ("other", "%d fichiers"),
            ])),
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
    let excluded: Set<Double> = variable.text(for: .zero) != nil ? [0] : []
    var findings: [LintFinding] = []
    for (name, text) in variable.texts {
      guard let category = PluralCategory(literally: name), category != .zero,
        let rule = rules.rule(for: category),
        definition.valueArguments(of: variable, text: text.text)?.isEmpty ?? false,
        let number = Self.writtenNumber(text.text)
      else { continue }
      let samples = rule.integers
      guard samples.coversMoreThan(Double(number), except: excluded) else { continue }
      findings.append(
        LintFinding(
          .warning(
            "the \(name) text of \(quoted(variable.name)) in \(quoted(definition.key)) writes "
              + "\(number) instead of %\(variable.valueType?.text ?? "d"), but \(language) "
              + "\(name) also covers other numbers (CLDR: \(rule.integerSamples))",
            at: text.position),
          key: definition.key))
    }
    return findings
  }

  /// The first whole number written in digits as a word of its own (`1 file`, `(1)`), outside
  /// format specifiers; digits inside a word (`COVID-19`, `%%1$@`) do not count.
  static func writtenNumber(_ text: String) -> Int? {
    var plain = text
    for specifier in FormatSpecifier.scan(text).reversed() {
      plain.replaceSubrange(specifier.range, with: "%")
    }
    let characters = Array(plain)
    var index = 0
    while index < characters.count {
      guard characters[index].isASCII && characters[index].isNumber else {
        index += 1
        continue
      }
      let start = index
      while index < characters.count && characters[index].isASCII && characters[index].isNumber {
        index += 1
      }
      let before = start > 0 ? characters[start - 1] : " "
      let after = index < characters.count ? characters[index] : " "
      let opens = before.isWhitespace || "([«„“\"'".contains(before)
      let closes = after.isWhitespace || ")]»“”\"'.,;:!?".contains(after)
      if opens && closes { return Int(String(characters[start..<min(index, start + 18)])) }
    }
    return nil
  }
}
