import Testing

@testable import StringsKit

/// The walk's suffix test, decided on bytes where it can be, against `String.hasSuffix`, with
/// names that end in the suffix after a combining mark or a prepended character.
@Suite struct FileSuffixTests {
  static let pieces = [
    "a", ".", "swift", ".swift", "Swift", "é", "e\u{301}", "\u{301}", "\u{600}", "t", " ", "ß",
  ]

  @Test(arguments: [".swift", ".strings", "t", "\u{301}.swift"])
  func agreesWithHasSuffix(_ suffix: String) {
    var generator = SplitMix64(seed: 0x5FF1)
    for _ in 0..<3_000 {
      let name = (0..<Int(generator.next() % 5)).map { _ in
        Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
      }.joined()
      #expect(FileFinder.name(name, hasSuffix: suffix) == name.hasSuffix(suffix), "\(name)")
    }
    // U+0600 prepends itself to the next character, so the `.` is not a character of its own.
    #expect(
      FileFinder.name("x\u{600}.swift", hasSuffix: ".swift")
        == "x\u{600}.swift".hasSuffix(".swift"))
    #expect(FileFinder.name("A.swift", hasSuffix: ".swift"))
  }
}
