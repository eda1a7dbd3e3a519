import Foundation
import Testing

@testable import StringsKit

/// The canonical writer: genstrings' layout, escapes that CoreFoundation reads back exactly.
@Suite struct StringsFileWriterTests {
  static let example: [StringsFileWriter.Entry] = [
    .init(key: "greeting", value: "Hello, \"friend\"", comments: ["Greeting on the home screen"]),
    .init(
      key: "path", value: "C:\\Temp\\new", comments: ["Two comments", "joined like genstrings"]),
    .init(key: "multi", value: "line one\nline\ttwo\r", comments: []),
    .init(key: "control", value: "bell\u{7} nul\u{0} del\u{7F}", comments: ["*/ inside"]),
    .init(key: "café", value: "thé à la menthe 😀", comments: ["non-ASCII as itself"]),
  ]

  static let encodings: [(String, StringsFileWriter.OutputEncoding)] = [
    ("utf8", .utf8), ("utf16le", .utf16LittleEndian), ("utf16be", .utf16BigEndian),
  ]

  @Test(arguments: encodings.map(\.0))
  func goldenOutput(_ name: String) {
    let encoding = Self.encodings.first { $0.0 == name }!.1
    expectGolden(
      StringsFileWriter.data(for: Self.example, encoding: encoding),
      at: "strings/writer/example-\(name).strings")
  }

  @Test(arguments: encodings.map(\.0))
  func outputParsesBackToTheSameEntries(_ name: String) throws {
    let encoding = Self.encodings.first { $0.0 == name }!.1
    let data = StringsFileWriter.data(for: Self.example, encoding: encoding)
    let file = StringsFileParser.parse(data, path: "example.strings")
    #expect(!file.hasErrors, "\(file.diagnostics)")
    #expect(file.diagnostics.isEmpty)
    #expect(file.encoding == encoding.stringsEncoding)
    #expect(file.entries.map(\.key) == Self.example.map(\.key))
    #expect(file.entries.map(\.value) == Self.example.map(\.value))
    #expect(file.entries.first?.comments == ["Greeting on the home screen"])
    // Canonical files are fixed points: writing what was read gives the same bytes.
    let rewritten = file.entries.map {
      StringsFileWriter.Entry(key: $0.key, value: $0.value, comments: Self.comments(of: $0))
    }
    #expect(StringsFileWriter.data(for: rewritten, encoding: encoding) == data)
  }

  /// A joined genstrings comment block reads back as one comment; split it again.
  static func comments(of entry: StringsEntry) -> [String] {
    entry.comments.flatMap { $0.components(separatedBy: "\n   ") }.map {
      $0.replacingOccurrences(of: "* /", with: "*/")
    }
  }

  @Test func genstringsByteExample() {
    // §2.1: BOM "/* c */\n\"k\" = \"k\";\n\n" in UTF-16LE.
    let data = StringsFileWriter.data(
      for: [.init(key: "k", value: "k", comments: ["c"])], encoding: .utf16LittleEndian)
    #expect(
      [UInt8](data) == [
        0xFF, 0xFE, 0x2F, 0, 0x2A, 0, 0x20, 0, 0x63, 0, 0x20, 0, 0x2A, 0, 0x2F, 0, 0x0A, 0, 0x22,
        0, 0x6B, 0, 0x22, 0, 0x20, 0, 0x3D, 0, 0x20, 0, 0x22, 0, 0x6B, 0, 0x22, 0, 0x3B, 0, 0x0A,
        0, 0x0A, 0,
      ])
  }

  @Test(arguments: [
    ("plain", "plain"), ("a\"b", "a\\\"b"), ("a\\b", "a\\\\b"), ("\n\t\r", "\\n\\t\\r"),
    ("\u{1}\u{1F}\u{7F}", "\\U0001\\U001F\\U007F"), ("é😀", "é😀"), ("\\u00e9", "\\\\u00e9"),
  ])
  func escaping(_ pair: (String, String)) {
    #expect(StringsFileWriter.escaped(pair.0) == pair.1)
  }

  @Test func everyScalarClassRoundTrips() {
    var value = ""
    for scalar in (0..<0x300).compactMap(Unicode.Scalar.init) {
      value.unicodeScalars.append(scalar)
    }
    value += "\u{2028}\u{2029}\u{FEFF}😀"
    let entries = [StringsFileWriter.Entry(key: value, value: value, comments: ["c"])]
    for (_, encoding) in Self.encodings {
      let file = StringsFileParser.parse(
        StringsFileWriter.data(for: entries, encoding: encoding), path: "x.strings")
      #expect(file.dictionary == [value: value])
    }
  }
}
