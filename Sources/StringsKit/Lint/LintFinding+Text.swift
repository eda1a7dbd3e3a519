extension LintFinding {
  /// The text lines of `findings[range]` as ``DiagnosticFormatter`` writes them, in one buffer
  /// of exactly their size: each finding is read where it is, its lines measured, then written
  /// in place. A lint may print tens of thousands of lines, each made of a handful of strings.
  public static func textLines(
    _ findings: [LintFinding], _ range: Range<Int>, toolName: String?
  ) -> [UInt8] {
    findings.withUnsafeBufferPointer { findings in
      guard let base = findings.baseAddress, !range.isEmpty else { return [] }
      func diagnostic(_ index: Int) -> UnsafePointer<Diagnostic> {
        (base + index).pointer(to: \.diagnostic)!
      }
      var length = 0
      for index in range {
        length += DiagnosticFormatter.length(of: diagnostic(index), toolName: toolName)
      }
      return [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
        var at = buffer.baseAddress!
        for index in range {
          at = DiagnosticFormatter.write(diagnostic(index), toolName: toolName, to: at)
        }
        initialized = length
      }
    }
  }
}
