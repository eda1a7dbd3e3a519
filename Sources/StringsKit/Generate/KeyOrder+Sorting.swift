import Foundation

extension KeyOrder {
  /// `strings` sorted by ``areInIncreasingOrder(_:_:)``: the same order, found with far less
  /// work when there are many strings.
  ///
  /// Sorting calls the comparison O(n log n) times, and ``asciiOrder(_:_:)`` re-reads, re-checks
  /// and re-folds both strings on every call. Here each string is read once: its UTF-8 bytes
  /// and their A–Z-folded copy go into two contiguous buffers, with one "is ASCII" flag. Two ASCII
  /// strings are then ordered by comparing their folded bytes, and on a tie their raw bytes, both
  /// with `memcmp` (unsigned, lexicographic, shorter first on a common prefix). That is exactly
  /// ``asciiOrder(_:_:)``: it decides on the first folded difference, then the shorter string,
  /// then the first raw difference. A pair with a non-ASCII string goes to
  /// ``foundationOrder(_:_:)`` as before.
  ///
  /// The comparison is a strict total order on distinct strings, so any correct sort gives the
  /// same result; `KeyOrderTests` checks this against `sorted(by: areInIncreasingOrder)`.
  public static func sorted(_ strings: [String]) -> [String] {
    sortedIndices(strings).map { strings[$0] }
  }

  /// The indices of `strings` in the order ``sorted(_:)`` puts the strings in, for callers that
  /// keep something beside each string.
  public static func sortedIndices(_ strings: [String]) -> [Int] {
    guard strings.count > 1 else { return Array(strings.indices) }
    let table = SortTable(strings)
    var order = Array(0..<strings.count)
    table.raw.withUnsafeBufferPointer { raw in
      table.folded.withUnsafeBufferPointer { folded in
        order.sort { a, b in
          guard table.isASCII[a] && table.isASCII[b] else {
            return foundationOrder(strings[a], strings[b])
          }
          let start = (table.starts[a], table.starts[b])
          let count = (table.starts[a + 1] - start.0, table.starts[b + 1] - start.1)
          let byFolded = compareBytes(folded, start, count)
          if byFolded != 0 { return byFolded < 0 }
          return compareBytes(raw, start, count) < 0
        }
      }
    }
    return order
  }

  /// Lexicographic order of two byte runs of `buffer`: negative, zero or positive.
  @inline(__always)
  private static func compareBytes(
    _ buffer: UnsafeBufferPointer<UInt8>, _ start: (Int, Int), _ count: (Int, Int)
  ) -> Int {
    let common = min(count.0, count.1)
    if common > 0 {
      let base = buffer.baseAddress!
      let result = memcmp(base + start.0, base + start.1, common)
      if result != 0 { return Int(result) }
    }
    return count.0 - count.1
  }
}

/// The bytes of the strings being sorted, laid out once so that comparisons touch no `String`.
private struct SortTable {
  /// Every string's UTF-8 bytes, back to back.
  var raw: [UInt8] = []
  /// The same bytes with A–Z folded to a–z (meaningful for ASCII strings only).
  var folded: [UInt8] = []
  /// Where string `i` starts in both buffers; `starts[i + 1]` is where it ends.
  var starts: [Int] = [0]
  /// Whether string `i` is all ASCII, so that the byte comparison applies.
  var isASCII: [Bool] = []

  init(_ strings: [String]) {
    starts.reserveCapacity(strings.count + 1)
    isASCII.reserveCapacity(strings.count)
    for string in strings {
      let start = raw.count
      raw.append(contentsOf: string.utf8)
      var ascii = true
      for index in start..<raw.count {
        let byte = raw[index]
        ascii = ascii && byte < 0x80
        folded.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
      }
      starts.append(raw.count)
      isASCII.append(ascii)
    }
  }
}
