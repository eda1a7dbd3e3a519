import Foundation

extension KeyOrder {
  /// `strings` sorted by ``areInIncreasingOrder(_:_:)``: the same order, found with far less
  /// work when there are many strings.
  ///
  /// Sorting calls the comparison O(n log n) times, and ``asciiOrder(_:_:)`` re-reads, re-checks
  /// and re-folds both strings on every call. Here each string is read once: its UTF-8 bytes
  /// and their A–Z-folded copy go into two contiguous buffers, with one "is ASCII" flag. Two ASCII
  /// strings are then ordered by comparing their folded bytes, and on a tie their raw bytes, both
  /// byte-wise (unsigned, lexicographic, shorter first on a common prefix). That is exactly
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
  ///
  /// Large inputs are cut into one run per core, the runs sorted at the same time and then
  /// merged. The comparison is a strict total order, so the merged result is the one a single
  /// sort gives, whatever the number of runs.
  public static func sortedIndices(_ strings: [String]) -> [Int] {
    guard strings.count > 1 else { return Array(strings.indices) }
    return sortedIndices(SortTable(strings))
  }

  /// ``sortedIndices(_:)`` of strings given as UTF-8: string `i` is
  /// `utf8[starts[i]..<starts[i + 1]]`. Only the strings with a non-ASCII byte, whose pairs go
  /// to Foundation, are made into `String`s.
  static func sortedIndices(utf8: [UInt8], starts: [Int]) -> [Int] {
    guard starts.count > 2 else { return Array(0..<(starts.count - 1)) }
    return sortedIndices(SortTable(raw: utf8, starts: starts, strings: nil))
  }

  /// The sort of ``sortedIndices(_:)``, on a laid-out table.
  private static func sortedIndices(_ table: SortTable) -> [Int] {
    let count = table.count
    let parts = count >= 4096 ? min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8) : 1
    guard parts > 1 else { return table.sorted(Array(0..<count)) }
    let runs = Parallel.map(parts) { part in
      table.sorted(Array((part * count / parts)..<((part + 1) * count / parts)))
    }
    return runs.dropFirst().reduce(runs[0]) { table.merged($0, $1) }
  }
}

/// The bytes of the strings being sorted, laid out once so that comparisons touch no `String`.
private struct SortTable {
  /// Every string's UTF-8 bytes, back to back.
  private(set) var raw: [UInt8] = []
  /// The same bytes with A–Z folded to a–z (meaningful for ASCII strings only).
  private(set) var folded: [UInt8] = []
  /// Where string `i` starts in both buffers; `starts[i + 1]` is where it ends.
  private(set) var starts: [Int] = [0]
  /// Whether string `i` is all ASCII, so that the byte comparison applies.
  private(set) var isASCII: [Bool] = []

  /// The strings themselves, for pairs that go to Foundation; when the table was laid out from
  /// bytes, only the non-ASCII ones (the others are empty here and decoded when asked for).
  let strings: [String]
  /// Whether ``strings`` holds every string.
  let hasAllStrings: Bool

  /// The number of strings.
  var count: Int { starts.count - 1 }

  init(_ strings: [String]) {
    var starts = [0]
    starts.reserveCapacity(strings.count + 1)
    var raw: [UInt8] = []
    for var string in strings {
      string.withUTF8 { raw.append(contentsOf: $0) }
      starts.append(raw.count)
    }
    self.init(raw: raw, starts: starts, strings: strings)
  }

  /// Strings given as UTF-8 (`raw[starts[i]..<starts[i + 1]]`); `strings`, when given, are the
  /// same strings, otherwise the non-ASCII ones are decoded here.
  init(raw: [UInt8], starts: [Int], strings: [String]?) {
    let count = starts.count - 1
    // Folded and checked for ASCII in flat loops over the whole buffer: appending byte by byte
    // cost more than the sort.
    let folded = [UInt8](unsafeUninitializedCapacity: raw.count) { folded, count in
      raw.withUnsafeBufferPointer { raw in
        for index in raw.indices {
          let byte = raw[index]
          folded[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
        }
      }
      count = raw.count
    }
    let isASCII = [Bool](unsafeUninitializedCapacity: count) { flags, count in
      raw.withUnsafeBufferPointer { raw in
        starts.withUnsafeBufferPointer { starts in
          for string in 0..<(starts.count - 1) {
            var ascii = true
            for index in starts[string]..<starts[string + 1] where raw[index] >= 0x80 {
              ascii = false
              break
            }
            flags[string] = ascii
          }
        }
      }
      count = starts.count - 1
    }
    hasAllStrings = strings != nil
    self.strings =
      strings
      ?? raw.withUnsafeBufferPointer { raw in
        (0..<count).map { index in
          isASCII[index]
            ? ""
            : String(
              decoding: UnsafeBufferPointer(rebasing: raw[starts[index]..<starts[index + 1]]),
              as: UTF8.self)
        }
      }
    self.raw = raw
    self.folded = folded
    self.starts = starts
    self.isASCII = isASCII
  }

  /// `indices` sorted by ``KeyOrder/areInIncreasingOrder(_:_:)`` of their strings.
  func sorted(_ indices: [Int]) -> [Int] {
    // Each string carries its first sixteen folded bytes as two big-endian words, zero-padded:
    // two ASCII strings whose words differ are ordered by them (a string that ends sooner pads
    // with zeros, which is "shorter first"), with no look at the buffers; equal words fall
    // through to the full comparison.
    var keys = indices.map { index in
      SortKey(index: index, prefix: isASCII[index] ? prefixWords(index) : nil)
    }
    withComparison { precedes in
      keys.sort { a, b in
        if let left = a.prefix, let right = b.prefix {
          if left.high != right.high { return left.high < right.high }
          if left.low != right.low { return left.low < right.low }
        }
        return precedes(a.index, b.index)
      }
    }
    return keys.map(\.index)
  }

  /// A string to sort: its index and, for an ASCII string, its leading folded bytes.
  private struct SortKey {
    var index: Int
    var prefix: (high: UInt64, low: UInt64)?
  }

  /// The first sixteen folded bytes of string `index`, big-endian, zero-padded.
  ///
  /// The bytes are copied into two zeroed words in memory order and the words read big-endian:
  /// the same words as shifting each byte into place, in a handful of instructions.
  private func prefixWords(_ index: Int) -> (high: UInt64, low: UInt64) {
    var words: (UInt64, UInt64) = (0, 0)
    let start = starts[index]
    let count = min(starts[index + 1] - start, 16)
    folded.withUnsafeBufferPointer { folded in
      withUnsafeMutableBytes(of: &words) { target in
        if count > 0, let source = folded.baseAddress {
          target.baseAddress!.copyMemory(from: source + start, byteCount: count)
        }
      }
    }
    return (UInt64(bigEndian: words.0), UInt64(bigEndian: words.1))
  }

  /// Two sorted runs of indices merged into one sorted run.
  func merged(_ left: [Int], _ right: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(left.count + right.count)
    withComparison { precedes in
      var l = 0
      var r = 0
      while l < left.count && r < right.count {
        if precedes(right[r], left[l]) {
          result.append(right[r])
          r += 1
        } else {
          result.append(left[l])
          l += 1
        }
      }
      result += left[l...]
      result += right[r...]
    }
    return result
  }

  /// Calls `body` with the comparison of two strings given by index.
  private func withComparison<Result>(_ body: ((Int, Int) -> Bool) -> Result) -> Result {
    raw.withUnsafeBufferPointer { raw in
      folded.withUnsafeBufferPointer { folded in
        starts.withUnsafeBufferPointer { starts in
          isASCII.withUnsafeBufferPointer { isASCII in
            body { a, b in
              guard isASCII[a] && isASCII[b] else {
                return KeyOrder.foundationOrder(string(a, raw, starts), string(b, raw, starts))
              }
              let start = (starts[a], starts[b])
              let count = (starts[a + 1] - start.0, starts[b + 1] - start.1)
              let byFolded = Self.compareBytes(folded, start, count)
              if byFolded != 0 { return byFolded < 0 }
              return Self.compareBytes(raw, start, count) < 0
            }
          }
        }
      }
    }
  }

  /// String `index`: from ``strings``, or, for an ASCII string when the table was laid out
  /// from bytes (only non-ASCII strings were decoded), from its bytes (small and rare: only a
  /// pair with a non-ASCII string asks).
  private func string(
    _ index: Int, _ raw: UnsafeBufferPointer<UInt8>, _ starts: UnsafeBufferPointer<Int>
  ) -> String {
    guard isASCII[index] && !hasAllStrings else { return strings[index] }
    return String(
      decoding: UnsafeBufferPointer(rebasing: raw[starts[index]..<starts[index + 1]]),
      as: UTF8.self)
  }

  /// Lexicographic order of two byte runs of `buffer`: negative, zero or positive.
  ///
  /// Eight bytes at a time, read as big-endian words so that comparing the words compares the
  /// bytes in order: keys are short and often share a long prefix (`screen.title.…`), and a
  /// call to `memcmp` per comparison costs more than the comparison itself.
  @inline(__always)
  private static func compareBytes(
    _ buffer: UnsafeBufferPointer<UInt8>, _ start: (Int, Int), _ count: (Int, Int)
  ) -> Int {
    let common = min(count.0, count.1)
    guard common > 0, let base = buffer.baseAddress else { return count.0 - count.1 }
    let left = UnsafeRawPointer(base + start.0)
    let right = UnsafeRawPointer(base + start.1)
    var offset = 0
    while offset + 8 <= common {
      let a = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian
      let b = right.loadUnaligned(fromByteOffset: offset, as: UInt64.self).bigEndian
      if a != b { return a < b ? -1 : 1 }
      offset += 8
    }
    while offset < common {
      let a = left.load(fromByteOffset: offset, as: UInt8.self)
      let b = right.load(fromByteOffset: offset, as: UInt8.self)
      if a != b { return a < b ? -1 : 1 }
      offset += 1
    }
    return count.0 - count.1
  }
}
