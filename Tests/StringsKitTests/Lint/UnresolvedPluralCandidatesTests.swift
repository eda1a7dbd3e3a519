import Foundation
import Testing

@testable import StringsKit

/// The entries `unresolved-plural` looks at (``UnresolvedPluralRule/entriesThatMayHoldNumberSign(_:)``):
/// found from the file's bytes where no escape can make `#`, they must still hold every entry
/// whose value holds `#`, in file order.
@Suite struct UnresolvedPluralCandidatesTests {
  /// Every entry whose value holds `#` is among the candidates, and they are in order.
  static func check(_ file: StringsFile, _ comment: Comment? = nil) {
    let candidates = UnresolvedPluralRule.entriesThatMayHoldNumberSign(file)
    let holding = file.entries.indices.filter { file.entries[$0].value.contains("#") }
    #expect(Set(holding).isSubset(of: candidates), comment)
    #expect(candidates == candidates.sorted() && Set(candidates).count == candidates.count)
  }

  @Test func examples() {
    let text = """
      /* # in a comment */
      "a" = "plain";
      "b" = "%#@files@";
      "c#";
      "d" = "\\U0023 escaped";
      "e" = "line\\nbreak";

      """
    let file = StringsFileParser.parse(Array(text.utf8), path: "x.strings")
    Self.check(file)
    #expect(!file.spellsASCIIPlainly)
    // Without the \\U escape, found from the bytes: the comment's entry, b and c.
    let plain = text.replacingOccurrences(of: "\\U0023", with: "no")
    let bytesOnly = StringsFileParser.parse(Array(plain.utf8), path: "x.strings")
    #expect(bytesOnly.spellsASCIIPlainly)
    #expect(UnresolvedPluralRule.entriesThatMayHoldNumberSign(bytesOnly) == [0, 1, 2])
  }

  /// Random tables of values with and without `#`, escapes that make it, comments and
  /// shorthand entries, in UTF-8 and UTF-16.
  @Test func randomTables() {
    var generator = SplitMix64(seed: 0x23)
    let pieces = ["#", "a", "%#@n@", "\\U0023", "\\043", "\\\\", "\\n", "é", " ", "\\\"", "u"]
    for round in 0..<400 {
      var text = ""
      for entry in 0..<Int(generator.next() % 6) {
        if generator.next() % 4 == 0 { text += "/* c\(pieces[Int(generator.next() % 3)]) */\n" }
        let value = (0..<Int(generator.next() % 4)).map { _ in
          pieces[Int(generator.next() % UInt64(pieces.count))]
        }.joined()
        text +=
          generator.next() % 5 == 0
          ? "\"k\(entry)\(value)\";\n" : "\"k\(entry)\" = \"\(value)\";\n"
      }
      let bytes: [UInt8] =
        round % 4 == 0
        ? [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        : Array(text.utf8)
      Self.check(StringsFileParser.parse(bytes, path: "r.strings"), "\(text)")
    }
  }

  /// The shared corpus's tables.
  @Test func corpusTables() throws {
    guard let corpus = Fixtures.sharedCorpus else {
      print("skipping: ../shared/corpus/strings is not there")
      return
    }
    for url in Fixtures.files(below: corpus, suffix: ".strings") {
      Self.check(
        StringsFileParser.parse(try [UInt8](Data(contentsOf: url)), path: url.path), "\(url)")
    }
  }
}
