import Foundation
import Testing

@testable import StringsKit

/// The walk's byte-wise order is exactly `String <`, ASCII or not, and its joined paths are the
/// interpolated ones.
@Suite struct PathOrderTests {
  /// Pieces that make ASCII and non-ASCII names, canonically equivalent spellings (`é` and `e` +
  /// U+0301) and names that are prefixes of others.
  static let pieces = ["a", "B", "b", "-", "/", " ", ".", "0", "é", "e\u{301}", "ß", "z", "~"]

  static func randomText(_ generator: inout SplitMix64) -> String {
    (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % 13)] }.joined()
  }

  @Test func sortsAsStringLessThan() {
    var generator = SplitMix64(seed: 0x9A7B)
    for _ in 0..<300 {
      let texts = (0..<Int(generator.next() % 40)).map { _ in Self.randomText(&generator) }
      let sorted = PathOrder.sorted(texts.map { PathOrder.Item($0) }).map(\.text)
      #expect(sorted.map { Array($0.utf8) } == texts.sorted().map { Array($0.utf8) })
    }
  }

  @Test func comparesPairsAsStringLessThan() {
    var generator = SplitMix64(seed: 0x9A7C)
    for _ in 0..<3000 {
      let lhs = Self.randomText(&generator)
      let rhs = Self.randomText(&generator)
      #expect(PathOrder.precedes(.init(lhs), .init(rhs)) == (lhs < rhs), "\(lhs) < \(rhs)")
    }
  }

  @Test func asciiIsTold() {
    #expect(UTF8Text.isASCII("Sources/a b.swift"))
    #expect(UTF8Text.isASCII(""))
    #expect(!UTF8Text.isASCII("caf\u{E9}.swift"))
    // Past the first eight-byte word, and in the bytes after the last whole word.
    #expect(!UTF8Text.isASCII("Sources/Feature/\u{212A}ey.swift"))
    #expect(!UTF8Text.isASCII("Sources/ab\u{E9}"))
    #expect(UTF8Text.isASCII(String(repeating: "a", count: 17)))
  }

  @Test func childIsTheInterpolatedPath() {
    var generator = SplitMix64(seed: 0x9A7D)
    for _ in 0..<300 {
      let folder = "/" + Self.randomText(&generator)
      let name = Self.randomText(&generator)
      // The root folder is not doubled: "/" and "a" make "/a".
      let expected = folder == "/" ? "/\(name)" : "\(folder)/\(name)"
      #expect(Array(PathOrder.child(folder, name).utf8) == Array(expected.utf8))
    }
    #expect(PathOrder.child("/", "a.swift") == "/a.swift")
    #expect(
      PathOrder.child("/a-long-folder-name-past-small-strings", "x")
        == "/a-long-folder-name-past-small-strings/x")
  }
}
