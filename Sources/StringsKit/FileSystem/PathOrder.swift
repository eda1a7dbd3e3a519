import Foundation

/// The order of paths and names that a walk returns: exactly Swift's `String <`, computed with
/// one `memcmp` when both sides are ASCII.
///
/// `String <` compares normalized Unicode scalars, which for ASCII text is the order of the
/// bytes; only a pair holding a non-ASCII byte needs the standard library's comparison (it
/// normalizes, so `"e"` + U+0301 and `"é"` compare alike). Sorting the paths of a large tree
/// with `<` cost more than listing its folders.
enum PathOrder {
  /// A path or name with whether its bytes are all ASCII, worked out once before sorting.
  struct Item {
    var text: String
    var isASCII: Bool
    /// Set by the walk when the folder listing said the entry is a regular file.
    var isRegular: Bool

    init(_ text: String, isRegular: Bool = false) {
      self.text = text
      self.isRegular = isRegular
      isASCII = UTF8Text.isASCII(text)
    }
  }

  /// `items` sorted by text, as `sorted(by: <)` on the texts would sort them.
  static func sorted(_ items: [Item]) -> [Item] {
    sortedIndices(items).map { items[$0] }
  }

  /// The indices of `items` in the order ``sorted(_:)`` puts them in.
  ///
  /// When every text is ASCII (the usual tree), the texts are laid out once in one buffer and
  /// compared there with `memcmp`: the same byte order as ``precedes(_:_:)``, without reaching
  /// into two strings' storage for each of the n log n comparisons.
  static func sortedIndices(_ items: [Item]) -> [Int] {
    guard items.count > 1, items.allSatisfy(\.isASCII) else {
      return items.indices.sorted { precedes(items[$0], items[$1]) }
    }
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    starts.reserveCapacity(items.count + 1)
    for item in items {
      var text = item.text
      text.withUTF8 { bytes.append(contentsOf: $0) }
      starts.append(bytes.count)
    }
    var order = Array(items.indices)
    bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        let base = bytes.baseAddress
        order.sort { a, b in
          let left = starts[a]..<starts[a + 1]
          let right = starts[b]..<starts[b + 1]
          let common = min(left.count, right.count)
          if common > 0, let base {
            let compared = memcmp(base + left.lowerBound, base + right.lowerBound, common)
            if compared != 0 { return compared < 0 }
          }
          return left.count < right.count
        }
      }
    }
    return order
  }

  /// Whether `lhs` sorts before `rhs`: `lhs.text < rhs.text`.
  @inline(__always)
  static func precedes(_ lhs: Item, _ rhs: Item) -> Bool {
    if lhs.isASCII && rhs.isASCII, let order = bytesPrecede(lhs.text, rhs.text) {
      return order
    }
    return lhs.text < rhs.text
  }

  /// The byte order of two strings, or `nil` when either has no contiguous UTF-8 storage.
  @inline(__always)
  private static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool? {
    let order = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right -> Bool in
        let common = min(left.count, right.count)
        let compared = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
        return compared != 0 ? compared < 0 : left.count < right.count
      }
    }
    return order ?? nil
  }

  /// `directory/name`, built with one allocation (string interpolation grew the result twice).
  static func child(_ directory: String, _ name: String) -> String {
    if directory == "/" { return "/" + name }
    let count = directory.utf8.count + 1 + name.utf8.count
    let joined = directory.utf8.withContiguousStorageIfAvailable { head in
      name.utf8.withContiguousStorageIfAvailable { tail in
        String(unsafeUninitializedCapacity: count) { buffer in
          let base = buffer.baseAddress!
          if head.count > 0 { base.initialize(from: head.baseAddress!, count: head.count) }
          base[head.count] = UInt8(ascii: "/")
          if tail.count > 0 {
            (base + head.count + 1).initialize(from: tail.baseAddress!, count: tail.count)
          }
          return count
        }
      }
    }
    return (joined ?? nil) ?? "\(directory)/\(name)"
  }
}
