import Foundation
import Testing

@testable import StringsKit

/// ``StringsFileWriter/mayEndComment(_:)`` jumps between `*` bytes; it must answer exactly
/// whether the text holds `*/`, wherever the stars are.
@Suite struct CommentEndTests {
  @Test(arguments: [
    ("", false), ("*", false), ("/", false), ("/*", false), ("*/", true), ("a*/b", true),
    ("**/", true), ("*x/", false), ("abc*", false), ("* /", false), ("é*/", true),
    ("***", false), ("x*y*/", true),
  ])
  func examples(text: String, holds: Bool) {
    #expect(StringsFileWriter.mayEndComment(text) == holds)
  }

  @Test func agreesWithASearchOnRandomTexts() {
    var random = SplitMix64(seed: 0x5EED)
    let alphabet: [Character] = ["*", "/", "a", " ", "é", "\n"]
    for _ in 0..<5_000 {
      let length = Int(random.next() % 12)
      let text = String((0..<length).map { _ in alphabet[Int(random.next() % 6)] })
      #expect(
        StringsFileWriter.mayEndComment(text) == text.contains("*/"), "\(text.debugDescription)")
    }
  }

  /// ``StringsFileWriter/commentText(_:)`` puts a space inside every `*/`, found by bytes: a `/`
  /// followed by a combining mark is one character with it, and a search by characters missed
  /// that `*/` (a fuzzed doc comment ending in `*/\u{711}` wrote a table the runtime cut short).
  @Test func commentTextBreaksEveryStarSlashWhateverFollows() {
    #expect(StringsFileWriter.commentText("Shown as */ here") == "Shown as * / here")
    #expect(StringsFileWriter.commentText("a */\u{711} b") == "a * /\u{711} b")
    #expect(StringsFileWriter.commentText("*/\u{301}*/") == "* /\u{301}* /")
    #expect(StringsFileWriter.commentText("**/") == "** /")
    var random = SplitMix64(seed: 0xC0DE)
    let alphabet: [String] = ["*", "/", "a", " ", "\u{301}", "\u{711}", "é", "\n"]
    for _ in 0..<5_000 {
      let length = Int(random.next() % 12)
      let text = (0..<length).map { _ in alphabet[Int(random.next() % 8)] }.joined()
      var expected: [UInt8] = []
      for byte in text.utf8 {
        if byte == UInt8(ascii: "/") && expected.last == UInt8(ascii: "*") {
          expected.append(UInt8(ascii: " "))
        }
        expected.append(byte)
      }
      let safe = StringsFileWriter.commentText(text)
      #expect(Array(safe.utf8) == expected, "\(text.debugDescription)")
      #expect(!StringsFileWriter.mayEndComment(safe), "\(text.debugDescription)")
    }
  }
}
