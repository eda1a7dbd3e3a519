import Foundation
import Testing

@testable import StringsKit

/// The `enum` style read back by strings-gen's extractor gives exactly the keys it was made
/// from: for every shared table (its dotted keys) and for random key sets.
@Suite struct SymbolEnumRoundTripTests {
  /// The keys the extractor finds in the enum file generated from `keys`, and the keys the
  /// generator could spell (the rest are left out with a warning), both sorted by scalars.
  static func roundTrip(_ keys: [String], table: String = "Localizable") -> (
    expected: [String], extracted: [String]
  ) {
    let position = SourcePosition(path: "Localizable.strings", line: 1, column: 1)
    let entries = keys.map { SymbolEntry(key: $0, value: $0, position: position) }
    let file = SymbolGenerator(options: SymbolOptions(style: .enum))
      .generate([SymbolTable(name: table, entries: entries)])
    let result = LocalizationExtractor().extract(Array(file.text.utf8), path: "Keys.swift")
    let extracted = result.references.map(\.key)
      .sorted(by: { SymbolNaming.precedes($0, $1) })
    var seen = Set<LiteralKey>()
    let expected = keys.filter { EnumKeyWriter.path(of: $0) != nil }
      .filter { seen.insert(LiteralKey($0)).inserted }
      .sorted(by: { SymbolNaming.precedes($0, $1) })
    return (expected, extracted)
  }

  @Test func sampleAppKeys() throws {
    let app = Fixtures.url("sample-app/Resources")
    let (expected, extracted) = Self.roundTrip(try Self.keys(below: app).flatMap(\.keys))
    #expect(expected == ["strings.get_ready", "strings.menu.history", "strings.menu.settings"])
    #expect(extracted == expected)
  }

  /// Every table of the corpus: its dotted keys come back, exactly.
  @Test func everySharedTable() throws {
    let shared = ["xcstrings", "stringsdict", "swift/brave-ios", "strings"].compactMap(
      Fixtures.sharedCorpus)
    guard !shared.isEmpty else {
      print("skipping: ../shared/corpus is not there")
      return
    }
    var dotted = 0
    for folder in shared {
      for table in try Self.keys(below: folder) {
        let (expected, extracted) = Self.roundTrip(table.keys, table: table.name)
        #expect(extracted == expected, "\(folder.lastPathComponent) \(table.name)")
        dotted += expected.count
      }
    }
    #expect(dotted > 0)
  }

  /// Random trees of snake_case names, keywords and names that cannot be spelled among them.
  @Test func randomKeySets() {
    let components = [
      "menu", "open_settings", "url_scheme", "v2", "a1b", "default", "self_test", "x", "parent",
      "b_c", "title", "in", "Upper", "with-dash", "",
    ]
    var generator = SplitMix64(seed: 0x5EED_5EED)
    for _ in 0..<300 {
      var keys: [String] = []
      for _ in 0..<Int.random(in: 1...12, using: &generator) {
        let depth = Int.random(in: 1...4, using: &generator)
        keys.append(
          (0..<depth).map { _ in components.randomElement(using: &generator)! }
            .joined(separator: "."))
      }
      let (expected, extracted) = Self.roundTrip(keys)
      #expect(extracted == expected, "\(keys)")
    }
  }

  /// The tables below `folder`, each with its reference keys.
  static func keys(below folder: URL) throws -> [(name: String, keys: [String])] {
    let display = DisplayPath(workingDirectory: folder.path)
    let finder = FileFinder(
      paths: [folder.path], suffixes: SymbolTableReader.suffixes, display: display)
    return SymbolTableReader.read(files: finder.files, display: display).tables.map {
      ($0.name, $0.entries.map(\.key))
    }
  }
}
