import Foundation
import Testing

@testable import StringsKit

/// `String.replacingLiterally(_:with:)` finds its target by scalars, however the text goes on
/// after it: a combining mark after the target's last scalar makes one character with it, and
/// Foundation's search by characters did not find the target there.
@Suite struct LiteralReplacingTests {
  @Test func replacesWhereACharacterSearchDoesNot() {
    #expect("%arg\u{301} x".replacingLiterally("%arg", with: "%1$lld") == "%1$lld\u{301} x")
    #expect("*/\u{711}".replacingLiterally("*/", with: "* /") == "* /\u{711}")
    #expect("abc".replacingLiterally("x", with: "y") == "abc")
    #expect("abc".replacingLiterally("", with: "y") == "abc")
    #expect("aaa".replacingLiterally("aa", with: "b") == "ba")
    #expect("\u{E9}".replacingLiterally("e", with: "x") == "\u{E9}")
    #expect("e\u{301}".replacingLiterally("e", with: "x") == "x\u{301}")
  }

  /// Against a plain byte search, left to right without overlaps, on random texts of scalars
  /// that combine with what precedes them.
  @Test func agreesWithAByteSearch() {
    var random = SplitMix64(seed: 0xA4C)
    let alphabet = ["%", "a", "r", "g", "\u{301}", "\u{711}", "é", "*", "/", " "]
    let targets = ["%arg", "*/", "a", "g\u{301}", "%%"]
    for _ in 0..<5_000 {
      let length = Int(random.next() % 14)
      let text = (0..<length).map { _ in alphabet[Int(random.next() % 10)] }.joined()
      let target = targets[Int(random.next() % 5)]
      let replacement = ["", "X", "%1$@", "\u{301}"][Int(random.next() % 4)]
      #expect(
        Array(text.replacingLiterally(target, with: replacement).utf8)
          == Self.replaced(Array(text.utf8), Array(target.utf8), Array(replacement.utf8)),
        "\(text.debugDescription) \(target.debugDescription)")
    }
  }

  private static func replaced(_ text: [UInt8], _ target: [UInt8], _ with: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var index = 0
    while index < text.count {
      if index + target.count <= text.count, Array(text[index..<index + target.count]) == target {
        out += with
        index += target.count
      } else {
        out.append(text[index])
        index += 1
      }
    }
    return out
  }
}
