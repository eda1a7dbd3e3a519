import Foundation

/// A unified diff (`diff -u` format) of two versions of a `.strings` file, for `--dry-run`.
///
/// A UTF-8 file is diffed as `diff -u` does it, on its bytes: lines end at `\n`, and a `\r`
/// before it (CRLF) or anywhere in a line (CR-only files, which are then a single line) is part
/// of the line. `patch -p1` applied to such a diff gives the new file byte for byte. A UTF-16 or
/// UTF-32 file (or one that is not valid UTF-8) is diffed on its decoded text instead, split at
/// `\n`, `\r\n` and `\r`, printed as UTF-8 with `\n`; a note line before its header says so,
/// because `patch` cannot apply that part. A last line without a terminator is followed by
/// `\ No newline at end of file`, as in GNU diff, and so are the hunk headers: `@@ -3,2 +3 @@`
/// leaves out a count of 1. A change of encoding is always said in a note line, since the
/// decoded text alone does not show it; when the text is the same, that line is the whole diff.
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
    let decodedSide = [old, new].compactMap { $0 }.first { !isPlainUTF8($0) }
    let split = decodedSide == nil ? byteLines(of:) : decodedLines(of:)
    let oldLines = old.map(split) ?? []
    let newLines = new.map(split) ?? []
    let script = LineDiff.operations(old: oldLines, new: newLines)
    let hunks = hunks(of: script, context: context)
    let encodingChange = encodingChange(old: old, new: new)
    if hunks.isEmpty {
      // The bytes differ but not the lines: the encoding, or line endings of decoded text.
      if let encodingChange {
        return "(\(path) is \(encodingChange.from) and would be written as "
          + "\(encodingChange.to); the text is the same)\n"
      }
      return "(\(path): the text is the same, but its bytes would change)\n"
    }
    var out: [UInt8] = []
    if let encodingChange {
      out += Array(
        ("(\(path) is \(encodingChange.from) and would be written as \(encodingChange.to): "
          + (decodedSide == nil
            ? "the diff below shows its bytes)\n"
            : "the diff below shows its decoded text, not its bytes, and patch cannot apply it)\n"))
          .utf8)
    } else if let decodedSide {
      out += Array(decodedNote(decodedSide, path: path).utf8)
    }
    out += Array(header.utf8)
    for hunk in hunks {
      render(script, hunk, old: oldLines, new: newLines, into: &out)
    }
    // Lossless: plain UTF-8 lines are valid UTF-8, and decoded text always is.
    return String(decoding: out, as: UTF8.self)
  }

  /// The encodings of the two sides when both exist and they differ.
  static func encodingChange(old: Data?, new: Data?) -> (
    from: StringsEncoding, to: StringsEncoding
  )? {
    guard let old, let new else { return nil }
    let from = StringsEncoding.detect(in: old)
    let to = StringsEncoding.detect(in: new)
    return from == to ? nil : (from, to)
  }

  /// One line without its final `\n`, compared by bytes, and whether a line break ended it.
  struct Line: Hashable {
    var bytes: ArraySlice<UInt8>
    var terminated: Bool
  }

  /// Whether `data` is UTF-8 text (with or without a byte order mark) whose bytes can be shown
  /// as they are.
  static func isPlainUTF8(_ data: Data) -> Bool {
    guard case .utf8 = StringsEncoding.detect(in: data) else { return false }
    return String(decoding: data, as: UTF8.self).utf8.elementsEqual(data)
  }

  /// The line before the header of a file that is shown as decoded text.
  static func decodedNote(_ data: Data, path: String) -> String {
    let encoding = StringsEncoding.detect(in: data)
    let what: String
    if case .utf8 = encoding { what = "not valid UTF-8" } else { what = "\(encoding)" }
    return "(\(path) is \(what): the diff below shows its decoded text, not its bytes, "
      + "and patch cannot apply it)\n"
  }

  /// The file's bytes split after each `\n`, as `diff` and `patch` see them.
  static func byteLines(of data: Data) -> [Line] {
    let bytes = [UInt8](data)
    var lines: [Line] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      lines.append(Line(bytes: bytes[start..<index], terminated: true))
      start = index + 1
    }
    if start < bytes.count { lines.append(Line(bytes: bytes[start...], terminated: false)) }
    return lines
  }

  /// The decoded text (as UTF-8) split at `\n`, `\r\n` and `\r`.
  static func decodedLines(of data: Data) -> [Line] {
    let raw = [UInt8](data)
    let bytes = DecodedText(raw, encoding: StringsEncoding.detect(in: raw)).bytes
    var lines: [Line] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        lines.append(Line(bytes: bytes[start..<index], terminated: true))
        index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        start = index
      } else {
        index += 1
      }
    }
    if start < bytes.count { lines.append(Line(bytes: bytes[start...], terminated: false)) }
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
    _ script: [LineDiff.Operation], _ hunk: Range<Int>, old: [Line], new: [Line],
    into out: inout [UInt8]
  ) {
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
    var body: [UInt8] = []
    var deleted: [Int] = []
    var inserted: [Int] = []
    func flush() {
      for i in deleted { append(UInt8(ascii: "-"), old[i], to: &body) }
      for j in inserted { append(UInt8(ascii: "+"), new[j], to: &body) }
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
        append(UInt8(ascii: " "), old[i], to: &body)
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
    out += Array("@@ -\(oldRange) +\(newRange) @@\n".utf8)
    out += body
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }

  private static func append(_ prefix: UInt8, _ line: Line, to out: inout [UInt8]) {
    out.append(prefix)
    out += line.bytes
    out += line.terminated ? [0x0A] : Array("\n\\ No newline at end of file\n".utf8)
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
