import Foundation
import Testing

@testable import StringsKit

/// New entries follow the layout of the file they go into: the indentation of their neighbours,
/// and blank lines between entries only where the file has them.
@Suite struct MergeLayoutTests {
  static let reference =
    "/* A */\n\"a\" = \"A\";\n\n/* B */\n\"b\" = \"B\";\n\n/* C */\n\"c\" = \"C\";\n\n"
    + "/* D */\n\"d\" = \"D\";\n"

  func merged(_ language: String, lineEnding: String = "\n") -> String {
    func data(_ text: String) -> Data {
      Data(text.replacingOccurrences(of: "\n", with: lineEnding).utf8)
    }
    let reference = StringsFileParser.parse(data(Self.reference), path: "en.lproj/L.strings")
    let file = StringsFileParser.parse(data(language), path: "de.lproj/L.strings")
    let result = Merger().merge(reference: reference, into: file)
    let output = result.data ?? file.data
    // Merging the result again changes nothing.
    let again = Merger().merge(
      reference: reference, into: StringsFileParser.parse(output, path: "de.lproj/L.strings"))
    #expect(again.data == nil, "a second merge changed the file")
    return String(decoding: output, as: UTF8.self)
      .replacingOccurrences(of: lineEnding, with: "\n")
  }

  @Test func newEntriesFollowTheIndentationOfTheirNeighbours() {
    #expect(
      merged("  /* A */\n  \"a\" = \"a\";\n  /* D */\n  \"d\" = \"d\";\n")
        == "  /* A */\n  \"a\" = \"a\";\n  /* B */\n  \"b\" = \"B\";\n  /* C */\n  \"c\" = \"C\";\n"
        + "  /* D */\n  \"d\" = \"d\";\n")
    // Before the first entry: the new lines are indented and the old entry keeps its own.
    #expect(
      merged("\t/* C */\n\t\"c\" = \"c\";\n\n\t/* D */\n\t\"d\" = \"d\";\n")
        == "\t/* A */\n\t\"a\" = \"A\";\n\n\t/* B */\n\t\"b\" = \"B\";\n\n\t/* C */\n\t\"c\" = \"c\";\n\n"
        + "\t/* D */\n\t\"d\" = \"d\";\n")
  }

  @Test func aCommentAddedToAnIndentedEntryKeepsTheEntryIndented() {
    #expect(
      merged("  \"a\" = \"a\";\n  \"b\" = \"b\";\n  \"c\" = \"c\";\n  \"d\" = \"d\";\n")
        == "  /* A */\n  \"a\" = \"a\";\n  /* B */\n  \"b\" = \"b\";\n  /* C */\n  \"c\" = \"c\";\n"
        + "  /* D */\n  \"d\" = \"d\";\n")
  }

  @Test func filesWithoutBlankLinesBetweenEntriesGetNone() {
    for lineEnding in ["\n", "\r\n", "\r"] {
      #expect(
        merged("\"a\" = \"a\";\n\"c\" = \"c\";\n", lineEnding: lineEnding)
          == "/* A */\n\"a\" = \"a\";\n/* B */\n\"b\" = \"B\";\n/* C */\n\"c\" = \"c\";\n"
          + "/* D */\n\"d\" = \"D\";\n")
    }
  }

  @Test func filesWithBlankLinesBetweenEntriesGetOneEach() {
    #expect(
      merged("\"a\" = \"a\";\n\n\"c\" = \"c\";\n")
        == "/* A */\n\"a\" = \"a\";\n\n/* B */\n\"b\" = \"B\";\n\n/* C */\n\"c\" = \"c\";\n\n"
        + "/* D */\n\"d\" = \"D\";\n")
  }

  /// A file of one entry shows its layout only by what follows the entry: no blank line (the
  /// SwiftPM plugin fixture's German table) gets none, genstrings' blank line gets one each.
  /// Before, both got blank lines, and the first a trailing blank line it never had.
  @Test func aLoneEntryFollowsWhatComesAfterIt() {
    #expect(
      merged("/* A */\n\"a\" = \"a\";\n")
        == "/* A */\n\"a\" = \"a\";\n/* B */\n\"b\" = \"B\";\n/* C */\n\"c\" = \"C\";\n"
        + "/* D */\n\"d\" = \"D\";\n")
    #expect(
      merged("/* A */\n\"a\" = \"a\";\n\n")
        == "/* A */\n\"a\" = \"a\";\n\n/* B */\n\"b\" = \"B\";\n\n/* C */\n\"c\" = \"C\";\n\n"
        + "/* D */\n\"d\" = \"D\";\n\n")
  }

  @Test func severalEntriesIntoAFileWithoutEntriesGetOneBlankLineEach() {
    #expect(
      merged("/* nothing yet */\n")
        == "/* nothing yet */\n\n/* A */\n\"a\" = \"A\";\n\n/* B */\n\"b\" = \"B\";\n\n"
        + "/* C */\n\"c\" = \"C\";\n\n/* D */\n\"d\" = \"D\";\n\n")
  }
}
