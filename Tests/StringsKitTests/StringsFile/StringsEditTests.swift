import Foundation
import Testing

@testable import StringsKit

/// Lossless editing: the edited entries change, every other byte stays.
@Suite struct StringsEditTests {
  static let original = """
    /* Header */

    /* First */
    "a" = "1";

    /* Second */
    "b" = "2";

    "c" = "3";

    """

  /// A file layout: its encoding and line ending.
  struct Layout: Sendable, CustomTestStringConvertible {
    var name: String
    var encoding: StringsEncoding
    var lineEnding: LineEnding
    var testDescription: String { name }

    func data(_ text: String) -> Data {
      let lines = text.replacingOccurrences(of: "\n", with: lineEnding.text)
      return Data(encoding.byteOrderMark + encoding.encode(lines))
    }
  }

  static let layouts = [
    Layout(name: "UTF-8 LF", encoding: .utf8(bom: false), lineEnding: .lf),
    Layout(name: "UTF-16LE CRLF", encoding: .utf16LittleEndian(bom: true), lineEnding: .crlf),
    Layout(name: "UTF-8 BOM CRLF", encoding: .utf8(bom: true), lineEnding: .crlf),
    Layout(name: "UTF-16BE LF", encoding: .utf16BigEndian(bom: true), lineEnding: .lf),
  ]

  static func file(_ layout: Layout, _ text: String = original) -> StringsFile {
    StringsFileParser.parse(layout.data(text), path: "Localizable.strings")
  }

  @Test(arguments: layouts)
  func parsedLayout(_ layout: Layout) throws {
    let file = Self.file(layout)
    #expect(file.encoding == layout.encoding)
    #expect(file.lineEnding == layout.lineEnding)
    #expect(file.entries.map(\.comments) == [["First"], ["Second"], []])
    #expect(try file.applying([]) == file.data)
  }

  @Test(arguments: layouts)
  func replaceComments(_ layout: Layout) throws {
    let file = Self.file(layout)
    let edited = try file.applying([
      .replaceComments(ofEntryAt: 0, with: ["New first"]),
      .replaceComments(ofEntryAt: 1, with: []),
      .replaceComments(ofEntryAt: 2, with: ["Third", "second line"]),
    ])
    let expected = """
      /* Header */

      /* New first */
      "a" = "1";

      "b" = "2";

      /* Third
         second line */
      "c" = "3";

      """
    #expect(edited == layout.data(expected))
  }

  @Test(arguments: layouts)
  func replaceValues(_ layout: Layout) throws {
    let file = Self.file(layout, "/* c */\n\"a\" = \"1\"; // keep\n\"b\";\nc = (x, y);\n")
    let edited = try file.applying([
      .replaceValue(ofEntryAt: 0, with: "\"one\"\n"),
      .replaceValue(ofEntryAt: 1, with: "two"),
      .replaceValue(ofEntryAt: 2, with: "drei"),
    ])
    let expected = "/* c */\n\"a\" = \"\\\"one\\\"\\n\"; // keep\n\"b\" = \"two\";\nc = \"drei\";\n"
    #expect(edited == layout.data(expected))
  }

  @Test(arguments: layouts)
  func insertEntries(_ layout: Layout) throws {
    let file = Self.file(layout)
    let edited = try file.applying([
      .insert(.init(key: "new", value: "Neu \"x\"", comments: ["Added"]), at: .after(entryAt: 0)),
      .insert(.init(key: "last", value: "Letzte", comments: ["At the end"]), at: .end),
      .insert(.init(key: "zero", value: "0"), at: .before(entryAt: 0)),
    ])
    let expected = """
      /* Header */

      "zero" = "0";

      /* First */
      "a" = "1";

      /* Added */
      "new" = "Neu \\"x\\"";

      /* Second */
      "b" = "2";

      "c" = "3";

      /* At the end */
      "last" = "Letzte";

      """
    // The file ends with one line break after its last entry, and still does.
    #expect(edited == layout.data(expected))
    let reparsed = StringsFileParser.parse(edited, path: "x")
    #expect(reparsed.entries.map(\.key) == ["zero", "a", "new", "b", "c", "last"])
    #expect(reparsed.dictionary["new"] == "Neu \"x\"")
  }

  @Test(arguments: layouts)
  func removeEntries(_ layout: Layout) throws {
    let file = Self.file(layout)
    let edited = try file.applying([.remove(entryAt: 1), .remove(entryAt: 2)])
    let expected = """
      /* Header */

      /* First */
      "a" = "1";


      """
    #expect(edited == layout.data(expected))
    let first = try file.applying([.remove(entryAt: 0)])
    #expect(
      first
        == layout.data(
          """
          /* Header */

          /* Second */
          "b" = "2";

          "c" = "3";

          """))
  }

  @Test func untouchedBytesStayExactlyTheSame() throws {
    // Odd spacing, a trailing comment and escapes elsewhere in the file must survive an edit.
    let text = "\"x\"=\"\\U00e9\" ;  // keep me\n\n/* c */\n\"y\" = 'z';\n"
    let file = StringsFileParser.parse(Data(text.utf8), path: "x")
    let edited = try file.applying([.replaceComments(ofEntryAt: 1, with: ["d"])])
    #expect(
      String(decoding: edited, as: UTF8.self)
        == "\"x\"=\"\\U00e9\" ;  // keep me\n\n/* d */\n\"y\" = 'z';\n")
  }

  @Test func insertIntoFilesWithoutEntries() throws {
    let entry = StringsFileWriter.Entry(key: "k", value: "v", comments: ["c"])
    for (text, expected) in [
      ("", "/* c */\n\"k\" = \"v\";\n\n"),
      ("/* header */", "/* header */\n\n/* c */\n\"k\" = \"v\";\n\n"),
      ("/* header */\n", "/* header */\n\n/* c */\n\"k\" = \"v\";\n\n"),
    ] {
      let file = StringsFileParser.parse(Data(text.utf8), path: "x")
      #expect(try file.applying([.insert(entry, at: .end)]) == Data(expected.utf8))
    }
  }

  @Test func compactFilesStayCompact() throws {
    let file = StringsFileParser.parse(Data("\"a\" = \"1\";\n\"b\" = \"2\";\n".utf8), path: "x")
    let edited = try file.applying([.insert(.init(key: "n", value: "v"), at: .after(entryAt: 0))])
    #expect(
      String(decoding: edited, as: UTF8.self) == "\"a\" = \"1\";\n\"n\" = \"v\";\n\"b\" = \"2\";\n")
    let removed = try file.applying([.remove(entryAt: 0)])
    #expect(String(decoding: removed, as: UTF8.self) == "\"b\" = \"2\";\n")
  }

  @Test func entriesOnOneLine() throws {
    let file = StringsFileParser.parse(Data("\"a\" = \"1\"; \"b\" = \"2\";\n".utf8), path: "x")
    #expect(
      String(decoding: try file.applying([.remove(entryAt: 0)]), as: UTF8.self)
        == "\"b\" = \"2\";\n")
  }

  @Test func propertyListsAreNeverRewritten() throws {
    let data = try Data(contentsOf: Fixtures.url("strings/ok/xml-plist.strings"))
    let file = StringsFileParser.parse(data, path: "x")
    #expect(throws: StringsEditError.notATextFile(path: "x")) {
      try file.applying([.remove(entryAt: 0)])
    }
  }

  @Test func invalidEdits() {
    let file = Self.file(Self.layouts[0])
    #expect(throws: StringsEditError.noSuchEntry(index: 3, entryCount: 3)) {
      try file.applying([.remove(entryAt: 3)])
    }
    #expect(throws: StringsEditError.self) {
      try file.applying([.remove(entryAt: 1), .replaceComments(ofEntryAt: 1, with: ["x"])])
    }
  }
}
