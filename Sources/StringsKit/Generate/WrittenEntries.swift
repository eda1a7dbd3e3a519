/// A generated table's entries as the spans of its UTF-8 text they were written to: recorded
/// only when a table's ``GeneratedTable/entries`` are read, by laying its slices out again (the
/// generator writes the bytes without them).
struct WrittenEntries: Sendable {
  /// Where one entry's texts are in ``WrittenEntries/text``.
  struct Entry: Sendable {
    var key: Range<Int>
    var value: Range<Int>
    /// A range of ``WrittenEntries/comments``.
    var comments: Range<Int>
  }

  /// The entries' text, as ``TableWriter`` lays it out, in UTF-8.
  var text = TableText()
  var entries: [Entry] = []
  /// The spans of every entry's comments in ``text``, entry after entry.
  var comments: [Range<Int>] = []

  /// The entries, their texts made into strings.
  var tableEntries: [TableEntry] {
    text.withBytes { text in
      func string(_ span: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[span]), as: UTF8.self)
      }
      return entries.map { entry in
        TableEntry(
          key: string(entry.key), value: string(entry.value),
          comments: comments[entry.comments].map(string))
      }
    }
  }
}
