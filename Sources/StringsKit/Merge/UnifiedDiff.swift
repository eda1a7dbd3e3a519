import Foundation

/// A unified diff (`diff -u` format) of two versions of a `.strings` file, for `--dry-run`.
///
/// Both versions are decoded first (UTF-16 and UTF-32 files are compared as text), and lines are
/// split at `\n`, `\r\n` and `\r`; the printed lines end in `\n` whatever their terminator. A
/// last line without a terminator is followed by `\ No newline at end of file`, as in GNU diff,
/// and so are the hunk headers: `@@ -3,2 +3 @@` leaves out a count of 1.
///
///     UnifiedDiff.text(old: Data("a\n".utf8), new: Data("a\nb\n".utf8), path: "x.strings")
///     // "--- a/x.strings\n+++ b/x.strings\n@@ -1 +1,2 @@\n a\n+b\n"
public enum UnifiedDiff {
  /// The diff from `old` to `new`; `""` when they are equal. A `nil` side is a file that does
  /// not exist (`/dev/null`).
  ///
  /// - Parameters:
  ///   - path: the path printed after `a/` and `b/`.
  ///   - context: unchanged lines shown around each change.
  public static func text(old: Data?, new: Data?, path: String, context: Int = 3) -> String {
    if old == new { return "" }
    let header =
      "--- \(old == nil ? "/dev/null" : "a/\(path)")\n+++ \(new == nil ? "/dev/null" : "b/\(path)")\n"
    let binary = Data("bplist00".utf8)
    if old?.starts(with: binary) == true || new?.starts(with: binary) == true {
      return "Binary files \(old == nil ? "/dev/null" : "a/\(path)") and "
        + "\(new == nil ? "/dev/null" : "b/\(path)") differ\n"
    }
    let oldLines = old.map(lines(of:)) ?? []
    let newLines = new.map(lines(of:)) ?? []
    let script = LineDiff.operations(old: oldLines, new: newLines)
    let hunks = hunks(of: script, context: context)
    if hunks.isEmpty { return "" }
    var out = header
    for hunk in hunks {
      out += render(script, hunk, old: oldLines, new: newLines)
    }
    return out
  }

  /// One line of text and whether a line break ended it.
  struct Line: Hashable {
    var text: Substring
    var terminated: Bool
  }

  /// The decoded text split into lines.
  static func lines(of data: Data) -> [Line] {
    let bytes = [UInt8](data)
    let decoded = DecodedText(bytes, encoding: StringsEncoding.detect(in: bytes)).bytes
    let text = String(decoding: decoded, as: UTF8.self)
    var lines: [Line] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == 0x0A || byte == 0x0D {
        let line = Substring(text[start..<index])
        var next = utf8.index(after: index)
        if byte == 0x0D && next != utf8.endIndex && utf8[next] == 0x0A {
          next = utf8.index(after: next)
        }
        lines.append(Line(text: line, terminated: true))
        start = next
        index = next
      } else {
        index = utf8.index(after: index)
      }
    }
    if start != utf8.endIndex {
      lines.append(Line(text: Substring(text[start...]), terminated: false))
    }
    return lines
  }

  /// Ranges of the script that form hunks: each change with `context` operations around it,
  /// joined when they overlap or touch.
  private static func hunks(of script: [LineDiff.Operation], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (k, operation) in script.enumerated() {
      if case .keep = operation { continue }
      let low = max(0, k - context)
      let high = min(script.count, k + 1 + context)
      if let last = ranges.last, last.upperBound >= low {
        ranges[ranges.count - 1] = last.lowerBound..<high
      } else {
        ranges.append(low..<high)
      }
    }
    return ranges
  }

  private static func render(
    _ script: [LineDiff.Operation], _ hunk: Range<Int>, old: [Line], new: [Line]
  ) -> String {
    let operations = script[hunk]
    // Where the hunk starts on each side: the first line it touches, 0-based.
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    var oldBefore = 0
    var newBefore = 0
    // The lines before the hunk: the last kept pair before it tells both positions.
    if let first = operations.first {
      switch first {
      case .keep(let i, let j):
        oldBefore = i
        newBefore = j
      case .delete(let i):
        oldBefore = i
        newBefore = newPosition(before: hunk.lowerBound, in: script)
      case .insert(let j):
        newBefore = j
        oldBefore = oldPosition(before: hunk.lowerBound, in: script)
      }
    }
    var body = ""
    var deleted: [Int] = []
    var inserted: [Int] = []
    func flush() {
      for i in deleted { body += line("-", old[i]) }
      for j in inserted { body += line("+", new[j]) }
      deleted.removeAll()
      inserted.removeAll()
    }
    for operation in operations {
      switch operation {
      case .keep(let i, let j):
        flush()
        oldStart = oldStart ?? i
        newStart = newStart ?? j
        oldCount += 1
        newCount += 1
        body += line(" ", old[i])
      case .delete(let i):
        oldStart = oldStart ?? i
        oldCount += 1
        deleted.append(i)
      case .insert(let j):
        newStart = newStart ?? j
        newCount += 1
        inserted.append(j)
      }
    }
    flush()
    let oldRange = range(oldCount > 0 ? (oldStart ?? oldBefore) + 1 : oldBefore, oldCount)
    let newRange = range(newCount > 0 ? (newStart ?? newBefore) + 1 : newBefore, newCount)
    return "@@ -\(oldRange) +\(newRange) @@\n" + body
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  private static func line(_ prefix: String, _ line: Line) -> String {
    prefix + line.text + (line.terminated ? "\n" : "\n\\ No newline at end of file\n")
  }

  /// The number of new lines before script position `end`.
  private static func newPosition(before end: Int, in script: [LineDiff.Operation]) -> Int {
    for operation in script[..<end].reversed() {
      switch operation {
      case .keep(_, let j), .insert(let j): return j + 1
      case .delete: continue
      }
    }
    return 0
  }

  /// The number of old lines before script position `end`.
  private static func oldPosition(before end: Int, in script: [LineDiff.Operation]) -> Int {
    for operation in script[..<end].reversed() {
      switch operation {
      case .keep(let i, _), .delete(let i): return i + 1
      case .insert: continue
      }
    }
    return 0
  }
}
