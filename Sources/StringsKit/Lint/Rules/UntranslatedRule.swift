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
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d file"), ("other", "%d files")])),
        "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d Datei"), ("other", "%d files")])
        ).replacingOccurrences(of: "<string>%d files<", with: "↓<string>%d files<"),
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "Save": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": ↓"Save"}}}},
          "App": {"shouldTranslate": false,
            "localizations": {"de": {"stringUnit": {"state": "translated", "value": "App"}}}}
        }}
        """#
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"Save\";\n\"n\" = \"%d / %d\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"Sichern\";\n\"n\" = \"%d / %d\";\n",
      ]),
      // The same format (only a variable) and number-only categories are not copies.
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d"), ("other", "%d files")])),
        "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d"), ("other", "%d Dateien")])),
      ]),
    ])

  static let checksGroupsApart = true

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for pair in group.translatedTexts
      where pair.text.text.isCopy(of: pair.referenceText.text) {
        findings.append(
          LintFinding(
            .warning(
              "\(pair.language) value of \(quoted(pair.key))\(pair.text.label) is the same as "
                + "the reference value",
              at: pair.text.position),
            key: pair.key))
      }
    }
    for tables in input.catalogs {
      for pair in tables.translatedTexts
      where pair.value.isCopy(of: pair.referenceValue) {
        findings.append(
          LintFinding(
            .warning(
              "\(pair.language) value of \(quoted(pair.entry.key)) is the same as the source value",
              at: pair.text.position),
            key: pair.entry.key))
      }
    }
    return findings
  }
}
