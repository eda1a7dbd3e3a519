import Foundation

/// libFuzzer entry point for the `.strings` parser.
///
/// The parser never throws, so a crash or sanitizer report is a bug by itself. On top of that
/// every input must satisfy, or the target traps:
/// - `serialized()` returns the input byte for byte (the parser keeps files lossless);
/// - for an accepted file, writing its table with the canonical writer and parsing that again
///   yields the same table, with no errors (what `strings-merge` and `strings-gen` write is read
///   back as written).
///
/// Linear time cannot be measured reliably inside a fuzz target; it is covered by the scaling
/// tests in `Tests/StringsKitTests/Robustness/`, and libFuzzer's `-timeout` catches hangs.
func stringsParserFuzz(_ data: Data) {
  let file = StringsFileParser.parse(data, path: "fuzz.strings")
  precondition(file.serialized() == data, "serialized() differs from the input")
  _ = file.jsonDump()
  guard !file.hasErrors else { return }
  let table = file.dictionary
  let entries = table.keys.sorted().map { StringsFileWriter.Entry(key: $0, value: table[$0]!) }
  for encoding in [StringsFileWriter.OutputEncoding.utf8, .utf16LittleEndian] {
    let written = StringsFileWriter.data(for: entries, encoding: encoding)
    let reread = StringsFileParser.parse(written, path: "rewritten.strings")
    if entries.isEmpty { continue }  // an empty table writes an empty file, which is an error
    precondition(!reread.hasErrors, "the writer's output of an accepted table is rejected")
    precondition(reread.dictionary == table, "the writer's output reads back differently")
  }
}
