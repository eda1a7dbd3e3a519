/// The findings of one rule about many keys of one file that differ only in the key and where
/// it is (`stale-key`: each key a translation holds that its reference lacks), kept as the table
/// and the keys' positions, and made into findings only when read one by one.
///
/// A report writes them straight from the table (``emit(_:toolName:into:)``): brave-ios's
/// translations hold 37,000 keys their references lack, and made one by one (a finding of a
/// handful of strings each, retained, then copied again to be printed) they cost more than
/// finding the keys did, and their memory more than the report's.
///
/// A class with constant properties, read by the report for a run of findings at a time: each
/// property of a struct, or of a class read anew for each finding, is retained for each call
/// made with it.
final class KeyFindings: Sendable {
  let table: LocalizedTable
  /// The keys' positions in the table's ``LocalizedTable/entries``, in order, all read from one
  /// file (the `.strings` file's entries, or the `.stringsdict` file's definitions).
  let positions: [Int]
  /// The path of that file: every finding's.
  let path: String
  /// What each finding is but for its key, where it is and its notes: the severity, the rule
  /// and the message after the quoted key.
  let template: LintFinding
  /// The notes of the few findings that have any, by their index in ``positions``.
  let notes: [Int: [Diagnostic.Note]]

  /// The findings of the keys at `positions` in `table`, which must all be read from one file.
  init(
    table: LocalizedTable, positions: [Int], template: LintFinding,
    notes: [Int: [Diagnostic.Note]]
  ) {
    self.table = table
    self.positions = positions
    path = positions.first.map(table.entryPath(at:)) ?? ""
    self.template = template
    self.notes = notes
  }

  /// The same findings with `change` made to their template (the rule stamped, a warning
  /// raised).
  func changing(_ change: (inout LintFinding) -> Void) -> KeyFindings {
    var template = template
    change(&template)
    return KeyFindings(table: table, positions: positions, template: template, notes: notes)
  }

  var count: Int { positions.count }

  /// Finding `index`, made whole.
  func finding(at index: Int) -> LintFinding {
    let position = positions[index]
    var finding = template
    finding.reuse(
      for: table.key(at: position), at: table.keyPosition(at: position),
      notes: notes.isEmpty ? [] : notes[index] ?? [])
    return finding
  }

  /// Whether each finding comes strictly after the one before in print order, as a part the
  /// linter merges must: keys of one file, at rising lines and columns.
  var isStrictlyInPrintOrder: Bool {
    guard let first = positions.first, let last = positions.last else { return true }
    // The `.strings` entries come first in the table, the `.stringsdict` definitions after.
    let strings = table.stringsEntryCount
    guard (first < strings) == (last < strings) else { return false }
    func rising(_ place: (Int) -> (line: Int, column: Int)) -> Bool {
      var previous: (line: Int, column: Int)? = nil
      for (index, position) in positions.enumerated() {
        if index > 0 && positions[index - 1] >= position { return false }
        let at = place(position)
        if let previous, (previous.line, previous.column) >= (at.line, at.column) { return false }
        previous = at
      }
      return true
    }
    guard first < strings else { return rising(table.keyLineAndColumn(at:)) }
    return table.withStringsKeys { keys in rising(keys.keyLineAndColumn(at:)) }
  }

  /// Writes the lines of the findings from `start` up to `end` into `writer`, exactly as
  /// ``DiagnosticFormatter`` writes ``finding(at:)``'s diagnostics, while they fit; returns how
  /// many it wrote. What every finding shares is read once for the run, and the keys of a
  /// `.strings` file where they are.
  func emit(
    from start: Int, to end: Int, toolName: String?, into writer: inout BoundedByteWriter
  ) -> Int {
    guard let first = positions.first, first < table.stringsEntryCount else {
      return emit(from: start, to: end, into: &writer) {
        table.key(at: $0)
      } place: {
        table.keyLineAndColumn(at: $0)
      }
    }
    return table.withStringsKeys { keys in
      emit(from: start, to: end, into: &writer, key: keys.key(at:), place: keys.keyLineAndColumn)
    }
  }

  private func emit(
    from start: Int, to end: Int, into writer: inout BoundedByteWriter,
    key: (Int) -> String, place: (Int) -> (line: Int, column: Int)
  ) -> Int {
    let positions = positions
    let path = path
    let severity = template.diagnostic.severity
    let rule = template.diagnostic.ruleID
    let message = template.diagnostic.storedMessage
    let notes = notes
    var index = start
    while index < end {
      let position = positions[index]
      let before = writer.at
      Self.emitLines(
        path: path, at: place(position), severity: severity, rule: rule, message: message,
        key: key(position), notes: notes.isEmpty ? nil : notes[index], into: &writer)
      if writer.overflowed {
        writer.at = before
        break
      }
      index += 1
    }
    return index - start
  }

  /// The lines of finding `index` into `sink`, as ``emit(from:to:toolName:into:)`` writes them.
  func emit<Sink: ByteSink>(_ index: Int, toolName: String?, into sink: inout Sink) {
    let position = positions[index]
    Self.emitLines(
      path: path, at: table.keyLineAndColumn(at: position), severity: template.diagnostic.severity,
      rule: template.diagnostic.ruleID, message: template.diagnostic.storedMessage,
      key: table.key(at: position), notes: notes.isEmpty ? nil : notes[index], into: &sink)
  }

  /// One finding's lines, from what its batch shares (passed in, so that a run reads it once)
  /// and its key, place and notes.
  private static func emitLines<Sink: ByteSink>(
    path: String, at place: (line: Int, column: Int), severity: Diagnostic.Severity,
    rule: RuleID?, message: DiagnosticMessage, key: String, notes: [Diagnostic.Note]?,
    into sink: inout Sink
  ) {
    DiagnosticFormatter.emitPosition(
      path: path, line: place.line, column: place.column, into: &sink)
    DiagnosticFormatter.emitAfterPosition(severity: severity, rule: rule, into: &sink) {
      message.emit(quoting: key, into: &$0)
    }
    if let notes { DiagnosticFormatter.emit(notes, into: &sink) }
  }
}
