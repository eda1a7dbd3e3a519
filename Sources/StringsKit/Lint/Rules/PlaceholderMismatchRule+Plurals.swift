/// `placeholder-mismatch` over `.stringsdict` entries: each category text against its
/// variable's value type, and each language's entry against the reference language's.
extension PlaceholderMismatchRule {
  static let pluralTriggering: [RuleExample] = [
    // `%d` read from an object argument: garbage or a crash.
    RuleExample([
      "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
        StringsdictExamples.plural(
          "k", valueType: "@", [("one", "%d file"), ("other", "%@ files")])
      ).replacingOccurrences(of: "<string>%d file", with: "↓<string>%d file")
    ]),
    RuleExample([
      "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
        StringsdictExamples.plural("k", [("one", "%d file"), ("other", "%d files")])),
      "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
        StringsdictExamples.plural(
          "k", valueType: "ld", [("one", "%ld Datei"), ("other", "%ld Dateien")])
      ).replacingOccurrences(of: "<string>ld<", with: "↓<string>ld<"),
    ]),
    RuleExample([
      "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
        StringsdictExamples.plural(
          "k", format: "%@ has %#@n@", [("one", "%d file"), ("other", "%d files")])),
      "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
        StringsdictExamples.plural(
          "k", format: "↓%#@n@", [("one", "%d Datei"), ("other", "%d Dateien")])
      ).replacingOccurrences(of: "<string>↓", with: "↓<string>"),
    ]),
  ]

  static let pluralNonTriggering: [RuleExample] = [
    RuleExample([
      "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
        StringsdictExamples.plural(
          "k", format: "%@ has %#@n@", valueType: "ld",
          [("one", "%ld file"), ("other", "%ld files")])),
      "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
        StringsdictExamples.plural(
          "k", format: "%1$@ hat %2$#@n@", valueType: "ld",
          [("one", "eine Datei"), ("other", "%ld Dateien")])),
    ])
  ]

  static func pluralFindings(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for tables in group.stringsdicts.values {
        for file in tables.values where !file.hasErrors {
          for definition in file.definitions {
            for variable in definition.variables where variable.isPlural {
              findings += valueTypeFindings(variable, of: definition)
            }
          }
        }
      }
      for (_, reference, translation) in group.localizedComparisons {
        for entry in translation.pluralEntries {
          guard case .plural(let definition) = entry.text,
            case .plural(let referenceDefinition)? = reference.entry(entry.key)?.text
          else { continue }
          findings += comparisonFindings(definition, with: referenceDefinition)
        }
      }
    }
    return findings
  }

  /// Once put in place of its `%#@name@`, a category text must read the variable's argument
  /// with the value type's conversion.
  static func valueTypeFindings(
    _ variable: PluralDefinition.Variable, of definition: PluralDefinition
  ) -> [LintFinding] {
    guard let valueType = variable.valueType,
      let expected = PluralSyntaxRule.valueArgument(valueType.text)
    else { return [] }
    var findings: [LintFinding] = []
    for (name, text) in variable.texts where FormatSpecifier.mayOccur(in: text.text) {
      guard let arguments = definition.valueArguments(of: variable, text: text.text),
        let wrong = arguments.first(where: {
          $0.conversion != expected.conversion || $0.width != expected.width
        })
      else { continue }
      findings.append(
        LintFinding(
          .error(
            "the \(name) text of \(quoted(variable.name)) in \(quoted(definition.key)) reads "
              + "the value as %\(wrong.spelling.dropFirst()), but NSStringFormatValueTypeKey is "
              + "\(quoted(valueType.text))",
            at: text.position,
            notes: [.init("the value type is set here", at: valueType.position)]),
          key: definition.key))
    }
    return findings
  }

  /// The format's arguments and each variable's value type, against the reference language's.
  static func comparisonFindings(
    _ definition: PluralDefinition, with reference: PluralDefinition
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    if let format = definition.format, let referenceFormat = reference.format {
      let expected = FormatArgument.lintArguments(in: referenceFormat.text)
      let actual = FormatArgument.lintArguments(in: format.text)
      if expected != actual {
        findings.append(
          LintFinding(
            .error(
              "placeholder mismatch in \(quoted(definition.key)): "
                + difference(expected: expected, actual: actual),
              at: format.position,
              notes: [
                .init(
                  "the reference format is \(quoted(referenceFormat.text))",
                  at: referenceFormat.position)
              ]),
            key: definition.key))
      }
    }
    for variable in definition.variables where variable.isPlural {
      guard let valueType = variable.valueType,
        let referenceValueType = reference.variable(variable.name)?.valueType,
        let actual = PluralSyntaxRule.valueArgument(valueType.text),
        let expected = PluralSyntaxRule.valueArgument(referenceValueType.text),
        actual.conversion != expected.conversion || actual.width != expected.width
      else { continue }
      findings.append(
        LintFinding(
          .error(
            "NSStringFormatValueTypeKey of \(quoted(variable.name)) in \(quoted(definition.key)) "
              + "is \(quoted(valueType.text)) but the reference has "
              + quoted(referenceValueType.text),
            at: valueType.position,
            notes: [.init("the reference value type", at: referenceValueType.position)]),
          key: definition.key))
    }
    return findings
  }
}
