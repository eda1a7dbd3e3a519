import Testing

@testable import StringsKit

/// The generator's key index gives the groups a `[LiteralKey: Int]` gives: keys equal only when
/// their Unicode scalars are, through growth and hash collisions of the slots.
@Suite struct KeyIndexTests {
  @Test func agreesWithALiteralKeyDictionary() {
    var generator = SplitMix64(seed: 0x4B1D)
    let pieces = ["a", "A", "é", "e\u{301}", "%@", " ", "key.", "ß", "\u{1F600}", ""]
    for round in 0..<40 {
      var index = KeyIndex()
      var model: [LiteralKey: Int] = [:]
      var order: [String] = []
      var next = 0
      for _ in 0..<(round * 25) {
        let key = (0..<Int(generator.next() % 5)).map { _ in
          pieces[Int(generator.next() % UInt64(pieces.count))]
        }.joined()
        let expected: Int
        if let known = model[LiteralKey(key)] {
          expected = known
        } else {
          expected = next
          model[LiteralKey(key)] = next
          order.append(key)
        }
        #expect(index.group(of: key, next: next) == expected)
        if expected == next { next += 1 }
      }
      #expect(index.count == model.count)
      #expect(index.keys.map { Array($0.utf8) } == order.map { Array($0.utf8) })
      #expect(index.groupIndices.array == Array(0..<order.count))
    }
  }

  @Test func canonicallyEquivalentKeysAreTwoGroups() {
    var index = KeyIndex()
    #expect(index.group(of: "caf\u{E9}", next: 0) == 0)
    #expect(index.group(of: "cafe\u{301}", next: 1) == 1)
    #expect(index.group(of: "caf\u{E9}", next: 2) == 0)
    #expect("caf\u{E9}".isLiterallyEqual(to: "caf\u{E9}"))
    #expect(!"caf\u{E9}".isLiterallyEqual(to: "cafe\u{301}"))
    #expect("".isLiterallyEqual(to: ""))
  }

  @Test func manyKeysKeepTheirGroups() {
    var index = KeyIndex()
    for number in 0..<5000 { #expect(index.group(of: "key \(number)", next: number) == number) }
    for number in stride(from: 4999, through: 0, by: -7) {
      #expect(index.group(of: "key \(number)", next: -1) == number)
    }
  }
}
