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
    ]
  ).keepingBatches { StaleKeyRule().checkInBatches($0) }

  static let checksGroupsApart = true

  func check(_ input: LintInput) -> [LintFinding] {
    let (findings, batches) = checkInBatches(input)
    let total = batches.reduce(findings.count) { $0 + $1.count }
    var made: [LintFinding] = []
    made.reserveCapacity(total)
    for batch in batches {
      for index in 0..<batch.count { made.append(batch.finding(at: index)) }
    }
    return made + findings
  }
}

extension StaleKeyRule {
  /// The keys of each translation that its reference lacks, one batch per translation in path
  /// order (each in file order, so in print order); the catalogs' stale keys made one by one.
  func checkInBatches(_ input: LintInput) -> (findings: [LintFinding], batches: [KeyFindings]) {
    var stale: [(reference: LocalizedTable, translation: LocalizedTable, missing: [Int])] = []
    for group in input.groups {
      for (_, reference, translation) in group.localizedComparisons {
        let missing = translation.positionsOfKeys(missingFrom: reference)
        if !missing.isEmpty { stale.append((reference, translation, missing)) }
      }
    }
    stale.sort { $0.translation.path < $1.translation.path }
    // One per reference table, shared by its languages: each is built on its first question.
    // A list: a group has a reference table or two, and a dictionary keyed by the tables cost
    // more to set up (its type's conformances looked up) than to search.
    var lookalikesOf: [(reference: LocalizedTable, lookalikes: LookalikeKeys)] = []
    var batches: [KeyFindings] = []
    for (reference, translation, missing) in stale {
      let lookalikes: LookalikeKeys
      if let known = lookalikesOf.first(where: { $0.reference === reference }) {
        lookalikes = known.lookalikes
      } else {
        lookalikes = LookalikeKeys(reference)
        lookalikesOf.append((reference, lookalikes))
      }
      // The same for every key of the table: the key is quoted before it when printed.
      let template = LintFinding(
        Diagnostic(
          .warning, quoting: "", then: " is not in the reference table '\(reference.path)'",
          at: nil),
        key: nil)
      // A batch per file: the `.strings` file's keys, then the `.stringsdict` file's.
      let fromStrings =
        missing.firstIndex { $0 >= translation.stringsEntryCount } ?? missing.endIndex
      for slice in [missing[..<fromStrings], missing[fromStrings...]] where !slice.isEmpty {
        let positions = Array(slice)
        var notes: [Int: [Diagnostic.Note]] = [:]
        // An ASCII key looks like none of a table without non-ASCII keys: those keys are told
        // by their spelling, not read.
        let asked =
          lookalikes.onlyNonASCIIKeysCanLookAlike
          ? translation.indicesOfKeysThatMayBeNonASCII(among: positions)
          : Array(positions.indices)
        for index in asked {
          if let note = lookalikes.note(for: translation.key(at: positions[index])) {
            notes[index] = [note]
          }
        }
        batches.append(
          KeyFindings(
            table: translation, positions: positions, template: template, notes: notes))
      }
    }
    var findings: [LintFinding] = []
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
    return (findings, batches)
  }
}
