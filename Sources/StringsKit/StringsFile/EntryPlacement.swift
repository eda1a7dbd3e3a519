/// Where a ``StringsEntry`` is in its file, without the path: the key's and the value's line
/// and column, and the byte ranges of the entry, its comment block, its key and its value, each
/// number in 32 bits.
///
/// An app's tables hold tens of thousands of entries, and kept as two ``SourcePosition``s (each
/// with the path) and four `Range<Int>`s these were over half of each entry, and the entries a
/// quarter of the pages the lint of an app had the system hand over. Plain numbers, too, are
/// copied without retaining anything. A placement with a number that does not fit (a file over
/// 4 GiB) is not made; the entry keeps its parts whole instead (``WidePlacement``).
struct EntryPlacement: Hashable, Sendable {
  private var keyLine: UInt32
  private var keyColumn: UInt32
  private var valueLine: UInt32
  private var valueColumn: UInt32
  private var start: UInt32
  private var end: UInt32
  private var commentStart: UInt32
  private var commentEnd: UInt32
  private var keyStart: UInt32
  private var keyEnd: UInt32
  private var valueStart: UInt32
  private var valueEnd: UInt32
  /// Which optional parts there are: ``hasValuePosition``, ``hasCommentRange``,
  /// ``hasValueRange``.
  private var present: UInt8

  private static let hasValuePosition: UInt8 = 1
  private static let hasCommentRange: UInt8 = 2
  private static let hasValueRange: UInt8 = 4

  /// The placement of an entry, positions as 1-based line and column; `nil` when a number is
  /// negative or does not fit in 32 bits.
  init?(
    key: (line: Int, column: Int), value: (line: Int, column: Int)?, byteRange: Range<Int>,
    commentByteRange: Range<Int>?, keyByteRange: Range<Int>, valueByteRange: Range<Int>?
  ) {
    guard
      Self.fits(key.line) && Self.fits(key.column)
        && Self.fits(value?.line ?? 0) && Self.fits(value?.column ?? 0)
        && Self.fits(byteRange) && Self.fits(commentByteRange ?? 0..<0)
        && Self.fits(keyByteRange) && Self.fits(valueByteRange ?? 0..<0)
    else { return nil }
    keyLine = UInt32(truncatingIfNeeded: key.line)
    keyColumn = UInt32(truncatingIfNeeded: key.column)
    valueLine = UInt32(truncatingIfNeeded: value?.line ?? 0)
    valueColumn = UInt32(truncatingIfNeeded: value?.column ?? 0)
    start = UInt32(truncatingIfNeeded: byteRange.lowerBound)
    end = UInt32(truncatingIfNeeded: byteRange.upperBound)
    commentStart = UInt32(truncatingIfNeeded: commentByteRange?.lowerBound ?? 0)
    commentEnd = UInt32(truncatingIfNeeded: commentByteRange?.upperBound ?? 0)
    keyStart = UInt32(truncatingIfNeeded: keyByteRange.lowerBound)
    keyEnd = UInt32(truncatingIfNeeded: keyByteRange.upperBound)
    valueStart = UInt32(truncatingIfNeeded: valueByteRange?.lowerBound ?? 0)
    valueEnd = UInt32(truncatingIfNeeded: valueByteRange?.upperBound ?? 0)
    present =
      (value == nil ? 0 : Self.hasValuePosition)
      | (commentByteRange == nil ? 0 : Self.hasCommentRange)
      | (valueByteRange == nil ? 0 : Self.hasValueRange)
  }

  /// Where the key starts, as line and column.
  var key: (line: Int, column: Int) { (Int(keyLine), Int(keyColumn)) }

  /// Where the value starts, as line and column.
  var value: (line: Int, column: Int)? {
    guard present & Self.hasValuePosition != 0 else { return nil }
    return (Int(valueLine), Int(valueColumn))
  }

  var byteRange: Range<Int> { Int(start)..<Int(end) }

  var commentByteRange: Range<Int>? {
    guard present & Self.hasCommentRange != 0 else { return nil }
    return Int(commentStart)..<Int(commentEnd)
  }

  var keyByteRange: Range<Int> { Int(keyStart)..<Int(keyEnd) }

  var valueByteRange: Range<Int>? {
    guard present & Self.hasValueRange != 0 else { return nil }
    return Int(valueStart)..<Int(valueEnd)
  }

  private static func fits(_ number: Int) -> Bool { UInt(bitPattern: number) <= UInt32.max }

  private static func fits(_ range: Range<Int>) -> Bool {
    fits(range.lowerBound) && fits(range.upperBound)
  }
}

/// The path of an entry's positions, with its ``EntryPlacement``; or, when that cannot hold them,
/// its positions and byte ranges whole.
enum EntryOrigin: Hashable, Sendable {
  case path(String)
  case wide(WidePlacement)

  /// The parts, when kept whole.
  var wideParts: EntryParts? {
    if case .wide(let wide) = self { return wide.parts }
    return nil
  }
}

/// An entry's positions and byte ranges, as given.
struct EntryParts: Hashable, Sendable {
  var keyPosition: SourcePosition
  var valuePosition: SourcePosition?
  var byteRange: Range<Int>
  var commentByteRange: Range<Int>?
  var keyByteRange: Range<Int>
  var valueByteRange: Range<Int>?
}

/// An entry's parts kept whole, for what ``EntryPlacement`` cannot hold: a number past 32 bits,
/// or positions in two files.
final class WidePlacement: Hashable, Sendable {
  let parts: EntryParts

  init(_ parts: EntryParts) { self.parts = parts }

  static func == (lhs: WidePlacement, rhs: WidePlacement) -> Bool { lhs.parts == rhs.parts }

  func hash(into hasher: inout Hasher) { hasher.combine(parts) }
}
