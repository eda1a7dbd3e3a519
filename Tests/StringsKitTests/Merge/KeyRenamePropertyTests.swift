import Foundation
import Testing

@testable import StringsKit

/// Renaming in generated `.strings` files of every encoding: the renamed entries read back
/// with the new key and their old value, every other entry is unchanged, and the bytes outside
/// the key tokens (and a shorthand entry's written-out value) stay exactly.
@Suite struct KeyRenamePropertyTests {
  static let alphabet: [String] = [
    "a", "B", "z", " ", "\"", "\\", "\n", "\t", "é", "€", "😀", "%@", "/*", "=", ";",
  ]

  static func key(_ rng: inout SplitMix64) -> String {
    (0..<Int.random(in: 1...8, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
      .joined()
  }

  static let encodings: [StringsEncoding] = [
    .utf8(bom: false), .utf8(bom: true), .utf16LittleEndian(bom: true),
    .utf16BigEndian(bom: true),
  ]

  @Test func renamedEntriesKeepTheirValuesAndNothingElseChanges() throws {
    for seed in 1...400 {
      var rng = SplitMix64(seed: UInt64(seed))
      var keys: [String] = []
      while keys.count < 5 {
        let key = Self.key(&rng)
        if !keys.contains(where: { $0.isLiterallyEqual(to: key) }) { keys.append(key) }
      }
      let old = keys[Int.random(in: 0..<keys.count, using: &rng)]
      var new = Self.key(&rng)
      while keys.contains(where: { $0.isLiterallyEqual(to: new) }) { new += "x" }
      var text = ""
      for (index, key) in keys.enumerated() {
        if Bool.random(using: &rng) { text += "/* comment \(index) */\n" }
        let quotedKey = "\"\(StringsFileWriter.escaped(key))\""
        text +=
          Bool.random(using: &rng)
          ? "\(quotedKey);\n"
          : "\(quotedKey) = \"\(StringsFileWriter.escaped("v\(index) " + key))\";\n"
      }
      let encoding = Self.encodings[seed % Self.encodings.count]
      let data = Data(encoding.byteOrderMark + encoding.encode(text))
      let file = StringsFileParser.parse(data, path: "de.strings")
      try #require(!file.hasErrors && file.entries.count == keys.count, "seed \(seed)")
      let renamed = try #require(try KeyRename.renamed(file, from: old, to: new), "seed \(seed)")
      let read = StringsFileParser.parse(renamed, path: "de.strings")
      #expect(!read.hasErrors, "seed \(seed)")
      #expect(read.encoding == file.encoding, "seed \(seed)")
      #expect(
        read.entries.map { [$0.key, $0.value] }
          == file.entries.map { [$0.key.isLiterallyEqual(to: old) ? new : $0.key, $0.value] },
        "seed \(seed)")
      #expect(read.entries.map(\.comments) == file.entries.map(\.comments), "seed \(seed)")
      #expect(try KeyRename.renamed(read, from: old, to: new) == nil, "seed \(seed)")
    }
  }
}
