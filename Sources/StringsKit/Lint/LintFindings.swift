/// The findings of every rule in print order without exact repeats, as ``Linter/run(_:)``
/// returns them, but left in the sorted parts the rules made them in
/// (``Linter/runInOrder(_:)``); what a report reads, in order, where they are.
///
/// Merged into one array, every finding was moved once more: brave-ios's 37,000 findings are
/// 4 MB, memory the system hands over a page at a time, and each part's emptied places were
/// filled again so that the part could be freed.
public struct LintFindings: Sendable {
  /// The rules' parts that hold findings, each in print order: findings, or batches left
  /// unmade (``KeyFindings``).
  private var parts: [LintFindingPart]
  /// Where each finding is, in print order.
  private let order: [(part: Int, index: Int)]

  /// Findings already in print order without exact repeats, such as a baseline leaves.
  public init(_ findings: [LintFinding]) {
    self.init(parts: [.findings(findings)])
  }

  /// The findings of `parts`, each in print order without exact repeats, in their merged order
  /// (``LintFinding/mergedInPrintOrder(_:)``).
  init(parts: [LintFindingPart]) {
    let filled = parts.filter { !$0.isEmpty }
    self.parts = filled
    order =
      filled.count < 2
      ? (filled.first.map { (0..<$0.count).map { (0, $0) } } ?? [])
      : LintFinding.mergeSlots(filled).taken
  }

  public var count: Int { order.count }

  /// The findings in order, in one array (each copied).
  public var array: [LintFinding] { order.indices.map { self[$0] } }

  /// The finding at `index` in print order.
  public subscript(index: Int) -> LintFinding {
    let at = order[index]
    return parts[at.part].finding(at: at.index)
  }

  /// How many findings are errors, and how many warnings.
  public var severityCounts: (errors: Int, warnings: Int) {
    withLines { lines in
      var errors = 0
      var warnings = 0
      for index in order.indices {
        switch lines.severity(index) {
        case .error: errors += 1
        case .warning: warnings += 1
        case .note: break
        }
      }
      return (errors, warnings)
    }
  }

  /// Every warning made an error (`--strict`). The print order does not depend on severities.
  public mutating func raiseWarningsToErrors() {
    for part in parts.indices {
      switch parts[part] {
      case .findings(var findings):
        parts[part] = .findings([])
        findings.withUnsafeMutableBufferPointer { findings in
          for index in findings.indices where findings[index].diagnostic.severity == .warning {
            findings[index].diagnostic.severity = .error
          }
        }
        parts[part] = .findings(findings)
      case .keys(let keys) where keys.template.diagnostic.severity == .warning:
        parts[part] = .keys(keys.changing { $0.diagnostic.severity = .error })
      case .keys:
        break
      }
    }
  }

  /// The text lines of the findings `range` of the print order, as
  /// ``LintFinding/textLines(_:_:toolName:)`` writes those of an array.
  public func textLines(_ range: Range<Int>, toolName: String?) -> [UInt8] {
    withLines { lines in
      LintFinding.textLines(
        range, toolName: toolName, guessing: LintFinding.guessedBytesPerFinding, lines: lines)
    }
  }

  /// Calls `body` with the findings' lines by their index in print order, each read where it
  /// is: a copy of each finding (a handful of strings retained and released) cost as much as
  /// its line of the report.
  private func withLines<R>(_ body: (PartLines) -> R) -> R {
    var bases: [UnsafePointer<LintFinding>?] = []
    bases.reserveCapacity(parts.count)
    // Each part's buffer held open while the next is opened: every address stays valid in
    // `body`.
    func open(_ part: Int) -> R {
      guard part < parts.count else {
        let batches = parts.map { part -> KeyFindings? in
          guard case .keys(let keys) = part else { return nil }
          return keys
        }
        return body(
          PartLines(
            order: order, bases: bases, batches: batches,
            batchSeverities: batches.map { $0?.template.diagnostic.severity }))
      }
      guard case .findings(let findings) = parts[part] else {
        bases.append(nil)
        return open(part + 1)
      }
      return findings.withUnsafeBufferPointer { findings in
        bases.append(findings.baseAddress!)
        return open(part + 1)
      }
    }
    return open(0)
  }
}

/// The lines of ``LintFindings``' findings by their index in print order: each written from
/// where its finding is, or from its batch's table.
private struct PartLines: FindingLines {
  let order: [(part: Int, index: Int)]
  /// Where each part's findings are; `nil` for a batch.
  let bases: [UnsafePointer<LintFinding>?]
  /// Each part that is a batch; `nil` for the others.
  let batches: [KeyFindings?]

  /// Each batch's severity, by part (read for each of its findings without touching it).
  let batchSeverities: [Diagnostic.Severity?]

  func severity(_ index: Int) -> Diagnostic.Severity {
    let at = order[index]
    if let base = bases[at.part] { return (base + at.index).pointee.diagnostic.severity }
    return batchSeverities[at.part]!
  }

  /// A run of one batch's findings (consecutive in it and in print order, as its keys mostly
  /// are) is written by the batch at once; any other finding alone.
  func emit(
    from start: Int, to end: Int, toolName: String?, into writer: inout BoundedByteWriter
  ) -> Int {
    let first = order[start]
    guard let batch = batches[first.part] else {
      return emitAlone(start, toolName: toolName, into: &writer)
    }
    var last = start + 1
    while last < end && order[last].part == first.part
      && order[last].index == first.index + (last - start)
    {
      last += 1
    }
    return batch.emit(
      from: first.index, to: first.index + (last - start), toolName: toolName, into: &writer)
  }

  func emit<Sink: ByteSink>(_ index: Int, toolName: String?, into sink: inout Sink) {
    let at = order[index]
    if let base = bases[at.part] {
      DiagnosticFormatter.emit(
        (base + at.index).pointer(to: \.diagnostic)!, toolName: toolName, into: &sink)
    } else {
      batches[at.part]!.emit(at.index, toolName: toolName, into: &sink)
    }
  }
}
