/// Reports a key in a translation that the reference table no longer has.
struct StaleKeyRule: LintRule {
  static let description = RuleDescription(
    id: "stale-key",
    summary: "Remove translations of keys the reference table no longer has",
    rationale: """
      Keys deleted from the code and the reference table linger in every language, where \
      translators keep paying for them and reviewers keep reading them. Tables the reference \
      language lacks altogether are not compared key by key. In a String Catalog, Xcode marks \
      such keys with "extractionState": "stale".
      """,
    defaultSeverity: .warning,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n↓\"old\" = \"Alt\";\n",
      ]),
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "a": {"extractionState": "manual"},
          ↓"Click once": {"extractionState": "stale"}
        }}
        """#
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("%d files", [("one", "%d file"), ("other", "%d files")])
        ).replacingOccurrences(of: "<key>%d files", with: "↓<key>%d files"),
      ]),
      // Canonically equivalent to the reference's key, but not the same scalars.
      RuleExample([
        "en.lproj/Localizable.strings": "\"caf\u{E9}\" = \"Cafe\";\n",
        "fr.lproj/Localizable.strings": "↓\"cafe\u{301}\" = \"Caf\u{E9}\";\n",
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
        "de.lproj/Other.strings": "\"old\" = \"Alt\";\n",
      ])
    ])

  static let checksGroupsApart = true

  func check(_ input: LintInput) -> [LintFinding] {
    // The keys each translation lacks are found first, so that the findings take one array
    // of their number: a translation whose reference table is empty has every key stale, and
    // growing the array to tens of thousands of findings moved them, and its memory, again
    // and again.
    var stale: [(reference: LocalizedTable, translation: LocalizedTable, missing: [Int])] = []
    for group in input.groups {
      for (_, reference, translation) in group.localizedComparisons {
        let missing = translation.positionsOfKeys(missingFrom: reference)
        if !missing.isEmpty { stale.append((reference, translation, missing)) }
      }
    }
    // In the translations' path order, each table's keys in file order: the findings come out
    // in print order, which the linter then only checks instead of sorting them.
    stale.sort { $0.translation.path < $1.translation.path }
    let total = stale.reduce(0) { $0 + $1.missing.count }
    var findings = [LintFinding](unsafeUninitializedCapacity: total) { buffer, initialized in
      for (reference, translation, missing) in stale {
        // The same for every key of the table, so made once and kept beside each key until the
        // message is printed: interpolating the path into each message cost more than finding
        // the keys.
        let tail = " is not in the reference table '\(reference.path)'"
        let lookalikes = LookalikeKeys(reference)
        let template = LintFinding(
          Diagnostic(.warning, quoting: "", then: tail, at: nil), key: nil)
        for position in missing {
          // The key read in place, no entry made: most keys of such a table are reported.
          let key = translation.key(at: position)
          let finding = buffer.baseAddress! + initialized
          finding.initialize(to: template)
          finding.pointee.reuse(
            for: key, at: translation.keyPosition(at: position),
            notes: lookalikes.note(for: key).map { [$0] } ?? [])
          initialized += 1
        }
      }
    }
    for tables in input.catalogs {
      for entry in tables.reference.entries where entry.isStale {
        findings.append(
          LintFinding(
            .warning(
              "\(quoted(entry.key)) is stale: Xcode no longer finds it in the code",
              at: entry.keyPosition),
            key: entry.key))
      }
    }
    return findings
  }
}
