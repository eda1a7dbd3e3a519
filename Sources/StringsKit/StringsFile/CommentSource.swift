/// The text of a parsed file, from which its entries' comments are cut when asked for: linting
/// never reads them, and making a `String` and an array of them for every entry was a fifth of
/// the parse.
///
/// One per parsed file, shared by its entries, each of which keeps only the span of its comment
/// block. Between the comments of a block there is only white space (the parser collects a block
/// in one stretch of trivia), so reading the span again finds exactly the same comments.
final class CommentSource: Sendable {
  /// The decoded UTF-8 text.
  let bytes: [UInt8]

  init(bytes: [UInt8]) { self.bytes = bytes }

  /// The text of each comment in `span`, a range of ``bytes`` from the first comment's `/*` or
  /// `//` to the end of the last comment.
  func texts(_ span: Range<Int>) -> [String] {
    bytes.withUnsafeBufferPointer { b in
      var texts: [String] = []
      var i = span.lowerBound
      while i + 1 < span.upperBound {
        if b[i] == 0x2F && b[i + 1] == 0x2F {
          let start = i
          i += 2
          while i < span.upperBound && b[i] != 0x0A && b[i] != 0x0D
            && !Self.isUnicodeSeparator(b, at: i)
          {
            i += 1
          }
          texts.append(Self.text(of: start..<i, in: b))
        } else if b[i] == 0x2F && b[i + 1] == 0x2A {
          let start = i
          i += 2
          while i < span.upperBound
            && !(b[i] == 0x2A && i + 1 < span.upperBound && b[i + 1] == 0x2F)
          {
            i += 1
          }
          i = min(i + 2, span.upperBound)
          texts.append(Self.text(of: start..<i, in: b))
        } else {
          // White space between two comments.
          i += 1
        }
      }
      return texts
    }
  }

  /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which end a `//` comment (and which
  /// the parser reads as white space, through this same test).
  @inline(__always)
  static func isUnicodeSeparator(_ b: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    b[index] == 0xE2 && index + 2 < b.count && b[index + 1] == 0x80
      && (b[index + 2] == 0xA8 || b[index + 2] == 0xA9)
  }

  /// A comment without `/*`, `*/` or `//`, trimmed of whitespace and U+2028/U+2029.
  static func text(of range: Range<Int>, in b: UnsafeBufferPointer<UInt8>) -> String {
    func isUnicodeSeparator(at index: Int) -> Bool { Self.isUnicodeSeparator(b, at: index) }
    var start = range.lowerBound + 2
    var stop = range.upperBound
    if b[range.lowerBound + 1] == 0x2A && stop - start >= 2 && b[stop - 2] == 0x2A
      && b[stop - 1] == 0x2F
    {
      stop -= 2
    }
    start = min(start, stop)
    // Trim ASCII whitespace and U+2028/U+2029 on bytes; Foundation's trimming is far slower.
    while start < stop {
      if b[start] <= 0x20 && (b[start] == 0x20 || b[start] >= 0x09 && b[start] <= 0x0D) {
        start += 1
      } else if isUnicodeSeparator(at: start) && start + 3 <= stop {
        start += 3
      } else {
        break
      }
    }
    while stop > start {
      let c = b[stop - 1]
      if c == 0x20 || (c >= 0x09 && c <= 0x0D) {
        stop -= 1
      } else if stop - start >= 3 && isUnicodeSeparator(at: stop - 3) {
        stop -= 3
      } else {
        break
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: b[start..<stop]), as: UTF8.self)
  }
}
