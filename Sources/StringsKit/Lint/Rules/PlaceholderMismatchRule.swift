/// Reports a translation whose format specifiers differ from the reference value's.
struct PlaceholderMismatchRule: LintRule {
  static let description = RuleDescription(
    id: "placeholder-mismatch",
    summary: "Use the same format specifiers as the reference value",
    rationale: """
      String(format:) reads its arguments by the specifiers of the translated format, so a \
      missing, extra or swapped %@ or %d prints garbage or crashes the app in that language \
      only. Arguments are compared by position and type: %1$@ %2$d matches %@ %d, %d matches \
      %i, %% is not an argument, a length modifier that changes the argument's size (%d vs \
      %ld) counts, and %#@name@ references are compared by name. %ld against %lld is reported \
      on purpose: both read 64 bits on 64-bit iOS and macOS, but on watchOS's arm64_32 `long` \
      is 32 bits, so there the two read different arguments. "% @" counts as %@, since \
      NSString ignores the space flag for objects. Reordering needs positional \
      specifiers (%2$@ … %1$d).
      """,
    defaultSeverity: .error,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"greeting\" = \"Hello %@\";\n",
        "de.lproj/Localizable.strings": "\"greeting\" = ↓\"Hallo\";\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"rounds\" = \"%d rounds of %@\";\n",
        "es.lproj/Localizable.strings": "\"rounds\" = ↓\"%@: %d rondas\";\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"n\" = \"%d files\";\n",
        "fr.lproj/Localizable.strings": "\"n\" = ↓\"%ld fichiers\";\n",
      ]),
      // Equal on 64-bit iOS and macOS, not on watchOS (arm64_32): reported, with the reason.
      RuleExample([
        "en.lproj/Localizable.strings": "\"n\" = \"%lld files\";\n",
        "de.lproj/Localizable.strings": "\"n\" = ↓\"%ld Dateien\";\n",
      ]),
      // Columns count UTF-8 bytes: "grüße" is 7 bytes long.
      RuleExample([
        "en.lproj/Localizable.strings": "\"grüße\" = \"Hi %@\";\n",
        "de.lproj/Localizable.strings": "\"grüße\" = ↓\"Hallo\";\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"n\" = \"%#@files@\";\n",
        "fr.lproj/Localizable.strings": "\"n\" = ↓\"%#@fichiers@\";\n",
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.strings": "\"rounds\" = \"%d rounds of %@\";\n",
        "es.lproj/Localizable.strings": "\"rounds\" = \"%1$i rondas de %2$@\";\n",
        "nl.lproj/Localizable.strings": "\"rounds\" = \"%2$@: %1$d rondes\";\n",
      ]),
      // NSString reads "% @" as "%@" (the space flag is ignored for objects).
      RuleExample([
        "en.lproj/Localizable.strings": "\"exp\" = \"Expired on %@\";\n",
        "es.lproj/Localizable.strings": "\"exp\" = \"Caducó el % @\";\n",
      ]),
      RuleExample([
        "en.lproj/Localizable.strings": "\"off\" = \"%d%% off\";\n",
        "de.lproj/Localizable.strings": "\"off\" = \"%d %% Rabatt\";\n",
      ]),
    ])

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for group in input.groups {
      var cache: [String: [FormatArgument]] = [:]
      for pair in group.translatedValues
      where pair.value.contains("%") || pair.referenceValue.contains("%") {
        let expected =
          cache[pair.referenceValue] ?? FormatArgument.lintArguments(in: pair.referenceValue)
        cache[pair.referenceValue] = expected
        let actual = FormatArgument.lintArguments(in: pair.value)
        guard expected != actual else { continue }
        findings.append(
          LintFinding(
            .error(
              "placeholder mismatch in \(quoted(pair.entry.key)): "
                + Self.difference(expected: expected, actual: actual),
              at: pair.entry.valuePosition ?? pair.entry.keyPosition,
              notes: [
                .init(
                  "the reference value is \(quoted(pair.referenceValue))",
                  at: pair.referenceEntry.valuePosition ?? pair.referenceEntry.keyPosition)
              ]),
            key: pair.entry.key))
      }
    }
    return findings
  }

  /// What differs, argument by argument: `argument 1 is %@ but the reference has %d`.
  static func difference(expected: [FormatArgument], actual: [FormatArgument]) -> String {
    let byIndex = Dictionary(grouping: expected, by: \.index)
    let actualByIndex = Dictionary(grouping: actual, by: \.index)
    var parts: [String] = []
    for index in Set(byIndex.keys).union(actualByIndex.keys).sorted() {
      let want = (byIndex[index] ?? []).map(\.spelling).joined(separator: " or ")
      let got = (actualByIndex[index] ?? []).map(\.spelling).joined(separator: " or ")
      if want == got { continue }
      if got.isEmpty {
        parts.append("argument \(index) (\(want)) is missing")
      } else if want.isEmpty {
        parts.append("extra argument \(index) (\(got))")
      } else {
        var part = "argument \(index) is \(got) but the reference has \(want)"
        if let mine = actualByIndex[index], let theirs = byIndex[index],
          Self.differOnlyInLongVersusLongLong(mine, theirs)
        {
          part +=
            " (both 64 bits on 64-bit iOS and macOS, but not on watchOS's arm64_32, where "
            + "long is 32 bits)"
        }
        parts.append(part)
      }
    }
    if parts.isEmpty { parts.append("format specifiers differ from the reference") }
    return parts.joined(separator: "; ")
  }

  /// Whether one argument is `long` where the other is `long long`, with the same conversion.
  static func differOnlyInLongVersusLongLong(_ a: [FormatArgument], _ b: [FormatArgument]) -> Bool {
    guard a.count == 1, b.count == 1, a[0].conversion == b[0].conversion,
      a[0].stringsdictName == nil, b[0].stringsdictName == nil
    else { return false }
    return Set([a[0].width, b[0].width]) == [.long, .longLong]
  }
}
