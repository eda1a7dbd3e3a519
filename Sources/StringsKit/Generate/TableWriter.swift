import Foundation

/// Lays out a table exactly as genstrings does (§2.2), for the generator and for any tool that
/// wants its output to look like genstrings' (a merge, a re-sort).
///
/// Each entry is `/* comments */`, LF, `"key" = "value";`, LF, then an empty line; several
/// comments are joined by LF and three spaces. No header, no trailing comment, LF only. The
/// writer does not sort and does not escape: entries arrive in their final order with raw table
/// text.
///
///     TableWriter.text(for: [TableEntry(key: "k", value: "k", comments: ["c"])])
///     // "/* c */\n\"k\" = \"k\";\n\n"
public enum TableWriter {
  /// The separator between two comments of one entry: LF and three spaces (§2.4).
  public static let commentSeparator = "\n   "

  /// The text of one entry, ending with its empty line.
  public static func text(for entry: TableEntry) -> String {
    let comments = entry.comments.isEmpty ? [TableEntry.noComment] : entry.comments
    return "/* \(comments.joined(separator: commentSeparator)) */\n"
      + "\"\(entry.key)\" = \"\(entry.value)\";\n\n"
  }

  /// The text of a whole table, entries in the order given.
  public static func text(for entries: [TableEntry]) -> String {
    String(decoding: utf8(for: entries), as: UTF8.self)
  }

  /// The text of a whole table as UTF-8 bytes: the same text as `text(for:)`, measured first
  /// and then copied into one buffer. Tables run to tens of thousands of entries, and growing
  /// an array piece by piece cost more than copying the bytes.
  public static func utf8(for entries: [TableEntry]) -> [UInt8] {
    var total = 0
    for entry in entries {
      total += Pieces.fixedLength + entry.key.utf8.count + entry.value.utf8.count
      if entry.comments.isEmpty { total += TableEntry.noComment.utf8.count }
      for comment in entry.comments { total += comment.utf8.count }
      total += max(entry.comments.count - 1, 0) * Pieces.commentSeparator.utf8.count
    }
    return [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
      var writer = BufferWriter(buffer)
      for entry in entries {
        writer.put(Pieces.commentOpen)
        if entry.comments.isEmpty { writer.put(TableEntry.noComment) }
        for (index, comment) in entry.comments.enumerated() {
          if index > 0 { writer.put(Pieces.commentSeparator) }
          writer.put(comment)
        }
        writer.put(Pieces.commentCloseKeyOpen)
        writer.put(entry.key)
        writer.put(Pieces.keyCloseValueOpen)
        writer.put(entry.value)
        writer.put(Pieces.valueClose)
      }
      count = writer.count
    }
  }

  /// The fixed parts of an entry, as UTF-8.
  private enum Pieces {
    static let commentOpen = "/* "
    static let commentSeparator = TableWriter.commentSeparator
    static let commentCloseKeyOpen = " */\n\""
    static let keyCloseValueOpen = "\" = \""
    static let valueClose = "\";\n\n"
    /// The bytes of an entry besides its key, value and comments.
    static let fixedLength =
      commentOpen.utf8.count + commentCloseKeyOpen.utf8.count + keyCloseValueOpen.utf8.count
      + valueClose.utf8.count
  }

  /// Copies strings into a buffer measured beforehand.
  private struct BufferWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
      self.buffer = buffer
    }

    @inline(__always)
    mutating func put(_ text: String) {
      var text = text
      text.withUTF8 { bytes in
        precondition(bytes.count <= buffer.count - count, "the table text was measured short")
        if let source = bytes.baseAddress, let target = buffer.baseAddress {
          (target + count).initialize(from: source, count: bytes.count)
        }
        count += bytes.count
      }
    }
  }

  public static func data(for entries: [TableEntry], encoding: TableEncoding) -> Data {
    encoding.encode(utf8: utf8(for: entries))
  }

  /// `existing` with the text of `entries` appended, for genstrings' `-a` (§1.2).
  ///
  /// It is a plain append, with no merging: keys already in the file are written again. The
  /// text is written in the existing file's encoding and byte order (``TableEncoding/detect(in:)``),
  /// with no second byte-order mark, whatever `-bigEndian` or `-littleEndian` asked for. An
  /// empty existing file has no encoding to keep, so it gets a new table in `newFileEncoding`.
  ///
  /// One exception to the plain append: when CoreFoundation stops reading the existing file
  /// early without rejecting it (an unterminated `/*` comment or last key,
  /// ``StringsFile/ignoredTailOffset``), the entries go before that text, where the runtime sees
  /// them, and the text itself follows unchanged.
  public static func appending(
    _ entries: [TableEntry], to existing: Data, newFileEncoding: TableEncoding
  ) -> Data {
    guard !existing.isEmpty else { return data(for: entries, encoding: newFileEncoding) }
    let encoding = TableEncoding.detect(in: existing)
    let text = encoding.encode(utf8: utf8(for: entries), withByteOrderMark: false)
    let file = StringsFileParser.parse(existing, path: "")
    guard file.format == .text, !file.hasErrors, let tail = file.ignoredTailOffset else {
      return existing + text
    }
    let bytes = [UInt8](existing)
    let lineBreak = file.encoding.encode("\n")
    let before = bytes[..<tail]
    let startsLine =
      tail <= file.encoding.skippedByteCount
      || before.suffix(lineBreak.count).elementsEqual(lineBreak)
    return Data(before + (startsLine ? [] : lineBreak) + text + bytes[tail...])
  }
}
