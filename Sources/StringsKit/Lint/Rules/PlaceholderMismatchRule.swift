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
      specifiers (%2$@ … %1$d). In a .stringsdict, every category text's specifiers must be \
      the variable's NSStringFormatValueTypeKey (%d under value type @ crashes), and each \
      language's format and value types must match the reference language's. In a String \
      Catalog every text is checked: each plural case against the source's "other" case (a \
      case may leave an argument out, as "one file" does, but not add or change one; "other" \
      must have them all), device cases against the same device, and the variations of a \
      substitution with %arg read as its formatSpecifier; a substitution must keep the \
      source's argNum and formatSpecifier.
      """,
    defaultSeverity: .error,
    triggering: pluralTriggering + [
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
      // A catalog: a plural case that drops the argument in "other", and a device case that
      // changes its type.
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld files on %@": {"localizations": {
          "de": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "eine Datei auf %2$@"}},
            "other": {"stringUnit": {"state": "translated", "value": ↓"Dateien auf %@"}}
          }}},
          "fr": {"variations": {"device": {
            "mac": {"stringUnit": {"state": "translated", "value": ↓"%d fichiers sur %@"}},
            "other": {"stringUnit": {"state": "translated", "value": "%lld fichiers sur %@"}}
          }}}
        }}}}
        """#
      ]),
      // Substitutions: %arg read with the formatSpecifier, which must match the source's.
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {"%lld of %lld": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@done@ of %#@total@"},
            "substitutions": {
              "done": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "other": {"stringUnit": {"state": "translated", "value": "%arg"}}}}},
              "total": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}
            }},
          "de": {"stringUnit": {"state": "translated", "value": "%#@done@ von %#@total@"},
            "substitutions": {
              ↓"done": {"argNum": 1, "formatSpecifier": "@", "variations": {"plural": {
                "other": {"stringUnit": {"state": "translated", "value": ↓"%arg"}}}}},
              "total": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "eine Datei"}},
                "other": {"stringUnit": {"state": "translated", "value": ↓"Dateien"}}}}}
            }},
          "fr": {"stringUnit": {"state": "translated", "value": ↓"%#@done@ sur %#@tout@"}}
        }}}}
        """#
      ]),
    ],
    nonTriggering: pluralNonTriggering + [
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
      // Positional reordering, a plural "one" without the number, and a substitution.
      RuleExample([
        "Localizable.xcstrings": #"""
        {"sourceLanguage": "en", "strings": {
          "%@ sent %lld photos": {"localizations": {
            "en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%@ sent a photo"}},
              "other": {"stringUnit": {"state": "translated", "value": "%@ sent %lld photos"}}}}},
            "ja": {"variations": {"plural": {
              "other": {"stringUnit": {"state": "translated", "value": "%1$@が%2$lld枚の写真を送信"}}}}},
            "de": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%@ hat ein Foto gesendet"}},
              "other": {"stringUnit": {"state": "translated", "value": "%2$lld Fotos von %1$@"}}}}}
          }},
          "%lld km": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "%#@km@"},
              "substitutions": {"km": {"argNum": 1, "formatSpecifier": "lld", "variations": {
                "plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg km"}}}}}}},
            "de": {"stringUnit": {"state": "translated", "value": "%#@km@"},
              "substitutions": {"km": {"argNum": 1, "formatSpecifier": "lld", "variations": {
                "plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg km"}}}}}}}
          }},
          "%d%%": {"shouldTranslate": false, "localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "%d %"}}}}
        }}
        """#
      ]),
    ])

  static let checksGroupsApart = true

  func check(_ input: LintInput) -> [LintFinding] {
    var findings = Self.pluralFindings(input)
    for group in input.groups {
      // Keyed literally: canonically equivalent values can hold different specifiers
      // ("%d" + U+0307 is a `%d`, "%" + U+1E0B is not).
      var cache: [LiteralKey: [FormatArgument]] = [:]
      for pair in group.translatedValues(
        holdingEither: UInt8(ascii: "%"),
        where: {
          FormatSpecifier.mayOccur(in: $0) || FormatSpecifier.mayOccur(in: $1)
        })
      {
        let referenceKey = LiteralKey(pair.referenceValue)
        let expected =
          cache[referenceKey] ?? FormatArgument.lintArguments(in: pair.referenceValue)
        cache[referenceKey] = expected
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
    for tables in input.catalogs { findings += Self.check(tables) }
    return findings
  }

  /// Every text of every translation against its source text, then each substitution's
  /// `argNum` and `formatSpecifier` against the source's.
  static func check(_ tables: CatalogTables) -> [LintFinding] {
    var findings: [LintFinding] = []
    // A source text's arguments, found once for all languages (each compares with the same
    // text), `nil` when the key has no source entry.
    var expectedArguments: [CatalogTables.ReferenceTextPlace: [FormatArgument]?] = [:]
    for pair in tables.translatedTexts
    where FormatSpecifier.mayOccur(in: pair.value)
      || FormatSpecifier.mayOccur(in: pair.referenceValue)
    {
      let place = pair.referencePlace
      let found: [FormatArgument]?
      if let known = expectedArguments[place] {
        found = known
      } else {
        let referenceText = pair.referenceText
        found = tables.reference.entry(pair.entry.key).map {
          CatalogTables.arguments(of: referenceText, in: $0)
        }
        expectedArguments[place] = .some(found)
      }
      guard let expected = found else { continue }
      let text = pair.text
      let actual = CatalogTables.arguments(of: text, in: pair.entry)
      if expected == actual { continue }
      let components = text.path.split(separator: ".")
      let isPluralCase =
        components.count >= 2 && components[components.count - 2] == "plural"
        && components.last != "other"
      // A plural case other than "other" may leave arguments out ("one file"), not add any.
      if isPluralCase && actual.allSatisfy({ expected.contains($0) }) { continue }
      let referenceText = pair.referenceText
      let which = text.path.isEmpty ? "" : " (\(text.path))"
      findings.append(
        LintFinding(
          .error(
            "placeholder mismatch in the \(pair.language) value of \(quoted(pair.entry.key))"
              + "\(which): " + difference(expected: expected, actual: actual),
            at: text.position,
            notes: [
              .init(
                "the source value is \(quoted(referenceText.value))",
                at: referenceText.position)
            ]),
          key: pair.entry.key))
    }
    for pair in tables.translatedEntries {
      for substitution in pair.entry.substitutions {
        guard
          let source = pair.reference.substitutions.first(where: { $0.name == substitution.name })
        else { continue }
        var problems: [String] = []
        if let argNum = source.argNum, let actual = substitution.argNum, argNum != actual {
          problems.append("argNum \(actual) but the source has \(argNum)")
        }
        if let specifier = source.formatSpecifier, let actual = substitution.formatSpecifier,
          specifier != actual
        {
          problems.append(
            "formatSpecifier \(quoted(actual)) but the source has \(quoted(specifier))")
        }
        if problems.isEmpty { continue }
        findings.append(
          LintFinding(
            .error(
              "placeholder mismatch in the \(pair.language) substitution \(quoted(substitution.name)) "
                + "of \(quoted(pair.entry.key)): " + problems.joined(separator: "; "),
              at: substitution.position,
              notes: [.init("the source's substitution is here", at: source.position)]),
            key: pair.entry.key))
      }
    }
    return findings
  }

  /// What differs, argument by argument: `argument 1 is %@ but the reference has %d`.
  static func difference(expected: [FormatArgument], actual: [FormatArgument]) -> String {
    // Both lists grouped by index, the groups in index order, walked side by side: a catalog
    // with thousands of mismatches spent more on hashing these few arguments than on finding
    // the mismatches.
    let wanted = groupedByIndex(expected)
    let given = groupedByIndex(actual)
    var parts: [String] = []
    var w = 0
    var g = 0
    while w < wanted.count || g < given.count {
      let index =
        g == given.count || (w < wanted.count && wanted[w].index < given[g].index)
        ? wanted[w].index : given[g].index
      var theirs: ArraySlice<FormatArgument> = []
      var mine: ArraySlice<FormatArgument> = []
      if w < wanted.count && wanted[w].index == index {
        theirs = wanted[w].arguments
        w += 1
      }
      if g < given.count && given[g].index == index {
        mine = given[g].arguments
        g += 1
      }
      let want = theirs.map(\.spelling).joined(separator: " or ")
      let got = mine.map(\.spelling).joined(separator: " or ")
      if want == got { continue }
      // Index 0: the one argument of a catalog substitution's variation.
      let argument = index == 0 ? "the substituted argument" : "argument \(index)"
      if got.isEmpty {
        parts.append("\(argument) (\(want)) is missing")
      } else if want.isEmpty {
        parts.append(
          index == 0
            ? "\(argument) (\(got)) is not in the reference" : "extra \(argument) (\(got))")
      } else {
        var part = "\(argument) is \(got) but the reference has \(want)"
        if Self.differOnlyInLongVersusLongLong(mine, theirs) {
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

  /// `arguments` in runs of one index, the runs in index order and each run in the list's
  /// order (as grouping them into a dictionary by index keeps them).
  static func groupedByIndex(_ arguments: [FormatArgument]) -> [(
    index: Int, arguments: ArraySlice<FormatArgument>
  )] {
    var sorted = arguments
    if !zip(arguments, arguments.dropFirst()).allSatisfy({ $0.index <= $1.index }) {
      sorted = arguments.enumerated().sorted {
        ($0.element.index, $0.offset) < ($1.element.index, $1.offset)
      }.map(\.element)
    }
    var groups: [(index: Int, arguments: ArraySlice<FormatArgument>)] = []
    var start = 0
    while start < sorted.count {
      var end = start + 1
      while end < sorted.count && sorted[end].index == sorted[start].index { end += 1 }
      groups.append((sorted[start].index, sorted[start..<end]))
      start = end
    }
    return groups
  }

  /// Whether one argument is `long` where the other is `long long`, with the same conversion.
  static func differOnlyInLongVersusLongLong(
    _ a: ArraySlice<FormatArgument>, _ b: ArraySlice<FormatArgument>
  ) -> Bool {
    // Slices keep their base's indices: the one element is `first`, not `[0]`.
    guard a.count == 1, b.count == 1, let a = a.first, let b = b.first,
      a.conversion == b.conversion, a.stringsdictName == nil, b.stringsdictName == nil
    else { return false }
    return Set([a.width, b.width]) == [.long, .longLong]
  }
}
