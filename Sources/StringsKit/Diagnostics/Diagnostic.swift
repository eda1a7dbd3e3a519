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
  public var message: String {
    get { storedMessage.text }
    set { storedMessage = DiagnosticMessage(newValue) }
  }
  /// ``message`` as the rule gave it (``DiagnosticMessage``).
  var storedMessage: DiagnosticMessage
  public var notes: [Note]

  public init(
    _ severity: Severity, _ message: String, at position: SourcePosition?,
    rule ruleID: RuleID? = nil, notes: [Note] = []
  ) {
    self.init(severity, DiagnosticMessage(message), at: position, rule: ruleID, notes: notes)
  }

  init(
    _ severity: Severity, _ message: DiagnosticMessage, at position: SourcePosition?,
    rule ruleID: RuleID? = nil, notes: [Note] = []
  ) {
    self.severity = severity
    self.storedMessage = message
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

  /// A diagnostic whose message is `key` quoted as a `.strings` file spells it, then `rest`;
  /// the two are joined only when the message is read or printed (``DiagnosticMessage``).
  init(
    _ severity: Severity, quoting key: String, then rest: String, at position: SourcePosition?,
    notes: [Note] = []
  ) {
    self.init(
      severity, DiagnosticMessage(quoting: key, then: rest), at: position, notes: notes)
  }

  /// A warning that quotes `key` (``init(_:quoting:then:at:notes:)``).
  static func warning(
    quoting key: String, then rest: String, at position: SourcePosition?, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.warning, quoting: key, then: rest, at: position, notes: notes)
  }

  /// An error that quotes `key` (``init(_:quoting:then:at:notes:)``).
  static func error(
    quoting key: String, then rest: String, at position: SourcePosition?, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.error, quoting: key, then: rest, at: position, notes: notes)
  }
}

// MARK: - Ordering

extension Diagnostic {
  /// The order every tool prints in: path, line, column, rule ID, message. Diagnostics without a
  /// position come first.
  public static func printOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    withUnsafePointer(to: lhs) { l in withUnsafePointer(to: rhs) { r in printOrder(l, r) < 0 } }
  }

  /// Three-way ``printOrder(_:_:)`` of two diagnostics where they are: -2 or 2 when their
  /// files decide (or one has no position), -1 or 1 when the line, column, rule or message
  /// does, 0 when they sort alike. A merge of sorted runs uses the difference: a run from one
  /// file needs no comparison of paths for its next finding.
  static func printOrder(_ l: UnsafePointer<Diagnostic>, _ r: UnsafePointer<Diagnostic>) -> Int {
    switch (l.pointee.position, r.pointee.position) {
    case (nil, .some): return -2
    case (.some, nil): return 2
    case (let lp?, let rp?):
      if lp.path != rp.path { return lp.path < rp.path ? -2 : 2 }
      if lp.line != rp.line { return lp.line < rp.line ? -1 : 1 }
      if lp.column != rp.column { return lp.column < rp.column ? -1 : 1 }
    case (nil, nil): break
    }
    let lr = l.pointee.ruleID?.rawValue ?? ""
    let rr = r.pointee.ruleID?.rawValue ?? ""
    if lr != rr { return lr < rr ? -1 : 1 }
    let lm = l.pointee.message
    let rm = r.pointee.message
    if lm < rm { return -1 }
    if rm < lm { return 1 }
    return 0
  }
}

extension Array where Element == Diagnostic {
  /// Sorted in print order with exact repeats dropped (go/scanner's `ErrorList.RemoveMultiples`).
  public func sortedForPrinting() -> [Diagnostic] {
    var sorted = self
    sorted.sortInPrintOrder {
      $0.position
    } rule: {
      $0.ruleID
    } message: {
      $0.message
    }
    return sorted
  }
}

extension Array where Element: Hashable {
  /// Sorts in print order (``Diagnostic/printOrder(_:_:)``) by the position, rule and message
  /// each element reports, keeping the first of equal elements.
  ///
  /// Each element's path and rule are ranked once, so the sort compares integers and moves
  /// indices: comparing path strings and moving whole diagnostics cost more than finding them,
  /// on tens of thousands of findings. Messages are compared only between elements at the same
  /// place from the same rule. The order is exactly ``Diagnostic/printOrder(_:_:)``'s: paths
  /// and rules are ranked by the same `<`, and strings that compare equal share a rank. The
  /// elements are then swapped into that order in place, never copied.
  mutating func sortInPrintOrder(
    position: (Element) -> SourcePosition?, rule: (Element) -> RuleID?,
    message: (Element) -> String
  ) {
    sortInPrintOrder { elements in
      Self.printOrder(
        elements, position: { position(elements[$0]) }, rule: { rule(elements[$0]) },
        message: { message(elements[$0]) })
    }
  }

  /// Sorts by the print order `order` finds for the elements, and drops the repeats it leaves
  /// out, in place.
  mutating func sortInPrintOrder(_ order: (UnsafeBufferPointer<Element>) -> [Int]) {
    if count < 2 { return }
    let order = withUnsafeBufferPointer(order)
    withUnsafeMutableBufferPointer { elements in Self.gather(&elements, order) }
    removeLast(count - order.count)
  }

  /// The indices of `elements` in print order, each repeat of an earlier element left out; the
  /// position, rule and message of an element are read by its index, so that a caller can read
  /// them in place instead of copying the element.
  static func printOrder(
    _ elements: UnsafeBufferPointer<Element>, position: (Int) -> SourcePosition?,
    rule: (Int) -> RuleID?, message: (Int) -> String
  ) -> [Int] {
    let keys = PrintOrderKeys(count: elements.count, position: position, rule: rule)
    func less(_ l: Int, _ r: Int) -> Bool {
      keys.compare(l, r) ?? (message(l) < message(r))
    }
    var kept: [Int] = []
    kept.reserveCapacity(elements.count)
    var runStart = 0
    var runSeen: Set<Element>? = nil
    for index in [Int](elements.indices).sorted(by: less) {
      if let last = kept.last, less(last, index) {
        runStart = kept.count
        runSeen = nil
      }
      // Equal elements sort alike, so each is looked for only among the earlier elements that
      // sort alike with it: a handful, compared directly instead of hashing every element (a
      // set only for a long run of alike elements, which keeps the time linear in them).
      if kept.count - runStart < 16 {
        if !kept[runStart...].contains(where: { elements[$0] == elements[index] }) {
          kept.append(index)
        }
      } else {
        if runSeen == nil { runSeen = Set(kept[runStart...].map { elements[$0] }) }
        if runSeen!.insert(elements[index]).inserted { kept.append(index) }
      }
    }
    return kept
  }

  /// Moves the elements at `order` to the front, in that order, by swaps along the cycles of
  /// the permutation (`order` followed by the indices it leaves out); the left-out elements end
  /// up behind them.
  private static func gather(_ elements: inout UnsafeMutableBufferPointer<Element>, _ order: [Int])
  {
    var source = order
    if order.count < elements.count {
      var used = [Bool](repeating: false, count: elements.count)
      for index in order { used[index] = true }
      for index in elements.indices where !used[index] { source.append(index) }
    }
    // `source[j]` is the index whose element belongs at `j`; `source[j] == j` once it is there.
    for start in source.indices {
      var at = start
      while source[at] != start {
        let from = source[at]
        elements.swapAt(at, from)
        source[at] = at
        at = from
      }
      source[at] = at
    }
  }
}

/// Each diagnostic's path, line, column and rule as integers, in print order: the paths and
/// rules ranked among those present by the `<` of ``Diagnostic/printOrder(_:_:)``.
struct PrintOrderKeys {
  private var path: [Int]
  private var line: [Int]
  private var column: [Int]
  private var rule: [Int]

  init(count: Int, position: (Int) -> SourcePosition?, rule ruleID: (Int) -> RuleID?) {
    path = Array(repeating: -1, count: count)
    line = Array(repeating: 0, count: count)
    column = Array(repeating: 0, count: count)
    rule = Array(repeating: 0, count: count)
    // Distinct paths and rules, each with a provisional number; most diagnostics in a row share
    // their file's path and rule, so the last ones are checked before hashing.
    var paths: [String: Int] = [:]
    var rules: [String: Int] = [:]
    var lastPath: (text: String, number: Int)? = nil
    var lastRule: (text: String, number: Int)? = nil
    for index in 0..<count {
      if let position = position(index) {
        line[index] = position.line
        column[index] = position.column
        if let last = lastPath, last.text == position.path {
          path[index] = last.number
        } else {
          let number = paths[position.path] ?? paths.count
          paths[position.path] = number
          path[index] = number
          lastPath = (position.path, number)
        }
      }
      let ruleText = ruleID(index)?.rawValue ?? ""
      if let last = lastRule, last.text == ruleText {
        rule[index] = last.number
      } else {
        let number = rules[ruleText] ?? rules.count
        rules[ruleText] = number
        rule[index] = number
        lastRule = (ruleText, number)
      }
    }
    let pathRank = Self.ranks(paths)
    let ruleRank = Self.ranks(rules)
    for index in 0..<count {
      if path[index] >= 0 { path[index] = pathRank[path[index]] }
      rule[index] = ruleRank[rule[index]]
    }
  }

  /// Provisional number → rank of its string in `<` order.
  private static func ranks(_ numbers: [String: Int]) -> [Int] {
    var rank = Array(repeating: 0, count: numbers.count)
    for (position, entry) in numbers.sorted(by: { $0.key < $1.key }).enumerated() {
      rank[entry.value] = position
    }
    return rank
  }

  /// Whether `l` comes before `r`, or `nil` when they are at the same place from the same rule
  /// (their messages decide).
  func compare(_ l: Int, _ r: Int) -> Bool? {
    if path[l] != path[r] { return path[l] < path[r] }
    if line[l] != line[r] { return line[l] < line[r] }
    if column[l] != column[r] { return column[l] < column[r] }
    if rule[l] != rule[r] { return rule[l] < rule[r] }
    return nil
  }
}
