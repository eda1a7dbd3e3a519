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
      // The '#' written as an escape: the file holds no '#' byte.
      RuleExample([
        "en.lproj/Localizable.strings": "\"files\" = ↓\"%\\U0023@files@\";\n"
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
          guard let strings = table.strings else { continue }
          let candidates = Self.entriesThatMayHoldNumberSign(strings)
          for index in candidates {
            let fileEntry = strings.entries[index]
            // Only the occurrence in effect, and not one a .stringsdict definition hides.
            guard let entry = table.entry(fileEntry.key),
              entry.keyPosition == fileEntry.keyPosition
            else { continue }
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
    // A catalog is checked in the form it compiles to.
    for tables in input.catalogs {
      findings += CatalogCompiledChecks.unresolvedPlurals(tables)
    }
    return findings
  }

  /// The entries of `strings` (offsets in its entries) whose value may hold `#`, in file order.
  ///
  /// A UTF-8 file whose escapes spell no character by its code (`\U`, octal; see
  /// ``StringsFile/spellsASCIIPlainly``) holds `#` in a value only where its bytes hold it: the
  /// entries whose bytes do are found by stepping from one `#` to the next (most files hold
  /// none), a superset the caller checks. Other files are passed over when their bytes hold
  /// neither `#` nor a backslash (in any encoding), and their values looked at one by one
  /// otherwise: reading each value of every file with a backslash (nearly every translated
  /// file: `\n`, `\"`) cost more than the rest of the rule.
  static func entriesThatMayHoldNumberSign(_ strings: StringsFile) -> [Int] {
    let numberSign = UInt8(ascii: "#")
    let fromBytes = strings.withSpelledEntries { spelled -> [Int]? in
      guard let spelled, spelled.spellsASCIIPlainly else { return nil }
      return spelled.entriesHolding(numberSign)
    }
    if let fromBytes { return fromBytes }
    if strings.format == .text && !strings.bytes.containsByte(numberSign)
      && !strings.bytes.containsByte(UInt8(ascii: "\\"))
    {
      return []
    }
    // A byte check on each value, through the buffer so that no entry is copied
    // (String.contains(String) goes through Foundation, which is slow).
    return strings.entries.withUnsafeBufferPointer { entries in
      entries.indices.filter { index in
        // The string read where it is: `value` is made from the value on each read.
        if case .string(let text) = entries[index].propertyListValue {
          return text.containsByte(numberSign)
        }
        return entries[index].value.containsByte(numberSign)
      }
    }
  }
}
