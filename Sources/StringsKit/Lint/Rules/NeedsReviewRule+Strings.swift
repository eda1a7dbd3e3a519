extension NeedsReviewRule {
  /// The `.strings` translations marked with ``CarryOverMarker``: carried over from a renamed or
  /// reworded key by `strings-merge`, to be checked against the new text. One finding per
  /// entry, at its key; only entries with comments are read for the mark.
  func carriedOverFindings(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      for (language, tables) in group.tables where language != group.referenceLanguage {
        for table in tables.values where CarryOverMarker.mayOccur(in: table.file) {
          for entry in table.file.entries where entry.commentByteRange != nil {
            guard let marker = CarryOverMarker.marker(in: entry.comments) else {
              continue
            }
            let origin = marker.dropFirst(CarryOverMarker.prefix.count)
            findings.append(
              LintFinding(
                .warning(
                  "the \(language) translation of \(quoted(entry.key)) needs review: carried "
                    + "over from \(origin)", at: entry.keyPosition),
                key: entry.key))
          }
        }
      }
    }
    return findings
  }
}
