import StringsKit
import Testing

@Suite struct FormatSpecifierTests {
  /// Input → the text of every specifier found, `%%` and `%#@…@` included.
  static let scanRows: [(String, [String])] = [
    ("%@", ["%@"]),
    ("%d items", ["%d"]),
    ("%1$@ on %2$@", ["%1$@", "%2$@"]),
    ("%li words, %li characters", ["%li", "%li"]),
    ("%dx%dpx", ["%d", "%d"]),
    ("%@%@ (%@%%)", ["%@", "%@", "%@", "%%"]),
    (
      "%lld %llu %hhd %hd %qd %jd %td %zu %Lf",
      [
        "%lld", "%llu", "%hhd", "%hd", "%qd", "%jd", "%td", "%zu", "%Lf",
      ]
    ),
    ("%-+#0'8.3f", ["%-+#0'8.3f"]),
    ("%.2f and %5s and %.f", ["%.2f", "%5s", "%.f"]),
    ("%*d %.*f", ["%*d", "%.*f"]),
    ("%1$*2$d %3$.*4$f", ["%1$*2$d", "%3$.*4$f"]),
    (
      "%D %U %O %i %I %x %X %o %a %A %e %E %F %g %G %c %C %S %p",
      [
        "%D", "%U", "%O", "%i", "%I", "%x", "%X", "%o", "%a", "%A", "%e", "%E", "%F", "%g", "%G",
        "%c", "%C", "%S", "%p",
      ]
    ),
    ("%#@files@ in %#@folders@", ["%#@files@", "%#@folders@"]),
    ("%1$#@files@", ["%1$#@files@"]),
    // Stray `%`s are skipped (§10, decision 2).
    ("Save 5%! %@ and %@", ["%@", "%@"]),
    ("100%", []),
    ("%", []),
    ("%l", []),
    ("%1$", []),
    ("%0$@", []),
    ("%#@ no name", ["%#@"]),
    ("app.key3.%1@d", ["%1@"]),
    // No space flag: `% o` is not an octal conversion.
    ("100% of %@", ["%@"]),
    ("100% done", []),
    ("%%d", ["%%"]),
    ("%%%d", ["%%", "%d"]),
    ("café %@ ☕️ %@", ["%@", "%@"]),
  ]

  @Test(arguments: scanRows.map(ScanRow.init))
  func scanFindsSpecifiers(row: ScanRow) {
    #expect(FormatSpecifier.scan(row.input).map(\.text) == row.expected)
  }

  @Test func spaceFlagIsNotAccepted() {
    // Pinned choice: with C's space flag, `% o` in "100% of %@" would be a specifier.
    #expect(!FormatSpecifier.flagCharacters.contains(" "))
    #expect(FormatSpecifier.argumentSpecifiers(in: "100% of %@ and %@").count == 2)
    #expect(FormatSpecifier.scan("% d").isEmpty)
  }

  @Test func partsOfASpecifierAreReported() throws {
    let string = "x %3$-08.2lf y"
    let specifier = try #require(FormatSpecifier.scan(string).first)
    #expect(specifier.kind == .argument)
    #expect(specifier.position == 3)
    #expect(specifier.flags == "-0")
    #expect(specifier.width == .fixed(8))
    #expect(specifier.precision == .fixed(2))
    #expect(specifier.length == .long)
    #expect(specifier.conversion == "f")
    #expect(String(string[specifier.range]) == "%3$-08.2lf")
  }

  @Test func starAmounts() {
    let found = FormatSpecifier.scan("%*.*f %1$*2$.*3$f")
    #expect(found.map(\.width) == [.fromArgument, .fromPositionalArgument(2)])
    #expect(found.map(\.precision) == [.fromArgument, .fromPositionalArgument(3)])
    #expect(found.allSatisfy { $0.width?.isFromArgument == true })
    #expect(FormatSpecifier.Amount.fixed(3).isFromArgument == false)
  }

  @Test func percentAndStringsdictReferenceKinds() {
    let found = FormatSpecifier.scan("%% %#@files@ %2$#@dirs@")
    #expect(
      found.map(\.kind) == [
        .percent, .stringsdictReference(name: "files"), .stringsdictReference(name: "dirs"),
      ])
    #expect(found.map(\.position) == [nil, nil, 2])
    #expect(found.map(\.consumesArgument) == [false, true, true])
  }

  // MARK: - Argument lists

  @Test(arguments: [
    ("%1$@ %2$d", "%@ %d"),
    ("%@ %i", "%@ %d"),
    ("%2$@ %1$d", "%d %@"),
    ("%ld", "%D"),
    ("%lf", "%f"),
    ("%e", "%g"),
    ("%X", "%x"),
    ("%1$@ %1$@", "%@"),
    ("%#@files@", "%1$#@files@"),
    ("100%% %@", "%@"),
    ("%*d", "%d %d"),
    ("%2$*1$d", "%d %d"),
  ])
  func equivalentFormatsReadTheSameArguments(lhs: String, rhs: String) {
    #expect(FormatArgument.arguments(in: lhs) == FormatArgument.arguments(in: rhs))
  }

  @Test(arguments: [
    ("%@ %d", "%d %@"),
    ("%d", "%ld"),
    ("%ld", "%lld"),
    ("%@", "%s"),
    ("%#@files@", "%#@dirs@"),
    ("%1$@ %@", "%1$@ %2$@"),
  ])
  func differentFormatsReadDifferentArguments(lhs: String, rhs: String) {
    #expect(FormatArgument.arguments(in: lhs) != FormatArgument.arguments(in: rhs))
  }

  @Test func argumentListIsSortedByIndex() {
    #expect(
      FormatArgument.arguments(in: "%3$@ %1$lld %2$.1f").map(\.description) == [
        "1:longLong d", "2:f", "3:@",
      ])
  }
}

struct ScanRow: Sendable, CustomTestStringConvertible {
  var input: String
  var expected: [String]
  init(_ row: (String, [String])) {
    input = row.0
    expected = row.1
  }
  var testDescription: String { "\"\(input)\"" }
}
