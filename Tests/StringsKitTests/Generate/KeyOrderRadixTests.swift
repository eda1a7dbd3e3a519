import Testing

@testable import StringsKit

/// The generator sorts ASCII keys with a radix sort on sixteen folded bytes at a time: the order
/// must still be the pairwise comparison's, for keys that share prefixes of exactly one or two
/// sixteen-byte steps (and one byte more or less), hold NUL and other control bytes (which the
/// zero padding must not confuse with a shorter key), come in many case variants of one spelling
/// (equal folded bytes, ordered by raw bytes), and mix with a few non-ASCII keys.
@Suite struct KeyOrderRadixTests {
  @Test func radixSortAgreesWithPairwiseSort() {
    var generator = SplitMix64(seed: 0x0AD1_C5EE)
    let alphabet: [Character] = [
      "a", "A", "b", "B", "z", "_", ".", "0", "9", "\u{0}", "\u{1}", "~",
    ]
    let prefixes = [
      "", "0123456789abcdef", "0123456789abcde", "0123456789abcdefg",
      "0123456789ABCDEF0123456789abcdef", "screen.settings.",
    ]
    for round in 0..<24 {
      let count = [30, 200, 1500, 4000][round % 4]
      var seen = Set<[UInt8]>()
      var keys: [String] = []
      while keys.count < count {
        let prefix = prefixes[Int(generator.next() % UInt64(round % 3 == 0 ? 1 : prefixes.count))]
        let length = Int(generator.next() % 20)
        var key =
          prefix
          + String(
            (0..<length).map { _ in
              alphabet[Int(generator.next() % UInt64(alphabet.count))]
            })
        if round % 5 == 4 && generator.next() % 50 == 0 { key += "é" }
        if seen.insert(Array(key.utf8)).inserted { keys.append(key) }
      }
      #expect(sortedFromBytes(keys) == sortedPairwise(keys), "round \(round)")
      #expect(KeyOrder.sorted(keys) == keys.sorted(by: KeyOrder.areInIncreasingOrder))
    }
  }

  /// Every case variant of one spelling, shuffled: one large group of equal folded bytes.
  @Test func caseVariantsAreOrderedByRawBytes() {
    var generator = SplitMix64(seed: 0xCA5E)
    let word = Array("localizedkey")
    var keys: [String] = []
    for mask in 0..<512 {
      keys.append(
        String(
          word.enumerated().map { offset, letter in
            offset < 9 && mask & (1 << offset) != 0 ? Character(letter.uppercased()) : letter
          }))
    }
    keys += ["localizedke", "localizedkey0", "localizedkez", "LOCALIZEDKEX"]
    keys.shuffle(using: &generator)
    #expect(sortedFromBytes(keys) == sortedPairwise(keys))
  }

  /// A large table is sorted on every core: its groups are split, dealt out and sorted at
  /// once. The order must be the one-core order and the pairwise order, for tables of one
  /// dominant prefix (whose group is split again and again before it is dealt out), of many
  /// case variants and of keys that tie over sixteen bytes.
  @Test func sortingOnEveryCoreAgreesWithOneCore() {
    var generator = SplitMix64(seed: 0x5EA7_C0DE)
    let alphabet: [Character] = ["a", "B", "c", "0", "7", ".", "_", "~"]
    let prefixes = ["", "screen.", "screen.settings.title.section.", "Screen.Settings.", "b"]
    for round in 0..<6 {
      let count = [KeyOrder.everyCoreCount + 1, 9000, 20000][round % 3]
      var seen = Set<[UInt8]>()
      var keys: [String] = []
      while keys.count < count {
        let prefix = prefixes[Int(generator.next() % UInt64(round < 3 ? 2 : prefixes.count))]
        let length = 1 + Int(generator.next() % 12)
        var key =
          prefix
          + String((0..<length).map { _ in alphabet[Int(generator.next() % 8)] })
        if generator.next() % 500 == 0 { key += "é" }
        if seen.insert(Array(key.utf8)).inserted { keys.append(key) }
      }
      let oneCore = sortedFromBytes(keys, onEveryCore: false)
      #expect(sortedFromBytes(keys, onEveryCore: true) == oneCore, "round \(round)")
      #expect(oneCore == sortedPairwise(keys), "round \(round)")
    }
  }

  private func sortedFromBytes(_ keys: [String], onEveryCore: Bool = false) -> [[UInt8]] {
    var utf8: [UInt8] = []
    var starts = [0]
    for key in keys {
      utf8 += Array(key.utf8)
      starts.append(utf8.count)
    }
    let order = utf8.withUnsafeBufferPointer { utf8 in
      starts.withUnsafeBufferPointer {
        KeyOrder.sortedIndices(utf8: utf8, starts: $0, onEveryCore: onEveryCore)
      }
    }
    return order.map { Array(keys[$0].utf8) }
  }

  private func sortedPairwise(_ keys: [String]) -> [[UInt8]] {
    keys.sorted(by: KeyOrder.areInIncreasingOrder).map { Array($0.utf8) }
  }
}
