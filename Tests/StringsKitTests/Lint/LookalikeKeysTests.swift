import Foundation
import Testing

@testable import StringsKit

/// ``LookalikeKeys`` answers for keys a table lacks literally: a note names the table's
/// spelling when it is canonically equivalent, whichever side is ASCII.
@Suite struct LookalikeKeysTests {
  static func table(_ text: String) -> LintTable {
    LintTable(StringsFileParser.parse(Data(text.utf8), path: "en.lproj/Localizable.strings"))
  }

  @Test func namesTheTableSpellingOfAnEquivalentKey() throws {
    let lookalikes = LookalikeKeys(
      Self.table("\"cafe\u{301}\" = \"1\";\n\"\u{212A}\" = \"2\";\n\"plain\" = \"3\";\n"))
    let nfc = try #require(lookalikes.note(for: "caf\u{E9}"))
    #expect(nfc.message.contains("U+0065 U+0301"))
    #expect(nfc.position?.line == 1)
    // An ASCII key looks like a non-ASCII one that normalizes to it.
    let kelvin = try #require(lookalikes.note(for: "K"))
    #expect(kelvin.message.contains("U+212A"))
    #expect(kelvin.position?.line == 2)
    #expect(lookalikes.note(for: "other") == nil)
  }

  @Test func aNonASCIIKeyFindsAnASCIISpelling() throws {
    let lookalikes = LookalikeKeys(Self.table("\"K\" = \"1\";\n"))
    let note = try #require(lookalikes.note(for: "\u{212A}"))
    #expect(note.message.contains("\"K\""))
    #expect(lookalikes.note(for: "k") == nil)
  }

  @Test func anASCIITableHasNoLookalikeForAnASCIIKey() {
    let lookalikes = LookalikeKeys(Self.table("\"a\" = \"1\";\n\"b\" = \"2\";\n"))
    #expect(lookalikes.note(for: "c") == nil)
    #expect(lookalikes.note(for: "\u{E9}") == nil)
  }
}
