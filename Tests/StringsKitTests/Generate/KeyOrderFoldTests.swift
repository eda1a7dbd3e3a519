import Testing

@testable import StringsKit

/// The sort folds A–Z to a–z eight bytes at a time: every byte value, in every position of a
/// word, must fold as the byte-wise rule does (only A–Z; `@`, `[`, `` ` `` and `{` unchanged),
/// which the sorted order shows against the pairwise comparison. ASCII keys only: non-ASCII
/// bytes are never folded (their keys go to Foundation), and Foundation's order of control
/// characters beside non-ASCII letters is not the byte order the ASCII keys get.
@Suite struct KeyOrderFoldTests {
  @Test func everyByteFoldsAsTheByteWiseRule() {
    var generator = SplitMix64(seed: 0xF01D)
    // Every ASCII byte, with the ones next to the letter ranges often.
    let ascii = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }
    let edges: [Character] = ["@", "A", "Z", "[", "`", "a", "z", "{"]
    for round in 0..<20 {
      // Short keys, then keys past two eight-byte words.
      let longest = round % 2 == 0 ? 12 : 40
      var seen = Set<[UInt8]>()
      var keys: [String] = []
      while keys.count < 300 {
        let length = Int(generator.next() % UInt64(longest))
        let key = String(
          (0..<length).map { _ in
            generator.next() % 2 == 0
              ? edges[Int(generator.next() % UInt64(edges.count))]
              : ascii[Int(generator.next() % 0x80)]
          })
        if seen.insert(Array(key.utf8)).inserted { keys.append(key) }
      }
      #expect(KeyOrderBytesTests.bytesSortAsStrings(keys), "round \(round)")
    }
  }
}
