import Foundation
import Testing

@testable import StringsKit

/// Keys compared, and values searched, by their spelling in the file (``SpelledEntries``): a
/// match of spellings is a match of keys, and a value said not to hold a character does not;
/// the lookups built on them find what the strings find.
@Suite struct SpelledEntriesTests {
  static func parse(_ text: String, _ path: String = "x.strings") -> StringsFile {
    StringsFileParser.parse(Array(text.utf8), path: path)
  }

  @Test func examples() throws {
    let file = Self.parse(
      """
      "a" = "50%";
      "b" = "plain \\\\U";
      "c" = "\\U0025d";
      "d" = "\\045";
      e = f;
      "g";

      """)
    #expect(!file.spellsASCIIPlainly)
    #expect(Self.parse("\"a\" = \"\\\\U0025\";").spellsASCIIPlainly)
    let percent = UInt8(ascii: "%")
    file.withSpelledEntries { spelled in
      guard let spelled else {
        Issue.record("a UTF-8 file")
        return
      }
      #expect(spelled.valueMayHold(percent, 0))
      #expect(!spelled.valueMayHold(percent, 1))
      #expect(spelled.valueMayHold(percent, 2))
      #expect(spelled.valueMayHold(percent, 3))
      #expect(!spelled.valueMayHold(percent, 4))
      #expect(spelled.valueMayHold(UInt8(ascii: "g"), 5))
      #expect(spelled.keySpelledAlike(0, spelled, 0))
      #expect(!spelled.keySpelledAlike(0, spelled, 1))
    }
    let utf16 = StringsFileParser.parse(
      [0xFF, 0xFE] + "\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
      path: "y.strings")
    utf16.withSpelledEntries { #expect($0 == nil) }
  }

  /// Random tables whose keys are spelled many ways (escapes, quotes or none): keys spelled
  /// alike are equal, a value said not to hold `%` does not, and a table's keys missing from
  /// another (``LocalizedTable/positionsOfKeys(missingFrom:)``) and the values kept by
  /// ``LintInput/Group/translatedValues(holdingEither:where:)`` are those the strings give, and
  /// every non-ASCII key is among those that may be.
  @Test func randomTables() throws {
    var generator = SplitMix64(seed: 0x5BE11)
    let keys = ["a", "\\U0061", "\\141", "b", "\"b\"", "c%", "\\U00e9", "é", "d"]
    let values = ["x", "%@", "\\U0025@", "\\045d", "\\\\U", "50 %", "y\\n"]
    func table() -> String {
      (0..<Int(generator.next() % 7)).map { _ in
        let key = keys[Int(generator.next() % UInt64(keys.count))]
        let quoted = key.hasPrefix("\"") ? key : "\"\(key)\""
        return "\(quoted) = \"\(values[Int(generator.next() % UInt64(values.count))])\";\n"
      }.joined()
    }
    let percent = UInt8(ascii: "%")
    for _ in 0..<300 {
      let en = Self.parse(table(), "en.lproj/L.strings")
      let de = Self.parse(table(), "de.lproj/L.strings")
      de.withSpelledEntries { mine in
        en.withSpelledEntries { theirs in
          // Only an empty file is not spelled.
          guard let mine, let theirs else {
            #expect(de.bytes.isEmpty || en.bytes.isEmpty)
            return
          }
          for i in de.entries.indices {
            if !mine.valueMayHold(percent, i) { #expect(!de.entries[i].value.contains("%")) }
            for j in en.entries.indices where mine.keySpelledAlike(i, theirs, j) {
              #expect(de.entries[i].key.isLiterallyEqual(to: en.entries[j].key))
            }
          }
        }
      }
      let input = try LintInput(files: [en, de])
      input.buildLocalizedTables()
      for (_, reference, translation) in input.groups.flatMap(\.localizedComparisons) {
        for (table, other) in [(translation, reference), (reference, translation)] {
          let expected = table.entries.indices.filter { position in
            !other.entries.contains { $0.key.isLiterallyEqual(to: table.entries[position].key) }
          }
          #expect(table.positionsOfKeys(missingFrom: other) == expected)
        }
      }
      for table in input.groups.flatMap({ $0.localized.values.flatMap(\.values) }) {
        let all = Array(table.entries.indices)
        let nonASCII = all.filter { !UTF8Text.isASCII(table.entries[$0].key) }
        #expect(Set(nonASCII).isSubset(of: table.indicesOfKeysThatMayBeNonASCII(among: all)))
      }
      for group in input.groups {
        let include: (String, String) -> Bool = { $0.contains("%") || $1.contains("%") }
        let fast = group.translatedValues(holdingEither: percent, where: include)
        let slow = group.translatedValues(where: include)
        #expect(fast.map(\.entry) == slow.map(\.entry))
        #expect(fast.map(\.referenceEntry) == slow.map(\.referenceEntry))
      }
    }
  }
}
