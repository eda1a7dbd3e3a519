/// A line diff that stays fast on tables of hundreds of thousands of lines.
///
/// Lines are first numbered (equal lines get equal numbers) and the common head and tail are
/// trimmed. The middle is aligned on lines that occur exactly once on each side, keeping the
/// longest run of them that is in the same order on both sides (patience diff); in a `.strings`
/// table nearly every key line is such an anchor, so the gaps between anchors are tiny. Each gap
/// is aligned recursively the same way, and a gap without anchors is solved exactly by a
/// longest-common-subsequence table when it is small, or else replaced as a whole. The result is
/// always a correct edit script; it is minimal whenever the gaps are small.
///
///     LineDiff.operations(old: ["a", "b"], new: ["a", "x", "b"])
///     // [.keep(0, 0), .insert(1), .keep(1, 2)]
enum LineDiff {
  /// One step of the edit script; indices are 0-based into the old and new lines.
  enum Operation: Equatable {
    case keep(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  /// Gaps up to this many cells (old lines × new lines) get an exact LCS alignment.
  static let exactCellLimit = 250_000

  static func operations<Line: Hashable>(old: [Line], new: [Line]) -> [Operation] {
    var numbers: [Line: Int] = [:]
    numbers.reserveCapacity(old.count)
    let a = old.map { line -> Int in
      if let number = numbers[line] { return number }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    // Lines only in `new` get numbers that no old line has.
    let bNumbers = new.map { line -> Int in
      if let number = numbers[line] { return number }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    var script: [Operation] = []
    script.reserveCapacity(max(old.count, new.count))
    align(a, 0..<a.count, bNumbers, 0..<bNumbers.count, into: &script)
    return script
  }

  private static func align(
    _ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>, into script: inout [Operation]
  ) {
    var lowA = ra.lowerBound
    var lowB = rb.lowerBound
    var highA = ra.upperBound
    var highB = rb.upperBound
    while lowA < highA && lowB < highB && a[lowA] == b[lowB] {
      script.append(.keep(lowA, lowB))
      lowA += 1
      lowB += 1
    }
    var tail = 0
    while lowA < highA - tail && lowB < highB - tail && a[highA - tail - 1] == b[highB - tail - 1] {
      tail += 1
    }
    highA -= tail
    highB -= tail
    if lowA == highA || lowB == highB {
      for i in lowA..<highA { script.append(.delete(i)) }
      for j in lowB..<highB { script.append(.insert(j)) }
    } else {
      let anchors = uniqueAnchors(a, lowA..<highA, b, lowB..<highB)
      if anchors.isEmpty {
        exact(a, lowA..<highA, b, lowB..<highB, into: &script)
      } else {
        var i = lowA
        var j = lowB
        for (anchorA, anchorB) in anchors {
          align(a, i..<anchorA, b, j..<anchorB, into: &script)
          script.append(.keep(anchorA, anchorB))
          i = anchorA + 1
          j = anchorB + 1
        }
        align(a, i..<highA, b, j..<highB, into: &script)
      }
    }
    for k in 0..<tail { script.append(.keep(highA + k, highB + k)) }
  }

  /// Pairs of positions of lines that occur once in each range, the longest increasing chain.
  private static func uniqueAnchors(
    _ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>
  ) -> [(Int, Int)] {
    // number → (count in a, position in a, count in b, position in b)
    var seen: [Int: (Int, Int, Int, Int)] = [:]
    for i in ra {
      let current = seen[a[i]] ?? (0, i, 0, 0)
      seen[a[i]] = (current.0 + 1, i, 0, 0)
    }
    for j in rb {
      guard let current = seen[b[j]] else { continue }
      seen[b[j]] = (current.0, current.1, current.2 + 1, j)
    }
    var pairs: [(Int, Int)] = []
    for i in ra {
      if let entry = seen[a[i]], entry.0 == 1, entry.2 == 1 { pairs.append((i, entry.3)) }
    }
    // Longest increasing subsequence of the b positions (patience sorting), O(n log n).
    var tails: [Int] = []  // index into pairs of the smallest tail of each length
    var previous = [Int](repeating: -1, count: pairs.count)
    for (k, pair) in pairs.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if pairs[tails[mid]].1 < pair.1 { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[k] = tails[low - 1] }
      if low == tails.count { tails.append(k) } else { tails[low] = k }
    }
    var chain: [(Int, Int)] = []
    var k = tails.last ?? -1
    while k >= 0 {
      chain.append(pairs[k])
      k = previous[k]
    }
    return chain.reversed()
  }

  /// An exact alignment by a longest-common-subsequence table, or delete-all-then-insert-all
  /// when the table would be too large.
  private static func exact(
    _ a: [Int], _ ra: Range<Int>, _ b: [Int], _ rb: Range<Int>, into script: inout [Operation]
  ) {
    let n = ra.count
    let m = rb.count
    guard n * m <= exactCellLimit else {
      for i in ra { script.append(.delete(i)) }
      for j in rb { script.append(.insert(j)) }
      return
    }
    // lengths[i][j]: LCS length of a[ra][i...] and b[rb][j...].
    let width = m + 1
    var lengths = [Int32](repeating: 0, count: (n + 1) * width)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[ra.lowerBound + i] == b[rb.lowerBound + j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n && j < m && a[ra.lowerBound + i] == b[rb.lowerBound + j] {
        script.append(.keep(ra.lowerBound + i, rb.lowerBound + j))
        i += 1
        j += 1
      } else if j < m && (i == n || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j]) {
        script.append(.insert(rb.lowerBound + j))
        j += 1
      } else {
        script.append(.delete(ra.lowerBound + i))
        i += 1
      }
    }
  }
}
