import Foundation
import Testing

@testable import StringsKit

/// Parsing never changes a file: with no edits, `serialized()` returns the input byte for byte.
@Suite struct StringsFileRoundTripTests {
  static let fixtureFiles: [String] =
    Fixtures.files(below: Fixtures.url("strings"), suffix: ".strings").map {
      String($0.path.dropFirst(Fixtures.root.path.count + 1))
    }

  @Test(arguments: fixtureFiles)
  func fixtureIsKeptByteForByte(_ relativePath: String) throws {
    let data = try Data(contentsOf: Fixtures.url(relativePath))
    #expect(StringsFileParser.parse(data, path: relativePath).serialized() == data)
  }

  @Test func sharedCorpusIsKeptByteForByte() throws {
    guard let corpus = Fixtures.sharedCorpus else {
      print("skipping: the shared corpus of .strings files is absent")
      return
    }
    let files = Fixtures.files(below: corpus, suffix: ".strings")
    #expect(!files.isEmpty)
    for url in files {
      let data = try Data(contentsOf: url)
      let file = StringsFileParser.parse(data, path: url.lastPathComponent)
      #expect(file.serialized() == data, "\(url.path)")
    }
  }

  @Test func entryRangesCoverTheirText() throws {
    let text = "/* c */\n\"a\" = \"b\";\n\n// d\nk = v;\n\"s\";\n"
    let file = StringsFileParser.parse(Data(text.utf8), path: "x.strings")
    let bytes = [UInt8](file.data)
    func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    #expect(
      file.entries.map { slice($0.byteRange) } == [
        "/* c */\n\"a\" = \"b\";", "// d\nk = v;", "\"s\";",
      ])
    #expect(file.entries.map { slice($0.keyByteRange) } == ["\"a\"", "k", "\"s\""])
    #expect(file.entries.map { $0.valueByteRange.map(slice) } == ["\"b\"", "v", nil])
    #expect(file.entries.map { $0.commentByteRange.map(slice) } == ["/* c */", "// d", nil])
  }

  @Test func utf16RangesPointIntoTheOriginalBytes() throws {
    let text = "/* c */\n\"é\" = \"ü\";\n"
    let data = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    let file = StringsFileParser.parse(data, path: "x.strings")
    let entry = try #require(file.entries.first)
    #expect(entry.byteRange == 2..<(2 + 2 * 18))
    #expect(entry.keyByteRange == (2 + 2 * 8)..<(2 + 2 * 11))
    #expect(entry.keyPosition.column == 1 && entry.keyPosition.line == 2)
    #expect(entry.valuePosition?.column == 8)  // "é" is 2 UTF-8 bytes
  }
}
