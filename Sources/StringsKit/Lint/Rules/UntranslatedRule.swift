/// Reports a translation identical to the reference value (off by default).
struct UntranslatedRule: LintRule {
  static let description = RuleDescription(
    id: "untranslated",
    summary: "Translate values instead of copying the reference value",
    rationale: """
      A value copied from the reference language usually means the translation was never \
      done. It is off by default because brand names, "OK" and numbers are often the same in \
      every language; turn it on with --enable untranslated. Values without any letter are \
      never reported.
      """,
    defaultSeverity: .warning,
    enabledByDefault: false,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"Save\";\n",
        "de.lproj/Localizable.strings": "\"a\" = ↓\"Save\";\n",
      ])
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"Save\";\n\"n\" = \"%d / %d\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n\"n\" = \"%d / %d\";\n",
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for (language, reference, translation) in group.comparisons {
        for entry in translation.effectiveEntries {
          guard case .string(let value) = entry.propertyListValue,
            value.removingFormatSpecifiers.unicodeScalars.contains(
              where: \.properties.isAlphabetic),
            let referenceEntry = reference.entry(entry.key),
            case .string(let referenceValue) = referenceEntry.propertyListValue,
            referenceValue == value
          else { continue }
          findings.append(
            LintFinding(
              .warning(
                "\(language) value of \(quoted(entry.key)) is the same as the reference value",
                at: entry.valuePosition ?? entry.keyPosition),
              key: entry.key))
        }
      }
    }
    return findings
  }
}
