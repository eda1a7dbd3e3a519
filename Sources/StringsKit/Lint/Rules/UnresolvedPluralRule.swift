/// Reports a `.strings` value with a `%#@name@` reference that no `.stringsdict` entry of that
/// language resolves.
struct UnresolvedPluralRule: LintRule {
  static let description = RuleDescription(
    id: "unresolved-plural",
    summary: "Define every %#@name@ value in the language's .stringsdict",
    rationale: """
      Only a .stringsdict entry turns %#@name@ into a plural: a .strings value holding it is \
      printed as written, "%#@files@" and all, when the key has no .stringsdict entry in that \
      language (the file is missing, or the entry was left out of it).
      """,
    defaultSeverity: .error,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"files\" = ↓\"%#@files@\";\n"
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"files\" = \"%#@files@\";\n",
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "files", variable: "files", [("one", "%d file"), ("other", "%d files")])),
        "de.lproj/Localizable.strings": "\"files\" = ↓\"%#@files@\";\n",
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"files\" = \"%#@files@\";\n",
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "files", variable: "files", [("one", "%d file"), ("other", "%d files")])),
      ])
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for (language, tables) in group.localized {
        for table in tables.values {
          // Through the buffer, so that looking at a value copies neither the entry nor its text.
          for entry in table.entries.withUnsafeBufferPointer({ entries in
            entries.indices.filter { index in
              // A byte check first: String.contains(String) goes through Foundation, which is
              // slow.
              switch entries[index].text {
              case .string(let value): value.containsByte(UInt8(ascii: "#"))
              default: false
              }
            }.map { entries[$0] }
          }) {
            guard case .string(let value) = entry.text else { continue }
            let names = FormatSpecifier.scan(value).compactMap { specifier -> String? in
              if case .stringsdictReference(let name) = specifier.kind { return name }
              return nil
            }
            guard let first = names.first else { continue }
            findings.append(
              LintFinding(
                .error(
                  "\(quoted(entry.key)) uses %#@\(first)@ but '\(language).lproj/"
                    + "\(table.name).stringsdict' does not define \(quoted(entry.key)); the "
                    + "text is shown as written", at: entry.valuePosition ?? entry.keyPosition),
                key: entry.key))
          }
        }
      }
    }
    return findings
  }
}
