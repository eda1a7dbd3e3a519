/// One finding of a lint rule: the diagnostic users see, plus the key it is about.
///
/// The key is what a baseline records (with the rule and the file) instead of the line, so a
/// baselined finding stays hidden when lines above it move.
public struct LintFinding: Hashable, Sendable {
  public var diagnostic: Diagnostic
  /// The `.strings` key the finding is about; `nil` for findings about a whole file, such as a
  /// syntax error or a missing table.
  public var key: String?

  public init(_ diagnostic: Diagnostic, key: String?) {
    self.diagnostic = diagnostic
    self.key = key
  }

  /// This finding, made about another key: `key` quoted first in the message (the rest kept),
  /// at `position`, with `notes`. A rule reporting thousands of keys alike copies one finding
  /// into place for each and sets these there: a finding made whole for each key was copied
  /// once more, then destroyed.
  mutating func reuse(for key: String, at position: SourcePosition, notes: [Diagnostic.Note]) {
    self.key = key
    diagnostic.storedMessage.quote(key)
    diagnostic.position = position
    if !notes.isEmpty || !diagnostic.notes.isEmpty { diagnostic.notes = notes }
  }

  /// The path of the file the finding is reported on, or `""` when it has no position.
  public var path: String { diagnostic.position?.path ?? "" }
}

extension Array where Element == LintFinding {
  /// Sorted in print order (``Diagnostic/printOrder(_:_:)``) with exact repeats dropped.
  public func sortedForPrinting() -> [LintFinding] {
    var sorted = self
    sorted.sortForPrinting()
    return sorted
  }

  /// Sorts in print order (``Diagnostic/printOrder(_:_:)``) and drops exact repeats, in place:
  /// the findings are swapped into order, never copied.
  public mutating func sortForPrinting() {
    // Rules mostly find in print order already (a table's keys in file order, the tables in
    // path order): one comparison per finding tells, where sorting ranked every finding's path
    // and rule first, and an app's largest part was sorted on one core after the others were
    // done. Each strictly after the one before, the findings hold no repeats to drop either.
    if isStrictlyInPrintOrder { return }
    // Each field read in place: a copy of every finding to read its path cost more than the
    // sort, on tens of thousands of findings.
    sortInPrintOrder { findings in
      Self.printOrder(
        findings, position: { findings[$0].diagnostic.position },
        rule: { findings[$0].diagnostic.ruleID }, message: { findings[$0].diagnostic.message })
    }
  }

  /// Whether each finding comes strictly after the one before it in print order.
  var isStrictlyInPrintOrder: Bool {
    withUnsafeBufferPointer { findings in
      guard let base = findings.baseAddress else { return true }
      for index in findings.indices.dropFirst() {
        let order = Diagnostic.printOrder(
          (base + index - 1).pointer(to: \.diagnostic)!, (base + index).pointer(to: \.diagnostic)!)
        if order >= 0 { return false }
      }
      return true
    }
  }
}
