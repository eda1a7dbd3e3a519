/// One finding or problem that a tool reports: what every part of `StringsKit` returns instead of
/// printing.
///
/// Rendered as `path:line:col: severity: message [rule-id]`, followed by one
/// `path:line:col: note: …` line per note (see ``DiagnosticFormatter``).
public struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is, ordered by rank (`note < warning < error`).
  public enum Severity: Int, Comparable, Sendable, CustomStringConvertible {
    case note
    case warning
    case error

    public var description: String {
      switch self {
      case .note: "note"
      case .warning: "warning"
      case .error: "error"
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Extra context printed under the diagnostic, such as where a reference entry is defined.
  public struct Note: Hashable, Sendable {
    public var message: String
    public var position: SourcePosition?

    public init(_ message: String, at position: SourcePosition? = nil) {
      self.message = message
      self.position = position
    }
  }

  public var severity: Severity
  /// Where the problem is. `nil` for problems with no file, such as a missing argument.
  public var position: SourcePosition?
  /// The rule that produced it; `nil` for parser and tool diagnostics outside the lint rules.
  public var ruleID: RuleID?
  public var message: String
  public var notes: [Note]

  public init(
    _ severity: Severity, _ message: String, at position: SourcePosition?,
    rule ruleID: RuleID? = nil, notes: [Note] = []
  ) {
    self.severity = severity
    self.message = message
    self.position = position
    self.ruleID = ruleID
    self.notes = notes
  }

  /// Shorthand for an error at a position.
  public static func error(
    _ message: String, at position: SourcePosition?, rule: RuleID? = nil, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.error, message, at: position, rule: rule, notes: notes)
  }

  /// Shorthand for a warning at a position.
  public static func warning(
    _ message: String, at position: SourcePosition?, rule: RuleID? = nil, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: position, rule: rule, notes: notes)
  }
}

// MARK: - Ordering

extension Diagnostic {
  /// The order every tool prints in: path, line, column, rule ID, message. Diagnostics without a
  /// position come first.
  public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    switch (lhs.position, rhs.position) {
    case (nil, .some): return true
    case (.some, nil): return false
    case (let l?, let r?) where l != r: return l < r
    default: break
    }
    let lr = lhs.ruleID?.rawValue ?? ""
    let rr = rhs.ruleID?.rawValue ?? ""
    if lr != rr { return lr < rr }
    return lhs.message < rhs.message
  }
}

extension Array where Element == Diagnostic {
  /// Sorted in print order with exact repeats dropped (go/scanner's `ErrorList.RemoveMultiples`).
  public func sortedForPrinting() -> [Diagnostic] {
    // Exact repeats sort among the diagnostics of the same position, rule and message: each is
    // compared with those kept since that run began. A `Set` made the runtime look up
    // `Diagnostic`'s `Hashable` conformance, a scan of every conformance record of a static
    // binary, in every run that prints anything.
    var kept: [Diagnostic] = []
    var run = 0
    for diagnostic in sorted(by: Diagnostic.printOrder) {
      if let last = kept.last, Diagnostic.printOrder(last, diagnostic) { run = kept.count }
      if !kept[run...].contains(diagnostic) { kept.append(diagnostic) }
    }
    return kept
  }
}
