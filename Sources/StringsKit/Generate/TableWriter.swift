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

  /// The text of a whole table as UTF-8 bytes: the same text as `text(for:)`,
  /// appended piece by piece into one buffer rather than interpolated entry by entry, which
  /// allocated several strings per entry on tables of tens of thousands of keys.
  public static func utf8(for entries: [TableEntry]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(entries.count * 96)
    for entry in entries {
      out += Pieces.commentOpen
      if entry.comments.isEmpty { append(TableEntry.noComment, to: &out) }
      for (index, comment) in entry.comments.enumerated() {
        if index > 0 { out += Pieces.commentSeparator }
        append(comment, to: &out)
      }
      out += Pieces.commentCloseKeyOpen
      append(entry.key, to: &out)
      out += Pieces.keyCloseValueOpen
      append(entry.value, to: &out)
      out += Pieces.valueClose
    }
    return out
  }

  /// The fixed parts of an entry, as bytes once.
  private enum Pieces {
    static let commentOpen = Array("/* ".utf8)
    static let commentSeparator = Array(TableWriter.commentSeparator.utf8)
    static let commentCloseKeyOpen = Array(" */\n\"".utf8)
    static let keyCloseValueOpen = Array("\" = \"".utf8)
    static let valueClose = Array("\";\n\n".utf8)
  }

  /// Appends the UTF-8 of `text` with one copy (its contiguous storage, which native strings
  /// always have).
  @inline(__always)
  private static func append(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { out.append(contentsOf: $0) }
  }

  /// The bytes of a new table file: byte-order mark (for UTF-16) and text.
  public static func data(for entries: [TableEntry], encoding: TableEncoding) -> Data {
    encoding.encode(utf8: utf8(for: entries))
  }

  /// `existing` with the text of `entries` appended, for genstrings' `-a` (§1.2).
  ///
  /// It is a plain append, with no merging: keys already in the file are written again. The
  /// text is written in the existing file's encoding and byte order (``TableEncoding/detect(in:)``),
  /// with no second byte-order mark, whatever `-bigEndian` or `-littleEndian` asked for. An
  /// empty existing file has no encoding to keep, so it gets a new table in `newFileEncoding`.
  public static func appending(
    _ entries: [TableEntry], to existing: Data, newFileEncoding: TableEncoding
  ) -> Data {
    guard !existing.isEmpty else { return data(for: entries, encoding: newFileEncoding) }
    let encoding = TableEncoding.detect(in: existing)
    return existing + encoding.encode(utf8: utf8(for: entries), withByteOrderMark: false)
  }
}
