import Testing

@testable import StringsKit

@Suite struct KeyOrderTests {
  /// Each row is already in the expected order; the test sorts every reversal and rotation.
  @Test(arguments: [
    // §8 case 24: case-insensitive.
    ["%@ billion", "%@ Button", "%@ comment"],
    // §8 case 25: no numeric compare.
    ["1080p", "480p", "4K", "720p"],
    // §8 case 26: code-point order for punctuation and digits.
    ["(no title)", "*x", "+ y", "1 a", "< b"],
    // §2.3: only A–Z fold, so `_` sorts before letters.
    ["_x", "Zoo"],
    // §2.3 [WPIOS] run.
    [
      "%1$s…", "%@ …", "%@%@ (%@%%)", "%@, %@.", "%@. %d posts.", "%@B", "%d accounts", "%i …",
      "%ld …", "%li …", "%s …", "'%s' …", "(no title)", "*%@…", "+ Add new menu", "1 draft…",
      "< 1 hour", "<strong>…",
    ],
    [
      "%@ quintillion", "%@ Return to My Site…", "%@ Tag", "%@ Tags", "%@ thousand", "%@ Tip: …",
      "%@ trillion",
    ],
    // §10, decision 1: ties broken by UTF-8 byte order.
    ["(No Title)", "(no title)"],
    ["%d Posts", "%d posts"],
    ["ABC", "AbC", "abc"],
    ["Straße", "strasse"],
  ])
  func sortsInExpectedOrder(expected: [String]) {
    #expect(expected.reversed().sorted(by: KeyOrder.areInIncreasingOrder) == expected)
    for shift in 0..<expected.count {
      let rotated = Array(expected[shift...] + expected[..<shift])
      #expect(rotated.sorted(by: KeyOrder.areInIncreasingOrder) == expected)
    }
  }

  @Test func orderIsStrict() {
    #expect(!KeyOrder.areInIncreasingOrder("a", "a"))
    #expect(KeyOrder.areInIncreasingOrder("A", "a"))
    #expect(!KeyOrder.areInIncreasingOrder("a", "A"))
  }

  /// The ASCII fast path must agree with Foundation on every pair, or the sort would follow two
  /// different orders. Random strings over the characters keys use, with a fixed seed.
  @Test func asciiFastPathAgreesWithFoundation() {
    var generator = SplitMix64(seed: 0x5EED)
    let alphabet = Array("aAbBzZ_-.%@$0129 ()[]{}*+<>'\"\\\t\n~`^|/:;=?!#&,")
    func randomKey() -> String {
      let length = Int(generator.next() % 6)
      return String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    }
    for _ in 0..<20_000 {
      let lhs = randomKey()
      let rhs = randomKey()
      #expect(
        KeyOrder.asciiOrder(lhs, rhs) == KeyOrder.foundationOrder(lhs, rhs),
        "\(lhs.debugDescription) vs \(rhs.debugDescription)")
    }
    #expect(KeyOrder.asciiOrder("café", "cafe") == nil)
  }

  /// `KeyOrder.sorted` precomputes folded bytes; it must give exactly the order of sorting with
  /// the pairwise comparison, on ASCII keys, non-ASCII keys and a mix of both.
  @Test func bulkSortAgreesWithPairwiseSort() {
    var generator = SplitMix64(seed: 0xB01C)
    let alphabet = Array("aAbBzZ_-.%@$0129 ()[]{}*+<>'\"\\\t\n~`^|/:;=?!#&,éÉßü€😀")
    for round in 0..<40 {
      var keys = Set<String>()
      let asciiOnly = round % 2 == 0
      while keys.count < 300 {
        let length = Int(generator.next() % 7)
        keys.insert(
          String(
            (0..<length).map { _ in
              let limit = asciiOnly ? alphabet.count - 7 : alphabet.count
              return alphabet[Int(generator.next() % UInt64(limit))]
            }))
      }
      let shuffled = Array(keys).shuffled(using: &generator)
      #expect(KeyOrder.sorted(shuffled) == shuffled.sorted(by: KeyOrder.areInIncreasingOrder))
    }
    #expect(KeyOrder.sorted([]) == [])
    #expect(KeyOrder.sorted(["b"]) == ["b"])
  }
}
