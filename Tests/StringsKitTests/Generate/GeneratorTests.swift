import Foundation
import StringsKit
import Testing

/// A reference as the extractor makes it for `NSLocalizedString(…)` in `path` at `line`.
func reference(
  _ key: String, value: String? = nil, table: String? = nil, comment: String? = nil,
  path: String = "Sources/A.swift", line: Int = 1, column: Int = 1
) -> KeyReference {
  KeyReference(
    key: key, value: value, table: table, comment: comment,
    kind: .localizedString(routine: "NSLocalizedString"),
    position: SourcePosition(path: path, line: line, column: column))
}

@Suite struct GeneratorTests {
  func text(_ table: GeneratedTable?) -> String? {
    table.map { TableWriter.text(for: $0.entries) }
  }

  @Test func groupsByTableSortsTablesAndDropsEmptyOnes() {
    let result = Generator().generate([
      reference("z", table: "Zed"), reference("a"), reference("b", table: "AppStrings"),
    ])
    #expect(result.tables.map(\.name) == ["AppStrings", "Localizable", "Zed"])
    #expect(
      result.tables.map(\.fileName) == ["AppStrings.strings", "Localizable.strings", "Zed.strings"])
    #expect(Generator().generate([]).tables.isEmpty)
  }

  @Test func sameKeyInTwoTablesIsIndependent() {
    let result = Generator().generate([
      reference("k", value: "1", comment: "a"),
      reference("k", value: "2", table: "T", comment: "b"),
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result["Localizable"]?.entries == [TableEntry(key: "k", value: "1", comments: ["a"])])
    #expect(result["T"]?.entries == [TableEntry(key: "k", value: "2", comments: ["b"])])
  }

  @Test func identicalCommentsCollapseAndDrawNoWarning() {
    let result = Generator().generate([
      reference("k", comment: "c"), reference("k", comment: "c", line: 2),
    ])
    #expect(result.diagnostics.isEmpty)
    #expect(result.tables[0].entries[0].comments == ["c"])
  }

  @Test func missingOrEmptyCommentIsThePlaceholder() {
    let result = Generator().generate([reference("a"), reference("b", comment: "")])
    #expect(
      result.tables[0].entries.map(\.comments) == [[TableEntry.noComment], [TableEntry.noComment]])
    #expect(result.diagnostics.isEmpty)
  }

  /// Pinned: the placeholder counts only when no reference of the key has a real comment, so a
  /// real comment plus a missing one gives the real comment alone, and no warning.
  @Test func realCommentWinsOverMissingOneWithoutWarning() {
    for order in [[nil, "real"], ["real", nil, ""]] as [[String?]] {
      let refs = order.enumerated().map { reference("k", comment: $1, line: $0 + 1) }
      let result = Generator().generate(refs)
      #expect(result.tables[0].entries[0].comments == ["real"])
      #expect(result.diagnostics.isEmpty)
    }
  }

  @Test func threeCommentsAreSortedAndListedWithAmpersands() {
    let result = Generator().generate([
      reference("k", comment: "beta", line: 1), reference("k", comment: "Alpha", line: 2),
      reference("k", comment: "gamma", line: 3), reference("k", comment: "alpha", line: 4),
    ])
    #expect(result.tables[0].entries[0].comments == ["Alpha", "alpha", "beta", "gamma"])
    // Pinned: the warning points at the reference that brought the second distinct comment.
    #expect(
      result.diagnostics == [
        .warning(
          #"Key "k" used with multiple comments "Alpha" & "alpha" & "beta" & "gamma""#,
          at: SourcePosition(path: "Sources/A.swift", line: 2, column: 1))
      ])
  }

  @Test func quietDropsCommentWarningsButKeepsValueWarnings() {
    let refs = [
      reference("k", value: "V1", comment: "c1", line: 1),
      reference("k", value: "V2", comment: "c2", line: 7, column: 5),
    ]
    let loud = Generator().generate(refs)
    let quiet = Generator(options: GeneratorOptions(quiet: true)).generate(refs)
    let valueWarning = Diagnostic.warning(
      #"Key "k" used with multiple values. Value "V1" kept. Value "V2" ignored."#,
      at: SourcePosition(path: "Sources/A.swift", line: 7, column: 5))
    let commentWarning = Diagnostic.warning(
      #"Key "k" used with multiple comments "c1" & "c2""#,
      at: SourcePosition(path: "Sources/A.swift", line: 7, column: 5))
    #expect(loud.diagnostics == [valueWarning, commentWarning])
    #expect(quiet.diagnostics == [valueWarning])
    #expect(quiet.tables == loud.tables)
  }

  @Test func eachDifferingLaterValueIsReportedAndFirstIsKept() {
    let result = Generator().generate([
      reference("k", line: 1), reference("k", value: "k", line: 2),
      reference("k", value: "x", line: 3), reference("k", value: "x", line: 4),
    ])
    #expect(result.tables[0].entries[0].value == "k")
    #expect(result.diagnostics.map(\.position?.line) == [3, 4])
    #expect(
      result.diagnostics[0].message
        == #"Key "k" used with multiple values. Value "k" kept. Value "x" ignored."#)
  }

  @Test func valueWarningsShowRawValues() {
    let result = Generator().generate([
      reference("k", value: "%@ and %@"), reference("k", value: #"a\nb"#, line: 2),
    ])
    #expect(
      result.diagnostics[0].message
        == #"Key "k" used with multiple values. Value "%@ and %@" kept. Value "a\nb" ignored."#)
    #expect(result.tables[0].entries[0].value == "%1$@ and %2$@")
  }

  @Test func skippedTablesProduceNothingAtAll() {
    let result = Generator(options: GeneratorOptions(skipTables: ["T"])).generate([
      reference("k", value: "1", table: "T", comment: "a"),
      reference("k", value: "2", table: "T", comment: "b"),
    ])
    #expect(result.tables.isEmpty)
    #expect(result.diagnostics.isEmpty)
  }

  @Test func positionalRewritingAppliesToValuesNeverKeys() {
    let result = Generator().generate([reference("%@ of %@")])
    #expect(result.tables[0].entries[0].key == "%@ of %@")
    #expect(result.tables[0].entries[0].value == "%1$@ of %2$@")
    let off = Generator(options: GeneratorOptions(positionalParameters: false))
    #expect(off.generate([reference("%@ of %@")]).tables[0].entries[0].value == "%@ of %@")
  }

  @Test func unicodeEscapesApplyToValuesNeverKeysAndBeforeNumbering() {
    let options = GeneratorOptions(unicodeEscapes: true)
    let result = Generator(options: options).generate([reference(#"\U0025@ \U0025@"#)])
    #expect(result.tables[0].entries[0].key == #"\U0025@ \U0025@"#)
    #expect(result.tables[0].entries[0].value == "%1$@ %2$@")
    let off = Generator().generate([reference(#"AB\U0043D"#)])
    #expect(off.tables[0].entries[0].value == #"AB\U0043D"#)
  }

  @Test(arguments: TableEncoding.allCases)
  func dataIsTheLayoutInTheRequestedEncoding(encoding: TableEncoding) {
    let result = Generator(options: GeneratorOptions(outputEncoding: encoding)).generate([
      reference("k", comment: "c")
    ])
    #expect(result.tables[0].data == encoding.encode("/* c */\n\"k\" = \"k\";\n\n"))
  }

  @Test func generatedTableAppendsInTheExistingFilesByteOrder() throws {
    let generator = Generator(options: GeneratorOptions(outputEncoding: .utf16BigEndian))
    let table = try #require(generator.generate([reference("k", comment: "c")]).tables.first)
    let existing = TableEncoding.utf16LittleEndian.encode("/* o */\n\"o\" = \"o\";\n\n")
    #expect(
      table.appended(to: existing)
        == TableEncoding.utf16LittleEndian.encode(
          "/* o */\n\"o\" = \"o\";\n\n/* c */\n\"k\" = \"k\";\n\n"))
    #expect(table.appended(to: Data()) == table.data)
  }

  // MARK: - Determinism

  /// References to many keys, some repeated with differing values and comments.
  static let mixed: [KeyReference] = [
    reference("b", value: "B1", comment: "x", line: 1),
    reference("A", comment: "y", line: 2),
    reference("b", value: "B2", comment: "w", line: 3),
    reference("%@ and %@", table: "T", line: 4),
    reference("a", comment: "z", line: 5),
    reference("b", value: "B3", line: 6),
    reference("c", value: "C", table: "T", comment: "q", line: 7),
    reference("A", comment: "y2", line: 8),
  ]

  @Test func shufflingDifferentKeysChangesNothing() {
    let expected = Generator().generate(Self.mixed)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
      // Shuffle, then restore the relative order of references to the same key.
      let shuffled = Self.mixed.indices.shuffled(using: &generator)
      var queues = Dictionary(grouping: Self.mixed.indices) { Self.mixed[$0].key }
      let reordered = shuffled.map { i -> KeyReference in
        let key = Self.mixed[i].key
        return Self.mixed[queues[key]!.removeFirst()]
      }
      let result = Generator().generate(reordered)
      #expect(result.tables == expected.tables)
      #expect(Set(result.diagnostics) == Set(expected.diagnostics))
    }
  }

  @Test func firstValueDependsOnOrderOfSameKeyReferences() {
    let refs = [reference("k", value: "1", line: 1), reference("k", value: "2", line: 2)]
    #expect(Generator().generate(refs).tables[0].entries[0].value == "1")
    #expect(Generator().generate(refs.reversed()).tables[0].entries[0].value == "2")
  }
}
