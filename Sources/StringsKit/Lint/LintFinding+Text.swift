extension LintFinding {
  /// The text lines of `findings[range]` as ``DiagnosticFormatter`` writes them, in one buffer
  /// of exactly their size: each finding is read where it is and written in place. A lint may
  /// print tens of thousands of lines, each made of a handful of strings.
  public static func textLines(
    _ findings: [LintFinding], _ range: Range<Int>, toolName: String?
  ) -> [UInt8] {
    textLines(findings, range, toolName: toolName, guessing: guessedBytesPerFinding)
  }

  /// The room a report's writer sets aside for each finding before it knows its length: a
  /// stale-key line of an app (two paths, a key, the message) with room to spare.
  static let guessedBytesPerFinding = 320

  /// ``textLines(_:_:toolName:)``, written in one pass into a buffer of `bytesPerFinding` for
  /// each finding: measuring every line first cost as much as writing it. Room left untouched
  /// costs no memory past the page the last line ends in (2 MiB where the heap has large
  /// pages); the findings past a guess that falls short are measured, then written.
  static func textLines(
    _ findings: [LintFinding], _ range: Range<Int>, toolName: String?, guessing bytesPerFinding: Int
  ) -> [UInt8] {
    findings.withUnsafeBufferPointer { findings in
      guard let base = findings.baseAddress, !range.isEmpty else { return [] }
      return textLines(range, toolName: toolName, guessing: bytesPerFinding) {
        (base + $0).pointer(to: \.diagnostic)!
      }
    }
  }

  /// The text lines of the diagnostics `diagnostic` gives for `range`, written as
  /// ``textLines(_:_:toolName:guessing:)`` writes them.
  static func textLines(
    _ range: Range<Int>, toolName: String?, guessing bytesPerFinding: Int,
    diagnostic: (Int) -> UnsafePointer<Diagnostic>
  ) -> [UInt8] {
    guard !range.isEmpty else { return [] }
    var written = range.lowerBound
    // At most 16 MiB guessed: a caller may ask for millions of findings at once.
    let room = max(1, min(range.count * bytesPerFinding, 1 << 24))
    var lines = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
      var writer = BoundedByteWriter(buffer)
      while written < range.upperBound
        && DiagnosticFormatter.write(diagnostic(written), toolName: toolName, into: &writer)
      {
        written += 1
      }
      initialized = writer.at - buffer.baseAddress!
    }
    guard written < range.upperBound else { return lines }
    var length = 0
    for index in written..<range.upperBound {
      length += DiagnosticFormatter.length(of: diagnostic(index), toolName: toolName)
    }
    lines.append(contentsOf: repeatElement(0, count: length))
    lines.withUnsafeMutableBufferPointer { buffer in
      var at = buffer.baseAddress! + buffer.count - length
      for index in written..<range.upperBound {
        at = DiagnosticFormatter.write(diagnostic(index), toolName: toolName, to: at)
      }
    }
    return lines
  }
}
