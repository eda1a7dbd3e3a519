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
    sortedWithoutRepeats(by: Diagnostic.printOrder)
  }
}

extension Array where Element: Hashable {
  /// Sorted by `areInIncreasingOrder`, keeping the first of equal elements.
  ///
  /// Equal elements sort alike, so each is looked for only among the earlier elements that sort
  /// alike with it: a handful, compared directly instead of hashing every element's text (a set
  /// only for a long run of alike elements, which keeps the time linear in them).
  func sortedWithoutRepeats(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(count)
    var runStart = 0
    var runSeen: Set<Element>? = nil
    for element in sorted(by: areInIncreasingOrder) {
      if let last = result.last, areInIncreasingOrder(last, element) {
        runStart = result.count
        runSeen = nil
      }
      let run = result[runStart...]
      if run.count < 16 {
        if !run.contains(element) { result.append(element) }
      } else {
        if runSeen == nil { runSeen = Set(run) }
        if runSeen!.insert(element).inserted { result.append(element) }
      }
    }
    return result
  }
}
