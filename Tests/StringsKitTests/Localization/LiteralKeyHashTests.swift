import Testing

@testable import StringsKit

/// ``LiteralKey`` hashes the key's bytes with ``KeyHash``: equal keys must hash alike however
/// their strings were made, and distinct keys (differing in one byte anywhere, or only in
/// length) must not collide, or every table lookup would probe far.
@Suite struct LiteralKeyHashTests {
  @Test func equalKeysHashAlikeWhateverTheirStorage() {
    for length in 0..<48 {
      let text = String(repeating: "é", count: length / 2) + String(repeating: "k", count: length)
      let rebuilt = String(decoding: Array(text.utf8), as: UTF8.self)
      let sliced = String(("x" + text).dropFirst())
      #expect(LiteralKey(text).hashValue == LiteralKey(rebuilt).hashValue)
      #expect(LiteralKey(text).hashValue == LiteralKey(sliced).hashValue)
    }
  }

  @Test func distinctKeysDoNotCollide() {
    var keys: [String] = []
    // One byte changed at every offset of keys across the 8-byte word boundaries…
    for length in 1..<40 {
      let base = Array(repeating: UInt8(ascii: "a"), count: length)
      keys.append(String(decoding: base, as: UTF8.self))
      for offset in 0..<length {
        var changed = base
        changed[offset] = UInt8(ascii: "b")
        keys.append(String(decoding: changed, as: UTF8.self))
      }
    }
    // …trailing NULs, which change only the length, and numbered keys as tables have them.
    keys += (0..<20).map { String(repeating: "\u{0}", count: $0) }
    keys += (0..<5_000).map { "settings.row.\($0).title" }
    let hashes = Set(keys.map { LiteralKey($0).hashValue })
    #expect(Set(keys).count == keys.count)
    #expect(hashes.count == keys.count)
  }
}
