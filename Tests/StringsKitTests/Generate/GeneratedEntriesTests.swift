import Foundation
import Testing

@testable import StringsKit

/// The generator writes a table's bytes straight from the grouped keys, values and comments and
/// makes its ``GeneratedTable/entries`` only when they are read: the entries must be exactly
/// what the bytes say, for every encoding, with several comments per key, rewritten values,
/// non-ASCII text and tables big enough to be written in parallel slices.
@Suite struct GeneratedEntriesTests {
  @Test func entriesAreWhatTheBytesSay() {
    var generator = SplitMix64(seed: 0xE17E)
    let words = ["Done", "caf\u{E9}", "cafe\u{301}", "%@ of %d", #"\U00e9"#, "a*/b", "😀", ""]
    for (round, encoding) in TableEncoding.allCases.enumerated() {
      for options in [
        GeneratorOptions(outputEncoding: encoding),
        GeneratorOptions(unicodeEscapes: true, outputEncoding: encoding),
      ] {
        let count = round == 0 ? 6000 : 700
        let references = (0..<count).map { number in
          let key = "key.\(generator.next() % UInt64(count / 2)).\(words[number % words.count])"
          return KeyReference(
            key: key, value: generator.next() % 3 == 0 ? words[Int(generator.next() % 8)] : nil,
            table: generator.next() % 4 == 0 ? "Other" : nil,
            comment: generator.next() % 5 == 0 ? nil : words[Int(generator.next() % 8)],
            kind: .localizedString(routine: "NSLocalizedString"),
            position: SourcePosition(path: "A.swift", line: number + 1, column: 1))
        }
        let result = Generator(options: options).generate(references)
        #expect(!result.tables.isEmpty)
        for table in result.tables {
          #expect(table.data == TableWriter.data(for: table.entries, encoding: encoding))
          #expect(Set(table.entries.map { Array($0.key.utf8) }).count == table.entries.count)
          var copy = table
          copy.entries = table.entries
          #expect(copy == table)
        }
      }
    }
  }

  /// Several tables large enough to be cut into slices, beside a small one: every table's
  /// slices are laid out side by side in its own file, whatever the encoding.
  @Test(arguments: TableEncoding.allCases)
  func largeTablesAreJoinedFromTheirSlices(_ encoding: TableEncoding) {
    let tables: [String?] = [nil, "Large", "Small"]
    let references = (0..<20_000).map { number in
      let table = number % 2 == 0 ? tables[0] : number % 50 == 1 ? tables[2] : tables[1]
      return KeyReference(
        key: "key.\(number).\(number % 7 == 0 ? "\u{E9}t\u{E9}" : "x")",
        table: table, comment: number % 3 == 0 ? nil : "Comment \(number % 11)",
        kind: .localizedString(routine: "NSLocalizedString"),
        position: SourcePosition(path: "A.swift", line: number + 1, column: 1))
    }
    let result = Generator(options: GeneratorOptions(outputEncoding: encoding)).generate(
      references)
    #expect(result.tables.map(\.name) == ["Large", "Localizable", "Small"])
    #expect(result.tables.map(\.entries.count) == [9_600, 10_000, 400])
    for table in result.tables {
      #expect(table.data == TableWriter.data(for: table.entries, encoding: encoding))
      #expect(table.data.starts(with: encoding.byteOrderMark))
      // A UTF-8 file is its slices' texts as they are (compared on disk piece by piece); any
      // other encoding is encoded into one buffer.
      #expect(table.pieces.reduce(Data(), +) == table.data)
      let slices = table.entries.count >= 4096 ? Parallel.parts : 1
      #expect(table.pieces.count == (encoding == .utf8 ? slices : 1))
    }
  }
}
