/// Renders diagnostics as the text users and editors read:
/// `path:line:col: severity: message [rule-id]`, with one `note:` line per note.
///
/// The formatter never adds colour; the command-line layer decides about terminals. It writes
/// UTF-8 bytes: a lint may print tens of thousands of lines, and interpolating a string per line
/// cost more than finding them. A report is written in one pass into room for a guessed size
/// (``BoundedByteWriter``); a diagnostic past a short guess, or alone, is measured, then written
/// in place, by one walk over its fields doing both (into a ``ByteCounter``, then a
/// ``ByteWriter``).
public enum DiagnosticFormatter {
  /// One diagnostic and its notes, each line ending in a newline.
  public static func text(_ diagnostic: Diagnostic, toolName: String? = nil) -> String {
    var bytes: [UInt8] = []
    append(diagnostic, toolName: toolName, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// All diagnostics in print order (see ``Swift/Array/sortedForPrinting()``).
  public static func text(_ diagnostics: [Diagnostic], toolName: String? = nil) -> String {
    var bytes: [UInt8] = []
    for diagnostic in diagnostics.sortedForPrinting() {
      append(diagnostic, toolName: toolName, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the lines of ``text(_:toolName:)-swift.type.method`` to `bytes`, as UTF-8.
  public static func append(
    _ diagnostic: Diagnostic, toolName: String? = nil, to bytes: inout [UInt8]
  ) {
    withUnsafePointer(to: diagnostic) { diagnostic in
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: length(of: diagnostic, toolName: toolName)))
      bytes.withUnsafeMutableBufferPointer { buffer in
        _ = write(diagnostic, toolName: toolName, to: buffer.baseAddress! + start)
      }
    }
  }

  /// How many bytes the lines of the diagnostic at `diagnostic` take. Read where it is: a copy
  /// of each diagnostic (a handful of strings retained and released) cost as much as its line.
  static func length(of diagnostic: UnsafePointer<Diagnostic>, toolName: String?) -> Int {
    var counter = ByteCounter()
    emit(diagnostic, toolName: toolName, into: &counter)
    return counter.count
  }

  /// Writes the lines of the diagnostic at `diagnostic` at `start`, which has room for
  /// ``length(of:toolName:)`` bytes, and returns where they end.
  static func write(
    _ diagnostic: UnsafePointer<Diagnostic>, toolName: String?,
    to start: UnsafeMutablePointer<UInt8>
  ) -> UnsafeMutablePointer<UInt8> {
    var writer = ByteWriter(at: start)
    emit(diagnostic, toolName: toolName, into: &writer)
    return writer.at
  }

  /// The fields of the lines, in order, into `sink`.
  static func emit<Sink: ByteSink>(
    _ diagnostic: UnsafePointer<Diagnostic>, toolName: String?, into sink: inout Sink
  ) {
    // Each field read through the pointer, where it is.
    if let position = diagnostic.pointee.position {
      emitPosition(
        path: position.path, line: position.line, column: position.column, into: &sink)
    } else if let toolName {
      sink.put(toolName)
      sink.put(separator)
    }
    emitAfterPosition(
      severity: diagnostic.pointee.severity, rule: diagnostic.pointee.ruleID, into: &sink
    ) { diagnostic.pointee.storedMessage.emit(into: &$0) }
    // Only when there are any: going through the empty array took a reference to it, for each
    // of tens of thousands of findings.
    if !diagnostic.pointee.notes.isEmpty { emit(diagnostic.pointee.notes, into: &sink) }
  }

  /// `path:line:col: `, as ``SourcePosition/description`` spells the position.
  static func emitPosition<Sink: ByteSink>(
    path: String, line: Int, column: Int, into sink: inout Sink
  ) {
    sink.put(path)
    sink.put(UInt8(ascii: ":"))
    sink.putDecimal(line)
    sink.put(UInt8(ascii: ":"))
    sink.putDecimal(column)
    sink.put(separator)
  }

  /// What follows the position on the diagnostic's line: `severity: message [rule]`, `message`
  /// writing the message; the notes' lines follow (``emit(_:into:)``).
  static func emitAfterPosition<Sink: ByteSink>(
    severity: Diagnostic.Severity, rule: RuleID?, into sink: inout Sink,
    message: (inout Sink) -> Void
  ) {
    sink.put(severityPrefix(severity))
    message(&sink)
    if let rule {
      sink.put(ruleOpening)
      sink.put(rule.rawValue)
      sink.put(UInt8(ascii: "]"))
    }
    sink.put(UInt8(ascii: "\n"))
  }

  /// A line per note.
  static func emit<Sink: ByteSink>(_ notes: [Diagnostic.Note], into sink: inout Sink) {
    for note in notes {
      if let position = note.position {
        emitPosition(
          path: position.path, line: position.line, column: position.column, into: &sink)
      }
      sink.put(notePrefix)
      sink.put(note.message)
      sink.put(UInt8(ascii: "\n"))
    }
  }

  /// `value` in decimal digits, as `"\(value)"` writes it.
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    var counter = ByteCounter()
    counter.putDecimal(value)
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: counter.count))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var writer = ByteWriter(at: buffer.baseAddress! + start)
      writer.putDecimal(value)
    }
  }

  private static let separator: StaticString = ": "
  private static let ruleOpening: StaticString = " ["
  private static let notePrefix: StaticString = "note: "

  private static func severityPrefix(_ severity: Diagnostic.Severity) -> StaticString {
    switch severity {
    case .note: "note: "
    case .warning: "warning: "
    case .error: "error: "
    }
  }
}
