import Testing

@testable import StringsKit

/// The generator sorts keys from their UTF-8 bytes (``KeyOrder/sortedIndices(utf8:starts:)``),
/// decoding only the non-ASCII ones: the order must be the one the strings themselves get, for
/// mixes of ASCII and non-ASCII keys, shared prefixes longer than the sixteen-byte sort prefix,
/// and tables large enough to be sorted in parallel runs.
@Suite struct KeyOrderBytesTests {
  /// Whether `KeyOrder.sortedIndices(utf8:starts:)` puts `keys` in the order of
  /// `KeyOrder.areInIncreasingOrder` (shared with ``KeyOrderFoldTests``).
  static func bytesSortAsStrings(_ keys: [String]) -> Bool {
    var utf8: [UInt8] = []
    var starts = [0]
    for key in keys {
      utf8 += Array(key.utf8)
      starts.append(utf8.count)
    }
    let byBytes = KeyOrder.sortedIndices(utf8: utf8, starts: starts).map { Array(keys[$0].utf8) }
    let byStrings = keys.sorted(by: KeyOrder.areInIncreasingOrder).map { Array($0.utf8) }
    return byBytes == byStrings
  }

  @Test func bytesSortAgreesWithStringSort() {
    var generator = SplitMix64(seed: 0x5EED_B17E)
    let alphabet = Array("aAbBzZ_-.%@$0129 ()*'\"\\\n~éÉßü€😀e\u{301}")
    for round in 0..<30 {
      let count = round == 29 ? 5000 : 1 + Int(generator.next() % 400)
      let prefix = round % 3 == 0 ? "screen.settings.section." : ""
      var seen = Set<[UInt8]>()
      var keys: [String] = []
      while keys.count < count {
        let length = Int(generator.next() % 9)
        let limit = round % 2 == 0 ? alphabet.count - 8 : alphabet.count
        let key =
          prefix
          + String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(limit))] })
        if seen.insert(Array(key.utf8)).inserted { keys.append(key) }
      }
      #expect(Self.bytesSortAsStrings(keys), "round \(round)")
    }
    #expect(KeyOrder.sortedIndices(utf8: [], starts: [0]) == [])
    #expect(KeyOrder.sortedIndices(utf8: Array("b".utf8), starts: [0, 1]) == [0])
  }
}
