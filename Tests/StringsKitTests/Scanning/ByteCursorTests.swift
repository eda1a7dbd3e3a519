import Testing

@testable import StringsKit

/// The cursor keeps only its own line's start; positions on earlier lines are found by counting
/// line breaks back from there. Both must agree with a count from the start of the input.
@Suite struct ByteCursorTests {
  /// Line and column of `offset` counted from the start: `\n`, `\r\n` and a lone `\r` each end
  /// one line.
  static func counted(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < offset {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
        line += 1
        lineStart = index
      }
    }
    return (line, offset - lineStart + 1)
  }

  @Test func earlierPositionsCountLinesBack() {
    var generator = SplitMix64(seed: 0xC0550)
    let pieces: [[UInt8]] = [[0x61], [0x0A], [0x0D], [0x0D, 0x0A], [0xC3, 0xA9], [0x20]]
    for round in 0..<500 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 30) {
        bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      var cursor = ByteCursor(bytes)
      while !cursor.isAtEnd { cursor.advance() }
      for offset in 0...bytes.count {
        let position = cursor.position(at: offset)
        let expected = Self.counted(bytes, offset)
        #expect(
          position.line == expected.line && position.column == expected.column,
          "round \(round), offset \(offset) of \(bytes)")
      }
    }
  }
}
