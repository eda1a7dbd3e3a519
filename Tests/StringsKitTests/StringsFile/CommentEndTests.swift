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
}
