import Foundation

/// Deterministic damage to `.strings` files, of the kinds a repository really holds: flipped
/// bits, files cut short by a crashed tool, stray quotes, semicolons and backslashes from bad
/// merges, byte order marks in odd places, the whole file re-encoded, and changed line endings.
///
/// The same seed always yields the same mutants, so a disagreement found at scale can be
/// reproduced from its mutant number alone.
struct CorpusMutator {
  /// One kind of damage; a mutant gets one to three of them.
  enum Operation: CaseIterable {
    case flipBit, truncate, insertQuote, insertSemicolon, insertBackslash, insertByteOrderMark
    case insertSyntax, deleteRange, duplicateRange, reencode, lineEndings
  }

  var random: SplitMix64

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// A mutant of `bytes` and the operations applied, in order.
  mutating func mutate(_ bytes: [UInt8]) -> (bytes: [UInt8], operations: [Operation]) {
    var result = bytes
    var applied: [Operation] = []
    for _ in 0...(random.next() % 3) {
      let operation = Operation.allCases[Int(random.next() % UInt64(Operation.allCases.count))]
      apply(operation, to: &result)
      applied.append(operation)
    }
    return (result, applied)
  }

  private mutating func position(in bytes: [UInt8]) -> Int {
    Int(random.next() % UInt64(bytes.count + 1))
  }

  private mutating func apply(_ operation: Operation, to bytes: inout [UInt8]) {
    switch operation {
    case .flipBit:
      guard !bytes.isEmpty else { return }
      let index = Int(random.next() % UInt64(bytes.count))
      bytes[index] ^= UInt8(1) << (random.next() % 8)
    case .truncate:
      bytes.removeSubrange(position(in: bytes)...)
    case .insertQuote:
      bytes.insert(
        random.next() % 4 == 0 ? UInt8(ascii: "'") : UInt8(ascii: "\""), at: position(in: bytes))
    case .insertSemicolon:
      bytes.insert(UInt8(ascii: ";"), at: position(in: bytes))
    case .insertBackslash:
      bytes.insert(UInt8(ascii: "\\"), at: position(in: bytes))
    case .insertByteOrderMark:
      let marks: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]]
      let mark = marks[Int(random.next() % 3)]
      bytes.insert(contentsOf: mark, at: random.next() % 2 == 0 ? 0 : position(in: bytes))
    case .insertSyntax:
      let pieces: [[UInt8]] =
        [
          "(", ")", "{", "}", "=", ",", "<", ">", "/*", "*/", "//", "\n", "\r", "\\U", "\\u",
          "\\0", "<0a>", "\u{2028}",
        ].map { Array($0.utf8) } + [[0], [0xFF], [0xC3], [0xA9], [0x80]]
      bytes.insert(
        contentsOf: pieces[Int(random.next() % UInt64(pieces.count))], at: position(in: bytes))
    case .deleteRange:
      let start = position(in: bytes)
      let end = min(bytes.count, start + Int(random.next() % 16))
      bytes.removeSubrange(start..<end)
    case .duplicateRange:
      let start = position(in: bytes)
      let end = min(bytes.count, start + Int(random.next() % 32))
      bytes.insert(contentsOf: bytes[start..<end], at: position(in: bytes))
    case .reencode:
      reencode(&bytes)
    case .lineEndings:
      let text = String(decoding: bytes, as: UTF8.self)
      guard text.utf8.elementsEqual(bytes) else { return }
      let ending = ["\r\n", "\r", "\n"][Int(random.next() % 3)]
      bytes = Array(
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
          of: "\n", with: ending
        )
        .utf8)
    }
  }

  /// Re-encodes valid UTF-8 as UTF-16 or UTF-32 of either byte order, with or without a byte
  /// order mark, or as Latin-1 when every character fits; other bytes are left alone.
  private mutating func reencode(_ bytes: inout [UInt8]) {
    var text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else { return }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let withMark = random.next() % 4 != 0
    switch random.next() % 5 {
    case 0: bytes = encoded(text, .utf16LittleEndian, mark: withMark ? [0xFF, 0xFE] : [])
    case 1: bytes = encoded(text, .utf16BigEndian, mark: withMark ? [0xFE, 0xFF] : [])
    case 2: bytes = encoded(text, .utf32LittleEndian, mark: withMark ? [0xFF, 0xFE, 0, 0] : [])
    case 3: bytes = encoded(text, .utf32BigEndian, mark: withMark ? [0, 0, 0xFE, 0xFF] : [])
    default:
      if let latin1 = text.data(using: .isoLatin1) { bytes = Array(latin1) }
    }
  }

  private func encoded(_ text: String, _ encoding: String.Encoding, mark: [UInt8]) -> [UInt8] {
    mark + Array(text.data(using: encoding) ?? Data())
  }
}
