extension LintFinding {
  /// The findings of `parts`, each part already in print order without exact repeats
  /// (``Swift/Array/sortForPrinting()``), as one array in print order without exact repeats:
  /// what joining the parts and sorting the whole gives, findings that sort alike kept in the
  /// parts' order. `parts` is left empty.
  ///
  /// The rules' findings are sorted part by part on every core, so what is left to one core is
  /// deciding the merged order, a run at a time: a part's findings are taken while they stay
  /// before the next part's first, and a run in one file, once known to be in a file before the
  /// next part's, is taken without comparing more. The findings are then moved into place on
  /// every core, never copied: a copy of each (a handful of strings retained, then released
  /// with its part) cost more than the rule that found it, on tens of thousands of findings.
  static func mergedInPrintOrder(_ parts: inout [[LintFinding]]) -> [LintFinding] {
    let filled = parts.indices.filter { !parts[$0].isEmpty }
    if filled.count < 2 {
      let only = filled.first.map { parts[$0] } ?? []
      parts = []
      return only
    }
    let (slots, taken) = mergeSlots(parts.map { .findings($0) })
    let count = taken.count
    let boxes = parts.indices.map { MergePart(taking: &parts[$0]) }
    parts = []
    return [LintFinding](unsafeUninitializedCapacity: count) { buffer, initialized in
      let target = MergeTarget(base: buffer.baseAddress!)
      _ = Parallel.map(boxes.count) { index in
        boxes[index].move(to: target, slots: slots[index])
        return 0
      }
      initialized = count
    }
  }

  /// Where each finding of `parts` goes in their merged order: its index there, or -1 for a
  /// repeat of a finding kept before it; and the findings kept, in that order, as (part, index).
  static func mergeSlots(
    _ parts: [LintFindingPart]
  ) -> (slots: [[Int]], taken: [(part: Int, index: Int)]) {
    var merge = MergeOrder(parts)
    var heads = [Int](repeating: 0, count: parts.count)
    // The part whose next finding comes first on top, alike ones in the parts' order (as a
    // stable sort of the parts joined leaves them): a run costs comparisons in the logarithm
    // of the parts, however many there are.
    // Closures, not a local function: the variables a local function captures are checked for
    // exclusive access at run time, on every access in the loops below (a fifth of the merge).
    var heap = PartHeap()
    for part in parts.indices where !parts[part].isEmpty {
      heap.push(part) { merge.precedes($0, heads[$0], $1, heads[$1]) }
    }
    while let first = heap.pop(by: { merge.precedes($0, heads[$0], $1, heads[$1]) }) {
      let end = parts[first].count
      guard let second = heap.top else {
        while heads[first] < end {
          merge.take((first, heads[first]))
          heads[first] += 1
        }
        break
      }
      let bound = (second, heads[second])
      // A path known to sort before the bound's: the rest of its run needs no comparing.
      var earlierPath: String? = nil
      while heads[first] < end {
        let next = (first, heads[first])
        if earlierPath != nil && merge.isBatch(first) {
          // A batch's findings are all in the one file known to come first: all taken.
          while heads[first] < end {
            merge.take((first, heads[first]))
            heads[first] += 1
          }
          break
        }
        if let earlierPath, merge.path(next) == earlierPath {
          merge.take(next)
        } else {
          let order = merge.order(next, bound)
          guard order < 0 || (order == 0 && first < second) else { break }
          earlierPath = order == -2 ? merge.path(next) : nil
          merge.take(next)
        }
        heads[first] += 1
      }
      if heads[first] < end {
        heap.push(first) { merge.precedes($0, heads[$0], $1, heads[$1]) }
      }
    }
    return (merge.slots, merge.taken)
  }
}

/// The merged order being decided: the findings taken so far, and where each went.
private struct MergeOrder {
  let parts: [LintFindingPart]
  var slots: [[Int]]
  /// The findings kept, in merged order, as (part, index).
  var taken: [(part: Int, index: Int)] = []
  /// Where the findings that sort alike with the last one taken start in ``taken``, once
  /// they come from more than one part (`nil` otherwise): a repeat can only be among them,
  /// and a part has none of its own.
  private var mixedRunStart: Int? = nil
  /// The mixed run's findings, once it is long: a set keeps the time linear in them.
  private var mixedRunSeen: Set<LintFinding>? = nil

  init(_ parts: [LintFindingPart]) {
    self.parts = parts
    slots = parts.map { [Int](repeating: -1, count: $0.count) }
    taken.reserveCapacity(parts.reduce(0) { $0 + $1.count })
  }

  func order(_ a: (Int, Int), _ b: (Int, Int)) -> Int {
    withDiagnostic(at: a) { l in withDiagnostic(at: b) { r in Diagnostic.printOrder(l, r) } }
  }

  /// Calls `body` with where the diagnostic of the finding at `at` is: in its part, or made for
  /// the call when the part is a batch (a run of a batch is mostly taken by its path alone).
  private func withDiagnostic<R>(
    at: (part: Int, index: Int), _ body: (UnsafePointer<Diagnostic>) -> R
  ) -> R {
    switch parts[at.part] {
    case .findings(let findings):
      findings.withUnsafeBufferPointer {
        body(($0.baseAddress! + at.index).pointer(to: \.diagnostic)!)
      }
    case .keys(let keys):
      withUnsafePointer(to: keys.finding(at: at.index).diagnostic, body)
    }
  }

  /// Whether part `p`'s finding at `i` comes before part `q`'s at `j`, alike ones in the parts'
  /// order.
  func precedes(_ p: Int, _ i: Int, _ q: Int, _ j: Int) -> Bool {
    let result = order((p, i), (q, j))
    return result < 0 || (result == 0 && p < q)
  }

  /// Whether part `part` is a batch (``KeyFindings``), whose findings are all in one file.
  func isBatch(_ part: Int) -> Bool {
    if case .keys = parts[part] { return true }
    return false
  }

  /// The finding's path, `nil` when it has no position.
  func path(_ at: (Int, Int)) -> String? {
    parts[at.0].path(at: at.1)
  }

  /// Takes the finding at `at` next, unless it repeats one taken already.
  mutating func take(_ at: (part: Int, index: Int)) {
    if let previous = taken.last, previous.part != at.part || mixedRunStart != nil {
      if order(previous, at) == 0 {
        if mixedRunStart == nil {
          var start = taken.count - 1
          while start > 0 && order(taken[start - 1], at) == 0 { start -= 1 }
          mixedRunStart = start
        }
        if isRepeat(at) { return }
      } else {
        mixedRunStart = nil
        mixedRunSeen = nil
      }
    }
    slots[at.part][at.index] = taken.count
    taken.append(at)
    if mixedRunSeen != nil { mixedRunSeen!.insert(parts[at.part].finding(at: at.index)) }
  }

  /// Whether the finding at `at` equals one of the mixed run's.
  private mutating func isRepeat(_ at: (part: Int, index: Int)) -> Bool {
    let finding = parts[at.part].finding(at: at.index)
    let run = taken[mixedRunStart!...]
    if run.count < 16 {
      return run.contains { parts[$0.part].finding(at: $0.index) == finding }
    }
    if mixedRunSeen == nil { mixedRunSeen = Set(run.map { parts[$0.part].finding(at: $0.index) }) }
    return mixedRunSeen!.contains(finding)
  }
}

/// The parts still holding findings to merge, the one whose next finding comes first on top.
private struct PartHeap {
  private var parts: [Int] = []

  var top: Int? { parts.first }

  mutating func push(_ part: Int, by precedes: (Int, Int) -> Bool) {
    parts.append(part)
    var child = parts.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(parts[child], parts[parent]) else { break }
      parts.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop(by precedes: (Int, Int) -> Bool) -> Int? {
    guard let top = parts.first else { return nil }
    let last = parts.removeLast()
    guard !parts.isEmpty else { return top }
    parts[0] = last
    var parent = 0
    while true {
      var first = parent
      let left = 2 * parent + 1
      if left < parts.count && precedes(parts[left], parts[first]) { first = left }
      if left + 1 < parts.count && precedes(parts[left + 1], parts[first]) { first = left + 1 }
      guard first != parent else { break }
      parts.swapAt(parent, first)
      parent = first
    }
    return top
  }
}

/// The merged array being filled, by every core at once.
private struct MergeTarget: @unchecked Sendable {
  // Sendable: each core moves its own part's findings into their own slots.
  let base: UnsafeMutablePointer<LintFinding>
}

/// One part's findings, moved into the merged array by the core that takes it.
private final class MergePart: @unchecked Sendable {
  // Safe: each part is taken by exactly one task.
  private var findings: [LintFinding]

  init(taking findings: inout [LintFinding]) {
    self.findings = []
    swap(&self.findings, &findings)
  }

  /// Moves each finding with a slot into it; the part is freed here, on this core, holding
  /// findings that own nothing and the repeats left out.
  func move(to target: MergeTarget, slots: [Int]) {
    var findings: [LintFinding] = []
    swap(&findings, &self.findings)
    let empty = LintFinding(Diagnostic(.note, "", at: nil), key: nil)
    findings.withUnsafeMutableBufferPointer { part in
      var index = 0
      while index < slots.count {
        guard slots[index] >= 0 else {
          index += 1
          continue
        }
        // A run of findings bound for consecutive slots moves at once.
        var end = index + 1
        while end < slots.count && slots[end] == slots[end - 1] + 1 { end += 1 }
        let source = part.baseAddress! + index
        (target.base + slots[index]).moveInitialize(from: source, count: end - index)
        source.initialize(repeating: empty, count: end - index)
        index = end
      }
    }
  }
}
