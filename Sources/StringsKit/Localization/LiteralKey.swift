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

  /// Feeds `Hasher` one word folded from the bytes (and their count): equal bytes give equal
  /// words, and a word costs `Hasher` one round where the bytes themselves took one per eight
  /// bytes plus its byte-wise tail handling, most of every table lookup.
  public func hash(into hasher: inout Hasher) {
    let folded =
      string.utf8.withContiguousStorageIfAvailable(Self.fold)
      ?? Array(string.utf8).withUnsafeBufferPointer(Self.fold)
    hasher.combine(folded)
  }

  /// A 64-bit multiply-xorshift fold of `bytes`, eight at a time.
  @inline(__always)
  private static func fold(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = bytes.count
    var folded = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    guard let base = bytes.baseAddress else { return folded }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset &+ 8 <= count {
      folded =
        (folded ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        &* 0xBF58_476D_1CE4_E5B9
      folded ^= folded &>> 29
      offset &+= 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < count {
      tail |= UInt64(bytes[offset]) &<< shift
      shift &+= 8
      offset &+= 1
    }
    folded = (folded ^ tail) &* 0x94D0_49BB_1331_11EB
    return folded ^ (folded &>> 31)
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
    var left = self
    var right = other
    return left.withUTF8 { a in right.withUTF8 { b in UTF8Text.equal(a, b) } }
  }
}
