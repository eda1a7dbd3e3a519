import StringsKit

extension ToolDescription {
  /// Diagnostics as this tool prints them: `path:line:col: severity: message`, and for one
  /// without a position (a file that cannot be read at all) `tool: severity: message`, like every
  /// other error line the tool prints. Every diagnostic a tool prints goes through here.
  func text(_ diagnostics: [Diagnostic]) -> String {
    DiagnosticFormatter.text(diagnostics, toolName: name)
  }

  /// One diagnostic and its notes, as ``text(_:)-swift.method`` prints it.
  func text(_ diagnostic: Diagnostic) -> String {
    DiagnosticFormatter.text(diagnostic, toolName: name)
  }
}
