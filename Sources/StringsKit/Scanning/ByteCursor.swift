/// A read position in UTF-8 source bytes that knows its line, so that positions never need a
/// second pass over the text.
///
/// The lexer advances it byte by byte through ``advance()``, which notices line breaks
/// (`\n`, `\r\n` and a lone `\r` each end one line). Every offset-to-position conversion goes
/// through ``position(at:)``.
///
///     var cursor = ByteCursor(Array("a\nbc".utf8))
///     cursor.advance(by: 3)
///     cursor.position(at: 3)  // (line: 2, column: 2)
struct ByteCursor {
  /// The whole input.
  let bytes: [UInt8]
  /// The offset of the next unread byte.
  private(set) var offset: Int = 0
  /// The 1-based number of the line the cursor is on.
  private(set) var line = 1
  /// The offset where the cursor's line starts.
  private(set) var lineStart = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The byte `distance` bytes ahead of the cursor, or 0 past the end (Swift source cannot
  /// contain a NUL that matters to the lexer, so 0 doubles as "nothing").
  @inline(__always)
  func peek(_ distance: Int = 0) -> UInt8 {
    let index = offset + distance
    return index < bytes.count ? bytes[index] : 0
  }

  /// Reads one byte, recording a new line after `\n`, or after `\r` not followed by `\n`.
  @inline(__always)
  mutating func advance() {
    guard offset < bytes.count else { return }
    offset += 1
    if Self.endsLine(bytes, at: offset - 1) {
      line += 1
      lineStart = offset
    }
  }

  /// Reads one line break at the cursor (`\n`, `\r\n` or a lone `\r`, which the caller has
  /// seen there).
  @inline(__always)
  mutating func advanceLineBreak() {
    let byte = peek()
    advance()
    if byte == 0x0D && peek() == 0x0A { advance() }
  }

  /// Reads bytes while `predicate` holds; the predicate must reject `\n` and `\r`, since
  /// this loop does not count lines.
  @inline(__always)
  mutating func advance(whileWithinLine predicate: (UInt8) -> Bool) {
    offset = bytes.withUnsafeBufferPointer { buffer in
      var index = offset
      while index < buffer.count && predicate(buffer[index]) { index += 1 }
      return index
    }
  }

  /// Moves to the next `"`, `\`, `\n` or `\r` (or the end), eight bytes at a time.
  @inline(__always)
  mutating func skipToQuoteBackslashOrLineBreak() {
    offset = bytes.withUnsafeBufferPointer {
      ByteSearch.firstQuoteBackslashOrLineBreak(in: $0, from: offset, end: $0.count)
    }
  }

  /// Moves to the next `\n` or `\r` (or the end), eight bytes at a time.
  @inline(__always)
  mutating func skipToLineBreak() {
    offset = bytes.withUnsafeBufferPointer {
      ByteSearch.firstLineBreak(in: $0, from: offset, end: $0.count)
    }
  }

  /// Reads `count` bytes (fewer at the end of the input) that the caller knows hold no line
  /// break: delimiters, punctuation, `#`s. The same as ``advance(by:)`` for such bytes,
  /// without looking at each one.
  @inline(__always)
  mutating func advance(withinLineBy count: Int) {
    offset = min(offset + count, bytes.count)
  }

  /// Moves to `offset`, which the caller has read up to itself, counting the lines on the way:
  /// the line it is on and where that line starts.
  @inline(__always)
  mutating func skip(to offset: Int, line: Int, lineStart: Int) {
    self.offset = min(offset, bytes.count)
    self.line = line
    self.lineStart = lineStart
  }

  /// Reads `count` bytes (fewer at the end of the input).
  mutating func advance(by count: Int) {
    for _ in 0..<count { advance() }
  }

  /// The 1-based line and 1-based UTF-8 byte column of `offset`, which must not lie beyond
  /// the bytes read so far (or be the end of the input).
  ///
  /// Offsets on the current line, the common case for token starts, take no search.
  @inline(__always)
  func position(at offset: Int) -> (line: Int, column: Int) {
    if offset >= lineStart { return (line, offset - lineStart + 1) }
    return earlierPosition(at: offset)
  }

  /// Whether the byte at `index` ends a line: `\n`, or `\r` not followed by `\n` (`\r\n` is one
  /// line break, ended at its `\n`).
  @inline(__always)
  static func endsLine(_ bytes: [UInt8], at index: Int) -> Bool {
    let byte = bytes[index]
    return byte == 0x0A
      || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
  }

  /// ``position(at:)`` for an offset on an earlier line, counting the line breaks from there
  /// back to the cursor's line: the lexer asks only at the cursor, so keeping every line's start
  /// would cost an append per line for a lookup that never comes on the hot path.
  private func earlierPosition(at offset: Int) -> (line: Int, column: Int) {
    var breaks = 0
    var index = lineStart - 1
    var start: Int?
    while index >= 0 {
      if Self.endsLine(bytes, at: index) {
        if index < offset {
          start = index + 1
          break
        }
        breaks += 1
      }
      index -= 1
    }
    return (line - breaks, offset - (start ?? 0) + 1)
  }
}
