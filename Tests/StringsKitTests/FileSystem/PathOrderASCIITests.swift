import Testing

@testable import StringsKit

/// The walk's sort of all-ASCII paths (compared in one flat buffer) against `String <`, with
/// repeats, prefixes and the bytes around `/`; each path keeps its listed type.
@Suite struct PathOrderASCIITests {
  static let pieces = ["a", "B", "b", "-", "/", " ", ".", "0", "z", "~", "Sources/", ".swift"]

  @Test func sortsAsStringLessThan() {
    var generator = SplitMix64(seed: 0xA5C1)
    for _ in 0..<500 {
      let texts = (0..<Int(generator.next() % 60)).map { _ in
        "/root/"
          + (0..<Int(generator.next() % 8)).map { _ in
            Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
          }.joined()
      }
      let items = texts.map { PathOrder.Item($0, isRegular: $0.utf8.count % 2 == 0) }
      let sorted = PathOrder.sorted(items)
      #expect(sorted.map { Array($0.text.utf8) } == texts.sorted().map { Array($0.utf8) })
      #expect(sorted.allSatisfy { $0.isRegular == ($0.text.utf8.count % 2 == 0) })
    }
  }
}
