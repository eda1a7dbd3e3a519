/// The keys of one table with the group each belongs to, compared by their UTF-8 bytes: the
/// identity ``LiteralKey`` gives (Unicode scalars, as at runtime), looked up at a fraction of the
/// cost of a `[LiteralKey: Int]`.
///
/// A dictionary compares the key with every occupied slot its probe passes and rehashes every
/// key when it grows; here each slot carries its key's hash, so a probe compares bytes only when
/// the hashes agree, and growing reuses the stored hashes. The hash is seeded per run
/// (``KeyHash``), so crafted keys cannot make lookups degrade.
///
/// The keys are kept as UTF-8 in one buffer, not as strings: the generator sorts and writes
/// them from these bytes, and a key becomes a string only when something asks for one.
struct KeyIndex: Sendable {
  /// The distinct keys' UTF-8 bytes, back to back, in the order first seen.
  private(set) var bytes = GrowableBytes()
  /// Key `i` is `bytes[starts[i]..<starts[i + 1]]`.
  private(set) var starts = GrowableBuffer<Int>()
  /// `groupIndices[i]` is the group of key `i`.
  private(set) var groupIndices = GrowableBuffer<Int>()
  /// The hash of each key.
  private var hashes = GrowableBuffer<Int>()
  /// Open addressing by linear probing: a key's number, or -1 for an empty slot. Kept at most
  /// half full. 32 bits a slot (a table of 2³¹ keys would not fit in memory anyway): the slots
  /// of a large table are probed at random, so the smaller they are, the more of them stay in
  /// cache, and each doubling clears half as many fresh pages.
  private var slots: [Int32] = []

  init() {
    starts.append(0)
  }

  var count: Int { groupIndices.count }
  var isEmpty: Bool { groupIndices.isEmpty }

  /// The distinct keys, in the order first seen.
  var keys: [String] { (0..<count).map(key) }

  /// Key number `index`.
  func key(_ index: Int) -> String {
    bytes.withUnsafeBufferPointer {
      String(
        decoding: UnsafeBufferPointer(rebasing: $0[starts[index]..<starts[index + 1]]),
        as: UTF8.self)
    }
  }

  /// The group of `key`; when the key is new, it is added with the group `next`.
  mutating func group(of key: String, next: Int) -> Int {
    var key = key
    return key.withUTF8 { group(of: $0, next: next) }
  }

  /// The group of the key whose UTF-8 bytes are `key`; when it is new, it is added with the
  /// group `next`.
  mutating func group(of key: UnsafeBufferPointer<UInt8>, next: Int) -> Int {
    // LiteralKey's identity: seeded hash and comparison over the UTF-8 bytes.
    let hash = KeyHash.hash(key)
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = hash & mask
    while true {
      let entry = Int(slots[slot])
      if entry < 0 { break }
      if hashes[entry] == hash && isKey(entry, key) { return groupIndices[entry] }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(truncatingIfNeeded: count)
    starts.append(bytes.append(contentsOf: key).upperBound)
    hashes.append(hash)
    groupIndices.append(next)
    return next
  }

  /// Whether key number `entry` is `key`.
  private func isKey(_ entry: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = starts[entry]
    guard starts[entry + 1] - start == key.count else { return false }
    return bytes.withUnsafeBufferPointer {
      UTF8Text.equal(UnsafeBufferPointer(rebasing: $0[start..<(start + key.count)]), key)
    }
  }

  /// Doubles the slots (at least 16) and places every key again from its stored hash.
  private mutating func grow() {
    let size = max(16, slots.count * 2)
    slots = Array(repeating: -1, count: size)
    let mask = size - 1
    hashes.withUnsafeBufferPointer { hashes in
      for (entry, hash) in hashes.enumerated() {
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: entry)
      }
    }
  }
}
