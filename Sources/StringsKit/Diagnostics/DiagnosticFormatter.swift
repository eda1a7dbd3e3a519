/// Renders diagnostics as the text users and editors read:
/// `path:line:col: severity: message [rule-id]`, with one `note:` line per note.
///
/// The formatter never adds colour; the command-line layer decides about terminals. It writes
/// UTF-8 bytes into one buffer: a lint may print tens of thousands of lines, and interpolating a
/// string per line cost more than finding them.
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
    if let position = diagnostic.position {
      appendPosition(position, to: &bytes)
    } else if let toolName {
      bytes.append(contentsOf: toolName.utf8)
      bytes.append(contentsOf: separator)
    }
    bytes.append(contentsOf: severityPrefix(diagnostic.severity))
    bytes.append(contentsOf: diagnostic.message.utf8)
    if let rule = diagnostic.ruleID {
      bytes.append(contentsOf: ruleOpening)
      bytes.append(contentsOf: rule.rawValue.utf8)
      bytes.append(UInt8(ascii: "]"))
    }
    bytes.append(UInt8(ascii: "\n"))
    for note in diagnostic.notes {
      if let position = note.position { appendPosition(position, to: &bytes) }
      bytes.append(contentsOf: notePrefix)
      bytes.append(contentsOf: note.message.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  /// `path:line:col: `, as ``SourcePosition/description`` spells the position.
  private static func appendPosition(_ position: SourcePosition, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: position.path.utf8)
    bytes.append(UInt8(ascii: ":"))
    appendDecimal(position.line, to: &bytes)
    bytes.append(UInt8(ascii: ":"))
    appendDecimal(position.column, to: &bytes)
    bytes.append(contentsOf: separator)
  }

  /// `value` in decimal digits, as `"\(value)"` writes it.
  static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value < 0 {
      // Never a line or column; spelled as interpolation would, for any value.
      bytes.append(contentsOf: "\(value)".utf8)
      return
    }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
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

extension Array where Element == UInt8 {
  /// The bytes of a static ASCII string.
  fileprivate mutating func append(contentsOf text: StaticString) {
    append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
