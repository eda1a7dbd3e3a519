/// The findings of every rule in print order without exact repeats, as ``Linter/run(_:)``
/// returns them, but left in the sorted parts the rules made them in
/// (``Linter/runInOrder(_:)``); what a report reads, in order, where they are.
///
/// Merged into one array, every finding was moved once more: brave-ios's 37,000 findings are
/// 4 MB, memory the system hands over a page at a time, and each part's emptied places were
/// filled again so that the part could be freed.
public struct LintFindings: Sendable {
  /// The rules' parts that hold findings, each in print order.
  private var parts: [[LintFinding]]
  /// Where each finding is, in print order.
  private let order: [(part: Int, index: Int)]

  /// Findings already in print order without exact repeats, such as a baseline leaves.
  public init(_ findings: [LintFinding]) {
    self.init(parts: [findings])
  }

  /// The findings of `parts`, each in print order without exact repeats, in their merged order
  /// (``LintFinding/mergedInPrintOrder(_:)``).
  init(parts: [[LintFinding]]) {
    let filled = parts.filter { !$0.isEmpty }
    self.parts = filled
    order =
      filled.count < 2
      ? (filled.first?.indices.map { (0, $0) } ?? []) : LintFinding.mergeSlots(filled).taken
  }

  public var count: Int { order.count }

  /// The findings in order, in one array (each copied).
  public var array: [LintFinding] { order.indices.map { self[$0] } }

  /// The finding at `index` in print order.
  public subscript(index: Int) -> LintFinding {
    let at = order[index]
    return parts[at.part][at.index]
  }

  /// How many findings are errors, and how many warnings.
  public var severityCounts: (errors: Int, warnings: Int) {
    withDiagnostics { diagnostic in
      var errors = 0
      var warnings = 0
      for index in order.indices {
        switch diagnostic(index).pointee.severity {
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
      parts[part].withUnsafeMutableBufferPointer { findings in
        for index in findings.indices where findings[index].diagnostic.severity == .warning {
          findings[index].diagnostic.severity = .error
        }
      }
    }
  }

  /// The text lines of the findings `range` of the print order, as
  /// ``LintFinding/textLines(_:_:toolName:)`` writes those of an array.
  public func textLines(_ range: Range<Int>, toolName: String?) -> [UInt8] {
    withDiagnostics { diagnostic in
      LintFinding.textLines(
        range, toolName: toolName, guessing: LintFinding.guessedBytesPerFinding,
        diagnostic: diagnostic)
    }
  }

  /// Calls `body` with where the diagnostic of each finding is, by its index in print order,
  /// read in place: a copy of each (a handful of strings retained and released) cost as much as
  /// its line of the report.
  private func withDiagnostics<R>(
    _ body: ((Int) -> UnsafePointer<Diagnostic>) -> R
  ) -> R {
    var bases: [UnsafePointer<LintFinding>] = []
    bases.reserveCapacity(parts.count)
    // Each part's buffer held open while the next is opened: every address stays valid in
    // `body`.
    func open(_ part: Int) -> R {
      guard part < parts.count else {
        return body { index in
          let at = order[index]
          return (bases[at.part] + at.index).pointer(to: \.diagnostic)!
        }
      }
      return parts[part].withUnsafeBufferPointer { findings in
        bases.append(findings.baseAddress!)
        return open(part + 1)
      }
    }
    return open(0)
  }
}
