/// Reports a key that one language defines in both `X.strings` and `X.stringsdict`.
struct ShadowedKeyRule: LintRule {
  static let description = RuleDescription(
    id: "shadowed-key",
    summary: "Define a key in X.strings or in X.stringsdict, not both",
    rationale: """
      At runtime a key of X.stringsdict hides the same key of X.strings in that language: the \
      .strings entry is never read, so edits to it change nothing and translators keep two \
      texts in step for no reason. The finding sits on the dead .strings entry.
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "↓\"%d files\" = \"%d files\";\n",
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])),
      ])
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"title\" = \"Files\";\n",
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])),
        "en.lproj/Other.strings": "\"%d files\" = \"%d files\";\n",
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for tables in group.localized.values {
        for table in tables.values {
          for (entry, definition) in table.shadowed {
            findings.append(
              LintFinding(
                .warning(
                  "\(quoted(entry.key)) is also in '\(table.stringsdict?.path ?? "")', which the "
                    + "runtime uses; this entry is never read",
                  at: entry.keyPosition,
                  notes: [.init("the entry in effect", at: definition.keyPosition)]),
                key: entry.key))
          }
        }
      }
    }
    return findings
  }
}
