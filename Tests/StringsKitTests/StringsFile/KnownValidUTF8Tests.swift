import Foundation
import Testing

@testable import StringsKit

/// Keys and values made without a second UTF-8 check, against `String(decoding:as:)` and against
/// files whose text is not valid UTF-8, which must still take the repairing path.
@Suite struct KnownValidUTF8Tests {
  @Test func stringsEqualTheCheckedOnes() {
    var random = SplitMix64(seed: 0x0055_7F8A)
    let scalars: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\u{7F}", "é", "ß", "\u{301}", "日", "😀"]
    for _ in 0..<5_000 {
      let length = Int(random.next() % 40)
      var text = String.UnicodeScalarView()
      for _ in 0..<length { text.append(scalars[Int(random.next() % UInt64(scalars.count))]) }
      let bytes = Array(String(text).utf8)
      let checked = String(decoding: bytes, as: UTF8.self)
      let isASCII = bytes.allSatisfy { $0 < 0x80 }
      bytes.withUnsafeBufferPointer { buffer in
        #expect(UTF8Text.isASCII(buffer) == isASCII)
        for known in isASCII ? [true, false] : [false] {
          let made = KnownValidUTF8.string(buffer, isASCII: known)
          #expect(made.isLiterallyEqual(to: checked))
          #expect(made == checked)
          #expect(made.hashValue == checked.hashValue)
          #expect(made.count == checked.count)
          #expect(Array(made.utf16) == Array(checked.utf16))
        }
      }
    }
  }

  @Test func invalidTextIsStillRepaired() {
    // 0xA9 is tolerated by CoreFoundation (as U+FFFD); its key and value must be repaired.
    let data = Data([0x22, 0x6B, 0xA9, 0x22, 0x3D, 0x22, 0xC3, 0xA9, 0xA9, 0x22, 0x3B])
    let file = StringsFileParser.parse(data, path: "x.strings")
    #expect(file.entries.map(\.key) == ["k\u{FFFD}"])
    #expect(file.entries.map(\.value) == ["é\u{FFFD}"])
    let bytes = StringsFileParser.parse([UInt8](data), path: "x.strings")
    #expect(bytes.entries == file.entries)
    #expect(bytes.data == data)
  }

  @Test func escapedStringsInValidText() {
    let text = #""\U00e9\"日" = "a\\b\U263A\n";"#
    let file = StringsFileParser.parse(Data(text.utf8), path: "x.strings")
    #expect(file.entries.map(\.key) == ["é\"日"])
    #expect(file.entries.map(\.value) == ["a\\b☺\n"])
  }
}
