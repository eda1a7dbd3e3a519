/// The seeded hash of a key's UTF-8 bytes that grouping and ``LiteralKey`` look keys up by:
/// SipHash-1-3, the function the standard library's `Hasher` computes, over whole 8-byte words.
///
/// `Hasher` buffers what it is given a byte run at a time and is called three times per key
/// (make, combine, finalize); hashing a key that way cost more than the rest of grouping it.
/// This is the same function written for one run of bytes, so it keeps what matters for crafted
/// input: the 128-bit key is drawn once per run from the standard library's random seed, so keys
/// chosen to collide in one run do not collide in the next.
enum KeyHash {
  /// The run's SipHash key, derived from `Hasher`'s per-run seed (and so fixed when
  /// `SWIFT_DETERMINISTIC_HASHING` is set, as every other hash is).
  static let runKey: (UInt64, UInt64) = {
    var first = Hasher()
    first.combine(0x6B65_795F_6861_7368 as UInt64)
    var second = Hasher()
    second.combine(0x7461_626C_655F_6B65 as UInt64)
    return (
      UInt64(truncatingIfNeeded: first.finalize()), UInt64(truncatingIfNeeded: second.finalize())
    )
  }()

  /// The hash of `bytes` with the run's key.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    Int(truncatingIfNeeded: sipHash13(bytes, key: runKey))
  }

  /// The hash of `bytes` with the run's key mixed with `seed` (a set's or dictionary's own).
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: Int) -> Int {
    Int(
      truncatingIfNeeded: sipHash13(
        bytes, key: (runKey.0 ^ UInt64(truncatingIfNeeded: seed), runKey.1)))
  }

  /// SipHash-1-3 of `bytes` under `key`: one compression round per 8-byte little-endian word, the
  /// last word holding the remaining bytes and the length's low byte, three finalization rounds.
  static func sipHash13(_ bytes: UnsafeBufferPointer<UInt8>, key: (UInt64, UInt64)) -> UInt64 {
    var state = SipState(key: key)
    let count = bytes.count
    let whole = count & ~7
    var tail = UInt64(truncatingIfNeeded: count) << 56
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      var offset = 0
      while offset < whole {
        state.compress(
          UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
        offset += 8
      }
      let left = count - whole
      if left > 0 {
        if count >= 8 {
          // The last eight bytes, of which the top `left` are the ones not yet taken.
          let last = UInt64(
            littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
          tail |= last >> UInt64(64 - 8 * left)
        } else {
          for index in 0..<left { tail |= UInt64(base[index]) << UInt64(8 * index) }
        }
      }
    }
    state.compress(tail)
    return state.finalize()
  }
}

/// SipHash's four words of state.
private struct SipState {
  var v0: UInt64
  var v1: UInt64
  var v2: UInt64
  var v3: UInt64

  @inline(__always)
  init(key: (UInt64, UInt64)) {
    v0 = key.0 ^ 0x736F_6D65_7073_6575
    v1 = key.1 ^ 0x646F_7261_6E64_6F6D
    v2 = key.0 ^ 0x6C79_6765_6E65_7261
    v3 = key.1 ^ 0x7465_6462_7974_6573
  }

  @inline(__always)
  mutating func round() {
    v0 &+= v1
    v1 = v1.rotatedLeft(13) ^ v0
    v0 = v0.rotatedLeft(32)
    v2 &+= v3
    v3 = v3.rotatedLeft(16) ^ v2
    v0 &+= v3
    v3 = v3.rotatedLeft(21) ^ v0
    v2 &+= v1
    v1 = v1.rotatedLeft(17) ^ v2
    v2 = v2.rotatedLeft(32)
  }

  /// One message word, one round (the "1" of SipHash-1-3).
  @inline(__always)
  mutating func compress(_ word: UInt64) {
    v3 ^= word
    round()
    v0 ^= word
  }

  /// Three rounds (the "3"), then the words folded together.
  @inline(__always)
  mutating func finalize() -> UInt64 {
    v2 ^= 0xFF
    round()
    round()
    round()
    return v0 ^ v1 ^ v2 ^ v3
  }
}

extension UInt64 {
  @inline(__always)
  fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
    self << count | self >> (64 - count)
  }
}
