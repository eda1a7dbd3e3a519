/// Reports a translation whose leading or trailing whitespace differs from the reference value's.
struct WhitespaceMismatchRule: LintRule {
  static let description = RuleDescription(
    id: "whitespace-mismatch",
    summary: "Keep the reference value's leading and trailing whitespace",
    rationale: """
      Code often joins a localized string with others, so a leading space or a trailing \
      newline in the reference value is part of the layout. A translation that drops or adds \
      one runs words together, or leaves a blank line. Empty translations are left to \
      empty-value.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"Total: \";\n",
        "de.lproj/Localizable.strings": "\"a\" = ↓\"Summe:\";\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"Line\";\n",
        "de.lproj/Localizable.strings": "\"a\" = ↓\"\\nZeile\";\n",
      ]),
      // Each .stringsdict category against the reference's (its `other` when the reference
      // language does not write that category).
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d file "), ("other", "%d files ")])),
        "ru.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", [("one", "%d файл "), ("few", "%d файла"), ("other", "%d файлов ")])
        ).replacingOccurrences(of: "<string>%d файла<", with: "↓<string>%d файла<"),
      ]),
      // A catalog key without a source localization is its own source text.
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"Total: ": {"localizations": {
          "de": {"stringUnit": {"state": "translated", "value": ↓"Summe:"}}
        }}}}
        """#
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \" of \";\n",
        "de.lproj/Localizable.strings": "\"a\" = \" von \";\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", format: "%#@n@ ", [("one", "%d file"), ("other", "%d files")])),
        "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", format: "%#@n@ ", [("one", "%d Datei"), ("other", "%d Dateien")])),
      ]),
    ])

  static let checksGroupsApart = true

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for pair in group.translatedTexts
      where !pair.text.text.isEmpty && !pair.referenceText.text.isEmpty {
        guard let problems = Self.problems(pair.text.text, pair.referenceText.text) else {
          continue
        }
        findings.append(
          LintFinding(
            .warning(
              "whitespace of \(quoted(pair.key))\(pair.text.label) differs from the reference: "
                + problems,
              at: pair.text.position,
              notes: [.init("the reference value is here", at: pair.referenceText.position)]),
            key: pair.key))
      }
    }
    for tables in input.catalogs {
      for pair in tables.translatedTexts
      where !pair.value.isEmpty && !pair.referenceValue.isEmpty {
        guard let problems = Self.problems(pair.value, pair.referenceValue) else {
          continue
        }
        findings.append(
          LintFinding(
            .warning(
              "whitespace of the \(pair.language) value of \(quoted(pair.entry.key)) differs "
                + "from the source: \(problems)",
              at: pair.text.position,
              notes: [.init("the source value is here", at: pair.referenceText.position)]),
            key: pair.entry.key))
      }
    }
    return findings
  }

  /// What differs at the edges of `value` and `reference`, or `nil`.
  static func problems(_ value: String, _ reference: String) -> String? {
    var problems: [String] = []
    let (lead, trail) = edges(value)
    let (referenceLead, referenceTrail) = edges(reference)
    if lead != referenceLead {
      problems.append("leading \(quoted(lead)) instead of \(quoted(referenceLead))")
    }
    if trail != referenceTrail {
      problems.append("trailing \(quoted(trail)) instead of \(quoted(referenceTrail))")
    }
    return problems.isEmpty ? nil : problems.joined(separator: ", ")
  }

  /// Whether `scalar` has Unicode's White_Space property, as `properties.isWhitespace` says
  /// (a test holds the two equal over every scalar): the property's 25 scalars written out, as
  /// the standard library's table lookup cost more than the rest of the rule.
  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      true
    default: false
    }
  }

  /// The leading and trailing whitespace (newlines included) of `text`.
  static func edges(_ text: String) -> (String, String) {
    // Most texts start and end with an ASCII letter or sign: nothing to collect.
    let utf8 = text.utf8
    if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20,
      last < 0x80
    {
      return ("", "")
    }
    // Only the scalars at the edges are looked at: a translation starting or ending with a
    // letter outside ASCII (every Cyrillic or Han text) is not walked whole.
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    while start < scalars.endIndex, isWhitespace(scalars[start]) {
      scalars.formIndex(after: &start)
    }
    if start == scalars.endIndex { return (text, "") }
    var end = scalars.endIndex
    while case let before = scalars.index(before: end), isWhitespace(scalars[before]) {
      end = before
    }
    let leading = start == scalars.startIndex ? "" : String(scalars[..<start])
    let trailing = end == scalars.endIndex ? "" : String(scalars[end...])
    return (leading, trailing)
  }
}
