import Foundation

extension KeyOrder {
  /// `strings` sorted by ``areInIncreasingOrder(_:_:)``: the same order, found with far less
  /// work when there are many strings.
  ///
  /// Sorting calls the comparison O(n log n) times, and ``asciiOrder(_:_:)`` re-reads, re-checks
  /// and re-folds both strings on every call. Here each string's UTF-8 bytes are laid out once
  /// in one contiguous buffer, with one "is ASCII" flag. Two ASCII strings are then ordered by
  /// comparing their bytes with A–Z folded to a–z (a word at a time, as they are read), and on a
  /// tie their raw bytes, both byte-wise (unsigned, lexicographic, shorter first on a common
  /// prefix). That is exactly
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
  /// The comparison is a strict total order, so any correct sort gives this order.
  public static func sortedIndices(_ strings: [String]) -> [Int] {
    guard strings.count > 1 else { return Array(strings.indices) }
    var starts = [0]
    starts.reserveCapacity(strings.count + 1)
    var raw: [UInt8] = []
    for var string in strings {
      string.withUTF8 { raw.append(contentsOf: $0) }
      starts.append(raw.count)
    }
    return raw.withUnsafeBufferPointer { raw in
      starts.withUnsafeBufferPointer { starts in
        SortTable(raw: raw, starts: starts, strings: strings).sorted(onEveryCore: false)
      }
    }
  }

  /// ``sortedIndices(_:)`` of strings given as UTF-8: string `i` is
  /// `utf8[starts[i]..<starts[i + 1]]`. Only the strings with a non-ASCII byte, whose pairs go
  /// to Foundation, are made into `String`s.
  static func sortedIndices(utf8: [UInt8], starts: [Int]) -> [Int] {
    utf8.withUnsafeBufferPointer { utf8 in
      starts.withUnsafeBufferPointer { sortedIndices(utf8: utf8, starts: $0) }
    }
  }

  /// ``sortedIndices(utf8:starts:)`` of bytes and starts held elsewhere (the generator's key
  /// index), read in place.
  ///
  /// With `onEveryCore`, a table of more than ``everyCoreCount`` strings is sorted on every
  /// core: call it outside other parallel work, whose workers would run it on one.
  static func sortedIndices(
    utf8: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>, onEveryCore: Bool = false
  ) -> [Int] {
    guard starts.count > 2 else { return Array(0..<(starts.count - 1)) }
    let onEveryCore = onEveryCore && starts.count - 1 > everyCoreCount
    return SortTable(raw: utf8, starts: starts, strings: nil, onEveryCore: onEveryCore).sorted(
      onEveryCore: onEveryCore)
  }

  /// The number of strings above which sorting on every core pays for sharing the work out.
  static let everyCoreCount = 4096
}

/// The bytes of the strings being sorted, laid out once so that comparisons touch no `String`.
///
/// Used only while the caller's bytes and starts are held: ``raw`` and ``starts`` point into
/// them.
private struct SortTable {
  /// Every string's UTF-8 bytes, back to back. ASCII strings are compared with A–Z folded to
  /// a–z a word at a time as they are read (``foldWord(_:)``), not from a folded copy: a copy
  /// of a large table's keys cost more in fresh pages than the folding.
  let raw: UnsafeBufferPointer<UInt8>
  /// Where string `i` starts in ``raw``; `starts[i + 1]` is where it ends.
  let starts: UnsafeBufferPointer<Int>
  /// Whether string `i` is all ASCII, so that the byte comparison applies.
  private(set) var isASCII: [Bool] = []

  /// The strings themselves, for pairs that go to Foundation; when the table was laid out from
  /// bytes, only the non-ASCII ones (the others are empty here and decoded when asked for),
  /// and no strings at all when every string is ASCII.
  let strings: [String]
  /// Whether ``strings`` holds every string.
  let hasAllStrings: Bool

  /// The number of strings.
  var count: Int { starts.count - 1 }

  /// Strings given as UTF-8 (`raw[starts[i]..<starts[i + 1]]`); `strings`, when given, are the
  /// same strings, otherwise the non-ASCII ones are decoded here. `onEveryCore`, the strings
  /// are checked for ASCII on every core, a share each.
  init(
    raw: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>, strings: [String]?,
    onEveryCore: Bool = false
  ) {
    let count = starts.count - 1
    // Checked for ASCII in a flat loop: appending flag by flag cost more than the sort.
    let isASCII = [Bool](unsafeUninitializedCapacity: count) { flags, filled in
      let shared = SortInput(raw: raw, starts: starts, flags: flags)
      Self.inShares(of: count, onEveryCore: onEveryCore) { range in
        for string in range {
          shared.flags[string] = UTF8Text.isASCII(
            UnsafeBufferPointer(
              rebasing: shared.raw[shared.starts[string]..<shared.starts[string + 1]]))
        }
      }
      filled = count
    }
    hasAllStrings = strings != nil
    // Laid out from bytes, the strings are needed only for the non-ASCII ones: none at all
    // when every string is ASCII, the usual case.
    self.strings =
      strings
      ?? (!isASCII.contains(false)
        ? []
        : (0..<count).map { index in
          isASCII[index]
            ? ""
            : String(
              decoding: UnsafeBufferPointer(rebasing: raw[starts[index]..<starts[index + 1]]),
              as: UTF8.self)
        })
    self.raw = raw
    self.starts = starts
    self.isASCII = isASCII
  }

  /// `word` (eight bytes in memory order) with A–Z folded to a–z, each byte tested in its own
  /// lane (a byte-by-byte loop cost four instructions a byte).
  @inline(__always)
  static func foldWord(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low = word & (0x7F * ones)
    // Top bit of a lane: the byte is at least "A", at least "[" (one past "Z"), ASCII.
    let atLeastA = low &+ (0x80 - 0x41) * ones
    let pastZ = low &+ (0x80 - 0x5B) * ones
    let upper = atLeastA & ~pastZ & ~word & (0x80 * ones)
    return word | upper >> 2
  }

  /// `byte` with A–Z folded to a–z.
  @inline(__always)
  static func foldByte(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// The indices of the strings sorted by ``KeyOrder/areInIncreasingOrder(_:_:)``.
  ///
  /// The ASCII strings are sorted by their folded bytes (``sortedASCII(count:onEveryCore:)``),
  /// which decide every ASCII pair; the few non-ASCII strings are sorted with the full
  /// comparison and each put where a binary search among the sorted ASCII strings places it.
  /// The comparison is a strict total order, so that is the place a sort of all the strings
  /// gives it.
  func sorted(onEveryCore: Bool) -> [Int] {
    var other: [Int] = []
    for index in 0..<count where !isASCII[index] { other.append(index) }
    let sortedASCII = sortedASCII(count: count - other.count, onEveryCore: onEveryCore)
    guard !other.isEmpty else { return sortedASCII }
    return withComparison { precedes in
      other.sort(by: precedes)
      var result: [Int] = []
      result.reserveCapacity(count)
      var placed = 0
      for string in other {
        var low = placed
        var high = sortedASCII.count
        while low < high {
          let middle = low + (high - low) / 2
          if precedes(sortedASCII[middle], string) { low = middle + 1 } else { high = middle }
        }
        result += sortedASCII[placed..<low]
        result.append(string)
        placed = low
      }
      result += sortedASCII[placed...]
      return result
    }
  }

  /// An ASCII string being sorted: the sixteen folded bytes from the current offset, big-endian
  /// and zero-padded, then how many bytes are left from that offset (17 meaning "more than
  /// sixteen") and the string's index.
  ///
  /// Two strings whose earlier bytes are equal are ordered by (`high`, `low`, bytes left) as
  /// far as these bytes go: zero padding and "fewer left first" both put a string that ends
  /// sooner first, as the byte comparison does. Only when all three are equal and more than
  /// sixteen bytes are left does the order depend on later bytes.
  fileprivate struct RadixKey {
    var high: UInt64
    var low: UInt64
    /// Bytes left (at most 17) in the top byte, the string's index below.
    var tail: UInt64

    var index: Int { Int(truncatingIfNeeded: tail & 0x00FF_FFFF_FFFF_FFFF) }
    var left: Int { Int(truncatingIfNeeded: tail >> 56) }

    /// Digit `digit` (0–15: the folded bytes; 16: bytes left) of the sort.
    @inline(__always)
    func digit(_ digit: Int) -> Int {
      let word = digit < 8 ? high : digit < 16 ? low : tail
      return Int(truncatingIfNeeded: (word >> UInt64(56 - 8 * (digit & 7))) & 0xFF)
    }

    /// Whether the sixteen bytes and the bytes left are the same.
    @inline(__always)
    func hasSameDigits(_ other: RadixKey) -> Bool {
      high == other.high && low == other.low && tail >> 56 == other.tail >> 56
    }
  }

  /// The key of ASCII string `index` from byte `offset` (at most its length).
  private func radixKey(_ index: Int, offset: Int) -> RadixKey {
    let start = starts[index] + offset
    let left = starts[index + 1] - start
    let count = min(left, 16)
    var words: (UInt64, UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { target in
      if count > 0, let source = raw.baseAddress {
        target.baseAddress!.copyMemory(from: source + start, byteCount: count)
      }
    }
    // Zero padding folds to zero.
    return RadixKey(
      high: UInt64(bigEndian: Self.foldWord(words.0)),
      low: UInt64(bigEndian: Self.foldWord(words.1)),
      tail: UInt64(min(left, 17)) << 56 | UInt64(index))
  }

  /// A group of keys left to sort: keyed at `offset`, whether its keys are known to be equal
  /// (sixteen bytes and bytes left), and whether it is in the scratch buffer.
  fileprivate typealias Group = (range: Range<Int>, offset: Int, tied: Bool, inScratch: Bool)

  /// The ASCII strings (there are `count`) sorted by their folded bytes, then their raw bytes.
  ///
  /// A most-significant-digit radix sort, a byte at a time, on sixteen folded bytes per pass
  /// over the strings (``RadixKey``): keys share long prefixes (`screen.settings.`) and differ in
  /// a few bytes, so each group first finds the first byte its keys differ on in one pass over
  /// whole words, and only that byte is counted and distributed (``sortGroup(_:_:_:_:_:)``).
  /// Small groups are finished with an insertion sort; groups whose sixteen bytes agree and go
  /// on are keyed again sixteen bytes further; groups of equal folded strings are ordered by
  /// their raw bytes. The work list is explicit, so long shared prefixes cost time in
  /// proportion to their bytes, never stack depth.
  ///
  /// Each group's keys end in their own part of the buffers, so groups can be sorted in any
  /// order, and at once. `onEveryCore`, the largest groups are split first, on this thread,
  /// until none holds more than a share of the keys; the groups are then dealt out to every
  /// core, the largest first, each to the core with the fewest keys so far.
  private func sortedASCII(count: Int, onEveryCore: Bool) -> [Int] {
    var keys = [RadixKey](unsafeUninitializedCapacity: count) { keys, filled in
      // Every string ASCII, the usual case: key `i` is string `i`, made on every core when the
      // table is (its memory is fresh, and first touches are most of the cost).
      if count == self.count {
        let table = SharedSortTable(table: self)
        let target = SharedKeys(keys: keys)
        Self.inShares(of: count, onEveryCore: onEveryCore) { range in
          // One copy of the table per share: copied for each key, its arrays' reference counts
          // went back and forth between the cores.
          let sortTable = table.table
          for index in range { target.keys[index] = sortTable.radixKey(index, offset: 0) }
        }
        filled = count
        return
      }
      filled = 0
      for index in 0..<self.count where isASCII[index] {
        keys[filled] = radixKey(index, offset: 0)
        filled += 1
      }
    }
    guard count > 1 else { return keys.map(\.index) }
    // Written before it is read: every group is distributed into it first.
    var scratch = [RadixKey](unsafeUninitializedCapacity: count) { _, filled in filled = count }
    // Each key's index is written here once its place is final: a group's keys are
    // distributed from the buffer they are in to the other one and never copied back.
    var sorted = [Int](unsafeUninitializedCapacity: count) { _, filled in filled = count }
    keys.withUnsafeMutableBufferPointer { keys in
      scratch.withUnsafeMutableBufferPointer { scratch in
        sorted.withUnsafeMutableBufferPointer { sorted in
          let buffers = SortBuffers(keys: keys, scratch: scratch, sorted: sorted)
          var work: [Group] = [(0..<count, 0, false, false)]
          withComparison { precedes in
            var counts = [Int](repeating: 0, count: 256)
            counts.withUnsafeMutableBufferPointer { counts in
              guard onEveryCore else {
                while let group = work.popLast() {
                  sortGroup(group, buffers, counts, &work, precedes)
                }
                return
              }
              let cores = Parallel.parts
              let share = max(count / (2 * cores), Self.insertionSortLimit)
              var splits = 0
              while splits < 256, work.count < 1024,
                let largest = work.indices.max(by: {
                  work[$0].range.count < work[$1].range.count
                }), work[largest].range.count > share
              {
                sortGroup(work.remove(at: largest), buffers, counts, &work, precedes)
                splits += 1
              }
            }
          }
          guard !work.isEmpty else { return }
          var dealt = [[Group]](repeating: [], count: min(work.count, 16))
          var sizes = [Int](repeating: 0, count: dealt.count)
          for group in work.sorted(by: { $0.range.count > $1.range.count }) {
            let least = sizes.indices.min { sizes[$0] < sizes[$1] }!
            dealt[least].append(group)
            sizes[least] += group.range.count
          }
          let table = SharedSortTable(table: self)
          _ = Parallel.map(dealt.count) { [dealt] part in
            // One copy per worker, not one per group (see above).
            let sortTable = table.table
            sortTable.withComparison { precedes in
              var counts = [Int](repeating: 0, count: 256)
              var work = dealt[part]
              counts.withUnsafeMutableBufferPointer { counts in
                while let group = work.popLast() {
                  sortTable.sortGroup(group, buffers, counts, &work, precedes)
                }
              }
            }
            return 0
          }
        }
      }
    }
    return sorted
  }

  /// Sorts one step of `group`: finishes it, or distributes its keys into buckets by their first
  /// differing digit and adds the buckets to `work`. `counts` is 256 zeros, and left so.
  fileprivate func sortGroup(
    _ group: Group, _ buffers: SortBuffers, _ counts: UnsafeMutableBufferPointer<Int>,
    _ work: inout [Group], _ precedes: (Int, Int) -> Bool
  ) {
    let (range, offset, tied, inScratch) = group
    let source = inScratch ? buffers.scratch : buffers.keys
    let sorted = buffers.sorted
    if range.count < Self.insertionSortLimit {
      Self.insertionSort(source, range, precedes)
      for slot in range { sorted[slot] = source[slot].index }
      return
    }
    if tied {
      // Equal sixteen bytes and bytes left: strings that go on are keyed again further on;
      // equal folded strings are ordered by the full comparison.
      if source[range.lowerBound].left == 17 {
        for slot in range {
          source[slot] = radixKey(source[slot].index, offset: offset + 16)
        }
        work.append((range, offset + 16, false, inScratch))
      } else {
        Self.fullSort(source, range, precedes)
        for slot in range { sorted[slot] = source[slot].index }
      }
      return
    }
    // The first digit on which the group's keys differ, in one pass: the shared bytes of keys
    // with a long common prefix are skipped at once.
    let lead = source[range.lowerBound]
    var highs: UInt64 = 0
    var lows: UInt64 = 0
    var lefts: UInt64 = 0
    for slot in range {
      highs |= source[slot].high ^ lead.high
      lows |= source[slot].low ^ lead.low
      lefts |= source[slot].tail ^ lead.tail
    }
    let digit =
      highs != 0
      ? highs.leadingZeroBitCount / 8
      : lows != 0 ? 8 + lows.leadingZeroBitCount / 8 : lefts >> 56 != 0 ? 16 : 17
    if digit == 17 {
      work.append((range, offset, true, inScratch))
      return
    }
    var lowest = 255
    var highest = 0
    for slot in range {
      let value = source[slot].digit(digit)
      counts[value] += 1
      lowest = min(lowest, value)
      highest = max(highest, value)
    }
    // Bucket starts, then each key to its bucket in the other buffer, where its bucket is
    // sorted further (a bucket of one is in place).
    let target = inScratch ? buffers.keys : buffers.scratch
    var next = range.lowerBound
    for value in lowest...highest {
      let size = counts[value]
      counts[value] = next
      if size > 1 {
        work.append((next..<(next + size), offset, digit == 16, !inScratch))
      }
      next += size
    }
    for slot in range {
      let value = source[slot].digit(digit)
      target[counts[value]] = source[slot]
      counts[value] += 1
    }
    // `counts[value]` is now the end of bucket `value`: a bucket of one ends one past its
    // start.
    var previousEnd = range.lowerBound
    for value in lowest...highest {
      let end = counts[value]
      if end - previousEnd == 1 { sorted[previousEnd] = target[previousEnd].index }
      previousEnd = end
      counts[value] = 0
    }
  }

  /// Groups smaller than this are sorted by insertion.
  private static let insertionSortLimit = 24

  /// `keys[range]` sorted by the full comparison, for strings whose folded bytes are all equal
  /// (case variants of one string: few, but a crafted table could hold many).
  private static func fullSort(
    _ keys: UnsafeMutableBufferPointer<RadixKey>, _ range: Range<Int>,
    _ precedes: (Int, Int) -> Bool
  ) {
    guard range.count >= insertionSortLimit else { return insertionSort(keys, range, precedes) }
    let sorted = keys[range].sorted { precedes($0.index, $1.index) }
    for (slot, key) in zip(range, sorted) { keys[slot] = key }
  }

  /// `keys[range]` sorted by insertion: by their digits, then by the full comparison.
  private static func insertionSort(
    _ keys: UnsafeMutableBufferPointer<RadixKey>, _ range: Range<Int>,
    _ precedes: (Int, Int) -> Bool
  ) {
    guard range.count > 1 else { return }
    for slot in (range.lowerBound + 1)..<range.upperBound {
      let key = keys[slot]
      var target = slot
      while target > range.lowerBound, isBefore(key, keys[target - 1], precedes) {
        keys[target] = keys[target - 1]
        target -= 1
      }
      keys[target] = key
    }
  }

  /// Whether `a` sorts before `b` (both keyed at the same offset, their earlier bytes equal).
  @inline(__always)
  private static func isBefore(_ a: RadixKey, _ b: RadixKey, _ precedes: (Int, Int) -> Bool)
    -> Bool
  {
    if a.high != b.high { return a.high < b.high }
    if a.low != b.low { return a.low < b.low }
    if a.left != b.left { return a.left < b.left }
    return precedes(a.index, b.index)
  }

  /// Calls `body` with the comparison of two strings given by index.
  fileprivate func withComparison<Result>(_ body: ((Int, Int) -> Bool) -> Result) -> Result {
    isASCII.withUnsafeBufferPointer { isASCII in
      body { a, b in
        guard isASCII[a] && isASCII[b] else {
          return KeyOrder.foundationOrder(string(a, raw, starts), string(b, raw, starts))
        }
        let start = (starts[a], starts[b])
        let count = (starts[a + 1] - start.0, starts[b + 1] - start.1)
        let byFolded = Self.compareBytes(raw, start, count, folding: true)
        if byFolded != 0 { return byFolded < 0 }
        return Self.compareBytes(raw, start, count, folding: false) < 0
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

  /// Lexicographic order of two byte runs of `buffer`, with A–Z folded to a–z when `folding`:
  /// negative, zero or positive.
  ///
  /// Eight bytes at a time, read as big-endian words so that comparing the words compares the
  /// bytes in order: keys are short and often share a long prefix (`screen.title.…`), and a
  /// call to `memcmp` per comparison costs more than the comparison itself.
  @inline(__always)
  private static func compareBytes(
    _ buffer: UnsafeBufferPointer<UInt8>, _ start: (Int, Int), _ count: (Int, Int), folding: Bool
  ) -> Int {
    let common = min(count.0, count.1)
    guard common > 0, let base = buffer.baseAddress else { return count.0 - count.1 }
    let left = UnsafeRawPointer(base + start.0)
    let right = UnsafeRawPointer(base + start.1)
    var offset = 0
    while offset + 8 <= common {
      var a = left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      var b = right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      if folding {
        a = foldWord(a)
        b = foldWord(b)
      }
      if a != b { return a.bigEndian < b.bigEndian ? -1 : 1 }
      offset += 8
    }
    while offset < common {
      var a = left.load(fromByteOffset: offset, as: UInt8.self)
      var b = right.load(fromByteOffset: offset, as: UInt8.self)
      if folding {
        a = foldByte(a)
        b = foldByte(b)
      }
      if a != b { return a < b ? -1 : 1 }
      offset += 1
    }
    return count.0 - count.1
  }
}

/// The buffers of a sort in progress: groups of keys move between ``keys`` and ``scratch``,
/// and each key's index lands in ``sorted`` once its place is final.
private struct SortBuffers: @unchecked Sendable {
  // Sendable: the groups being sorted at once hold disjoint ranges of all three buffers.
  let keys: UnsafeMutableBufferPointer<SortTable.RadixKey>
  let scratch: UnsafeMutableBufferPointer<SortTable.RadixKey>
  let sorted: UnsafeMutableBufferPointer<Int>
}

extension SortTable {
  /// Calls `body` with `0..<count` cut into one share per core, all at once, when
  /// `onEveryCore`; otherwise with the whole range on this thread.
  fileprivate static func inShares(
    of count: Int, onEveryCore: Bool, _ body: @Sendable (Range<Int>) -> Void
  ) {
    guard onEveryCore, count > 1 else { return body(0..<count) }
    let shares = Parallel.parts
    _ = Parallel.map(shares) { share in
      body((share * count / shares)..<((share + 1) * count / shares))
      return 0
    }
  }
}

/// The strings being checked for ASCII and their flags, by every core at once.
private struct SortInput: @unchecked Sendable {
  // Sendable: the strings are only read, and each core writes the flags of its own share.
  let raw: UnsafeBufferPointer<UInt8>
  let starts: UnsafeBufferPointer<Int>
  let flags: UnsafeMutableBufferPointer<Bool>
}

/// The radix keys being made, by every core at once.
private struct SharedKeys: @unchecked Sendable {
  // Sendable: each core writes the keys of its own share.
  let keys: UnsafeMutableBufferPointer<SortTable.RadixKey>
}

/// A sort table read by every core at once.
private struct SharedSortTable: @unchecked Sendable {
  // Sendable: the table is only read while its groups are sorted.
  let table: SortTable
}
