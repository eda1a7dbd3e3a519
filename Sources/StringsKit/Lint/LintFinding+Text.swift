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
      return textLines(
        range, toolName: toolName, guessing: bytesPerFinding, lines: ArrayLines(base: base))
    }
  }

  /// The text lines `lines` gives for `range`, written as
  /// ``textLines(_:_:toolName:guessing:)`` writes them.
  static func textLines<Lines: FindingLines>(
    _ range: Range<Int>, toolName: String?, guessing bytesPerFinding: Int, lines: Lines
  ) -> [UInt8] {
    guard !range.isEmpty else { return [] }
    var written = range.lowerBound
    // At most 16 MiB guessed: a caller may ask for millions of findings at once.
    let room = max(1, min(range.count * bytesPerFinding, 1 << 24))
    var text = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
      var writer = BoundedByteWriter(buffer)
      while written < range.upperBound {
        let count = lines.emit(
          from: written, to: range.upperBound, toolName: toolName, into: &writer)
        if count == 0 { break }
        written += count
      }
      initialized = writer.at - buffer.baseAddress!
    }
    guard written < range.upperBound else { return text }
    var length = 0
    for index in written..<range.upperBound {
      var counter = ByteCounter()
      lines.emit(index, toolName: toolName, into: &counter)
      length += counter.count
    }
    text.append(contentsOf: repeatElement(0, count: length))
    text.withUnsafeMutableBufferPointer { buffer in
      var writer = ByteWriter(at: buffer.baseAddress! + buffer.count - length)
      for index in written..<range.upperBound {
        lines.emit(index, toolName: toolName, into: &writer)
      }
    }
    return text
  }
}

/// Findings whose text lines are written by their index: each read where it is.
protocol FindingLines {
  /// The lines of finding `index`, as ``DiagnosticFormatter`` writes its diagnostic.
  func emit<Sink: ByteSink>(_ index: Int, toolName: String?, into sink: inout Sink)
  /// The lines of the findings from `start` (and maybe up to `end`) into `writer`, each whole,
  /// while they fit; how many were written. At least the first when it fits.
  func emit(
    from start: Int, to end: Int, toolName: String?, into writer: inout BoundedByteWriter
  ) -> Int
}

extension FindingLines {
  /// Finding `start`'s lines alone, unless they do not fit.
  func emit(
    from start: Int, to end: Int, toolName: String?, into writer: inout BoundedByteWriter
  ) -> Int {
    emitAlone(start, toolName: toolName, into: &writer)
  }

  /// Finding `index`'s lines: 1 when they fit, else 0, with `writer` where it was.
  func emitAlone(_ index: Int, toolName: String?, into writer: inout BoundedByteWriter) -> Int {
    let before = writer.at
    emit(index, toolName: toolName, into: &writer)
    guard !writer.overflowed else {
      writer.at = before
      return 0
    }
    return 1
  }
}

/// The findings of an array.
private struct ArrayLines: FindingLines {
  let base: UnsafePointer<LintFinding>

  func emit<Sink: ByteSink>(_ index: Int, toolName: String?, into sink: inout Sink) {
    DiagnosticFormatter.emit(
      (base + index).pointer(to: \.diagnostic)!, toolName: toolName, into: &sink)
  }
}
