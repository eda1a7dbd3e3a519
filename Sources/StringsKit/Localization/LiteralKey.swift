/// A localization key compared as CoreFoundation compares dictionary keys: literally, by Unicode
/// scalars.
///
/// Swift's `String ==` and `String`'s hash treat canonically equivalent strings as equal, so
/// `"á"` (U+00E1) and `"a"` + U+0301 would be one key; at runtime they are two, and a table
/// holding one never answers a lookup of the other. Use this type wherever a key is an identity:
/// dictionary keys, sets, de-duplication, matching a translation with its reference.
///
///     LiteralKey("\u{E1}") == LiteralKey("a\u{301}")  // false
///     "\u{E1}" == "a\u{301}"                          // true
public struct LiteralKey: Hashable, Sendable, CustomStringConvertible {
  public let string: String

  public init(_ string: String) { self.string = string }

  /// Equal UTF-8 bytes are equal scalars: both are exact encodings of the same sequence.
  public static func == (lhs: LiteralKey, rhs: LiteralKey) -> Bool {
    lhs.string.isLiterallyEqual(to: rhs.string)
  }

  /// The bytes' ``KeyHash``: SipHash over whole words with the run's seed, so one `Hasher` round
  /// per key instead of one per eight bytes, and keys crafted to collide in one run do not in
  /// the next.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(string.withUTF8Bytes(KeyHash.hash))
  }

  /// What sets and dictionaries hash a key by, for their `seed`: the bytes' SipHash under the
  /// run's key mixed with the seed, with no `Hasher` round after it (a lookup of a short key
  /// spent a third of its time in that second hash).
  public func _rawHashValue(seed: Int) -> Int {
    string.withUTF8Bytes { KeyHash.hash($0, seed: seed) }
  }

  public var description: String { string }
}

extension String {
  /// Whether both strings hold exactly the same Unicode scalars, unlike `==`, which also accepts
  /// canonically equivalent ones.
  ///
  /// Compares the contiguous UTF-8 storage with `memcmp` (``UTF8Text/equal(_:_:)``, lengths
  /// first): dictionary lookups by ``LiteralKey`` call this for every hit, and the generic
  /// `elementsEqual` over the `utf8` views costs several instructions per byte.
  public func isLiterallyEqual(to other: String) -> Bool {
    guard utf8.count == other.utf8.count else { return false }
    return withUTF8Bytes { a in other.withUTF8Bytes { b in UTF8Text.equal(a, b) } }
  }
}
