/// The keys of one table with the group each belongs to, compared by their UTF-8 bytes: the
/// identity ``LiteralKey`` gives (Unicode scalars, as at runtime), looked up at a fraction of the
/// cost of a `[LiteralKey: Int]`.
///
/// A dictionary compares the key with every occupied slot its probe passes and rehashes every
/// key when it grows; here each slot carries its key's hash, so a probe compares bytes only when
/// the hashes agree, and growing reuses the stored hashes. The hash is the standard library's
/// seeded one, so crafted keys cannot make lookups degrade.
struct KeyIndex: Sendable {
  /// The distinct keys, in the order first seen.
  private(set) var keys: [String] = []
  /// `groupIndices[i]` is the group of `keys[i]`.
  private(set) var groupIndices: [Int] = []
  /// The hash of each key in ``keys``.
  private var hashes: [Int] = []
  /// Open addressing by linear probing: an index into ``keys``, or -1 for an empty slot. Kept at
  /// most half full.
  private var slots: [Int] = []

  var count: Int { keys.count }
  var isEmpty: Bool { keys.isEmpty }

  /// The group of `key`; when the key is new, it is added with the group `next`.
  mutating func group(of key: String, next: Int) -> Int {
    var bytes = key
    return bytes.withUTF8 { group(of: $0, next: next, string: key) }
  }

  /// The group of the key whose UTF-8 bytes are `key`; when it is new, it is added (as a
  /// string, made here) with the group `next`.
  mutating func group(of key: UnsafeBufferPointer<UInt8>, next: Int) -> Int {
    group(of: key, next: next, string: nil)
  }

  /// The group of `key` (UTF-8), adding it as `string`, or a string made of `key`, when new.
  private mutating func group(
    of key: UnsafeBufferPointer<UInt8>, next: Int, string: String?
  ) -> Int {
    // LiteralKey's identity: seeded hash and comparison over the UTF-8 bytes.
    let hash = UTF8Text.hash(key)
    if (keys.count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let entry = slots[slot]
      if entry < 0 { break }
      if hashes[entry] == hash && UTF8Text.equal(key, keys[entry]) {
        return groupIndices[entry]
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = keys.count
    keys.append(string ?? String(decoding: key, as: UTF8.self))
    hashes.append(hash)
    groupIndices.append(next)
    return next
  }

  /// Doubles the slots (at least 16) and places every key again from its stored hash.
  private mutating func grow() {
    let size = max(16, slots.count * 2)
    slots = Array(repeating: -1, count: size)
    let mask = size - 1
    for (entry, hash) in hashes.enumerated() {
      var slot = hash & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}
