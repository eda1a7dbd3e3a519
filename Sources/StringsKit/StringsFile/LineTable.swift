#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The start of every line of a text, for turning byte indices into 1-based line and column.
///
/// Built in one pass; each lookup is a binary search, so positions cost O(log lines) and the
/// parser never rescans the text. `\r\n`, `\r` and `\n` each end one line, as in CoreFoundation.
struct LineTable {
  /// The index of the first byte of each line; `lineStarts[0] == 0`.
  private(set) var lineStarts: [Int] = [0]
  /// The file's most frequent line terminator (`lf` when it has none; ties prefer lf, then crlf).
  private(set) var dominantLineEnding: LineEnding = .lf

  init(_ bytes: [UInt8]) {
    var lf = 0
    var crlf = 0
    var cr = 0
    let count = bytes.count
    bytes.withUnsafeBufferPointer { b in
      guard let base = b.baseAddress else { return }
      if memchr(base, 0x0D, count) == nil {
        // No CR at all (most files): let memchr find the line feeds.
        var offset = 0
        while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
          offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
          lineStarts.append(offset)
          lf += 1
        }
        return
      }
      var i = 0
      while i < count {
        let byte = b[i]
        if byte == 0x0A {
          lf += 1
          lineStarts.append(i + 1)
        } else if byte == 0x0D {
          if i + 1 < count && b[i + 1] == 0x0A {
            crlf += 1
            i += 1
          } else {
            cr += 1
          }
          lineStarts.append(i + 1)
        }
        i += 1
      }
    }
    if crlf > lf && crlf >= cr {
      dominantLineEnding = .crlf
    } else if cr > lf && cr > crlf {
      dominantLineEnding = .cr
    }
  }

  /// The 0-based line containing `index`.
  func lineIndex(of index: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= index { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// ``lineIndex(of:)`` for an index at or a few lines after the line `hint` (positions read in
  /// file order): steps forward from there, and falls back to the binary search when the hint
  /// is after `index` or more than 16 lines before it, so a lookup stays logarithmic.
  func lineIndex(of index: Int, from hint: Int) -> Int {
    guard hint >= 0, hint < lineStarts.count, lineStarts[hint] <= index else {
      return lineIndex(of: index)
    }
    var line = hint
    for _ in 0..<16 {
      guard line + 1 < lineStarts.count, lineStarts[line + 1] <= index else { return line }
      line += 1
    }
    return lineIndex(of: index)
  }

  /// The 1-based line and 1-based UTF-8 byte column of `index`.
  func lineAndColumn(of index: Int) -> (line: Int, column: Int) {
    let line = lineIndex(of: index)
    return (line + 1, index - lineStarts[line] + 1)
  }
}
