import Foundation
import StringsKit
import Testing

@Suite struct TableWriterTests {
  let entries = [
    TableEntry(key: "a", value: "A", comments: ["c"]),
    TableEntry(key: "b", value: "é", comments: ["one", "two"]),
  ]

  @Test func layoutMatchesGenstrings() {
    #expect(
      TableWriter.text(for: entries)
        == "/* c */\n\"a\" = \"A\";\n\n/* one\n   two */\n\"b\" = \"é\";\n\n")
  }

  @Test func entryWithoutCommentsGetsPlaceholder() {
    #expect(
      TableWriter.text(for: TableEntry(key: "k", value: "k", comments: []))
        == "/* No comment provided by engineer. */\n\"k\" = \"k\";\n\n")
  }

  @Test func textIsNotEscapedAgain() {
    let entry = TableEntry(key: #"a\"b"#, value: #"x\ny"#, comments: ["c"])
    #expect(TableWriter.text(for: entry) == "/* c */\n\"a\\\"b\" = \"x\\ny\";\n\n")
  }

  /// The byte example of §2.1.
  @Test func littleEndianBytesOfOneEntry() {
    let data = TableWriter.data(
      for: [TableEntry(key: "k", value: "k", comments: ["c"])], encoding: .utf16LittleEndian)
    #expect(
      Array(data) == [
        0xFF, 0xFE, 0x2F, 0, 0x2A, 0, 0x20, 0, 0x63, 0, 0x20, 0, 0x2A, 0, 0x2F, 0, 0x0A, 0, 0x22, 0,
        0x6B, 0, 0x22, 0, 0x20, 0, 0x3D, 0, 0x20, 0, 0x22, 0, 0x6B, 0, 0x22, 0, 0x3B, 0, 0x0A, 0,
        0x0A, 0,
      ])
  }

  @Test func encodings() {
    #expect(Array(TableEncoding.utf16BigEndian.encode("/é")) == [0xFE, 0xFF, 0, 0x2F, 0, 0xE9])
    #expect(Array(TableEncoding.utf16LittleEndian.encode("/é")) == [0xFF, 0xFE, 0x2F, 0, 0xE9, 0])
    #expect(Array(TableEncoding.utf8.encode("/é")) == [0x2F, 0xC3, 0xA9])
    // Outside the BMP: a surrogate pair.
    #expect(
      Array(TableEncoding.utf16LittleEndian.encode("😀", withByteOrderMark: false)) == [
        0x3D, 0xD8, 0x00, 0xDE,
      ])
  }

  @Test(
    arguments: [
      ([0xFF, 0xFE, 0x61, 0x00], TableEncoding.utf16LittleEndian),
      ([0xFE, 0xFF, 0x00, 0x61], .utf16BigEndian),
      ([0xEF, 0xBB, 0xBF, 0x61], .utf8),
      ([0x61], .utf8),
      ([], .utf8),
    ] as [([UInt8], TableEncoding)])
  func detectsEncodingByByteOrderMark(bytes: [UInt8], expected: TableEncoding) {
    #expect(TableEncoding.detect(in: Data(bytes)) == expected)
  }

  // MARK: - Append (-a)

  let added = [TableEntry(key: "n", value: "é", comments: ["new"])]
  let addedText = "/* new */\n\"n\" = \"é\";\n\n"
  let oldText = "/* old */\n\"o\" = \"o\";\n\n"

  @Test func appendToLittleEndianKeepsItsByteOrderWithoutSecondMark() {
    let existing = TableEncoding.utf16LittleEndian.encode(oldText)
    let result = TableWriter.appending(added, to: existing, newFileEncoding: .utf16BigEndian)
    #expect(result == TableEncoding.utf16LittleEndian.encode(oldText + addedText))
  }

  @Test func appendToBigEndianKeepsItsByteOrderWithoutSecondMark() {
    let existing = TableEncoding.utf16BigEndian.encode(oldText)
    let result = TableWriter.appending(added, to: existing, newFileEncoding: .utf16LittleEndian)
    #expect(result == TableEncoding.utf16BigEndian.encode(oldText + addedText))
  }

  @Test func appendToUTF8AddsUTF8() {
    let existing = Data(oldText.utf8)
    let result = TableWriter.appending(added, to: existing, newFileEncoding: .utf16LittleEndian)
    #expect(result == Data((oldText + addedText).utf8))
    let withMark = Data([0xEF, 0xBB, 0xBF] + Array(oldText.utf8))
    #expect(
      TableWriter.appending(added, to: withMark, newFileEncoding: .utf16LittleEndian)
        == withMark + Data(addedText.utf8))
  }

  @Test func appendDoesNotMergeDuplicates() {
    let existing = TableEncoding.utf8.encode(addedText)
    let result = TableWriter.appending(added, to: existing, newFileEncoding: .utf8)
    #expect(String(decoding: result, as: UTF8.self) == addedText + addedText)
  }

  /// CoreFoundation reads nothing after an unterminated comment: appended entries go before it.
  @Test func appendedEntriesGoBeforeTextCoreFoundationIgnores() {
    for encoding in [TableEncoding.utf8, .utf16LittleEndian, .utf16BigEndian] {
      for old in ["\"old\" = \"x\";\n/* TODO: more\n", "\"old\" = \"x\"; /* TODO: more\n"] {
        let existing = encoding.encode(old)
        let result = TableWriter.appending(added, to: existing, newFileEncoding: .utf8)
        let file = StringsFileParser.parse(result, path: "x")
        #expect(!file.hasErrors)
        #expect(file.entries.map(\.key) == ["old"] + added.map(\.key), "\(old)")
        let tail = encoding.encode(
          String(old[old.range(of: "/*")!.lowerBound...]), withByteOrderMark: false)
        #expect(Data(result.suffix(tail.count)) == tail, "the ignored text changed")
      }
    }
  }

  /// Pinned: an empty existing file has no byte order to keep and gets a complete new table.
  @Test func appendToEmptyFileWritesNewTable() {
    let result = TableWriter.appending(added, to: Data(), newFileEncoding: .utf16BigEndian)
    #expect(result == TableEncoding.utf16BigEndian.encode(addedText))
  }

  /// The byte writer and transcoder must give what encoding the interpolated text gives.
  @Test func bytesAgreeWithText() {
    let entries = [
      TableEntry(key: "a", value: "A", comments: []),
      TableEntry(key: "b\\\"", value: "é 😀 \u{7FF} \u{800} \u{FFFF}", comments: ["one", "tw€"]),
      TableEntry(key: "\u{10FFFF}", value: "\u{80}", comments: ["ß"]),
    ]
    let text = entries.map { TableWriter.text(for: $0) }.joined()
    #expect(TableWriter.utf8(for: entries) == Array(text.utf8))
    for encoding in TableEncoding.allCases {
      var expected: [UInt8] = encoding.byteOrderMark
      for unit in text.utf16 {
        let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        switch encoding {
        case .utf8: break
        case .utf16LittleEndian: expected += pair
        case .utf16BigEndian: expected += pair.reversed()
        }
      }
      if encoding == .utf8 { expected = Array(text.utf8) }
      #expect(Array(TableWriter.data(for: entries, encoding: encoding)) == expected)
    }
  }
}
