/// Renders diagnostics as the text users and editors read:
/// `path:line:col: severity: message [rule-id]`, with one `note:` line per note.
///
/// The formatter never adds colour; the command-line layer decides about terminals.
public enum DiagnosticFormatter {
  /// One diagnostic and its notes, each line ending in a newline.
  public static func text(_ diagnostic: Diagnostic, toolName: String? = nil) -> String {
    var line = ""
    if let position = diagnostic.position {
      line += "\(position): "
    } else if let toolName {
      line += "\(toolName): "
    }
    line += "\(diagnostic.severity): \(diagnostic.message)"
    if let rule = diagnostic.ruleID { line += " [\(rule)]" }
    line += "\n"
    for note in diagnostic.notes {
      if let position = note.position { line += "\(position): " }
      line += "note: \(note.message)\n"
    }
    return line
  }

  /// All diagnostics in print order (see ``Swift/Array/sortedForPrinting()``).
  public static func text(_ diagnostics: [Diagnostic], toolName: String? = nil) -> String {
    diagnostics.sortedForPrinting().map { text($0, toolName: toolName) }.joined()
  }
}
