import Foundation

/// libFuzzer entry point for the String Catalog reader.
///
/// The reader never throws, so a crash or sanitizer report is a bug by itself. On top of that
/// every input must satisfy, or the target traps:
/// - a rejected input has exactly one diagnostic, with a position inside the input;
/// - an accepted input's JSON, written by ``CatalogWriter`` and read again, is the same value
///   and writes the same bytes again (what the tools write reads back as written);
/// - Foundation's JSON reader accepts what ours accepts (ours is no more lenient);
/// - written back key by key (``CatalogWriteBack``, on one core and on two), every input gives
///   the bytes and diagnostics of the whole read.
func catalogReaderFuzz(_ bytes: [UInt8]) {
  let catalog = CatalogReader.read(bytes, path: "fuzz.xcstrings")
  for jobs in [1, 2] {
    var pieces: [UInt8] = []
    let (written, diagnostics) = CatalogWriteBack.writeBack(
      bytes, path: "fuzz.xcstrings", jobs: jobs
    ) { pieces += $0 }
    precondition(
      (written ? pieces : nil) == catalog.serialized(), "written back key by key otherwise")
    precondition(diagnostics == catalog.diagnostics, "written back with other diagnostics")
  }
  guard let root = catalog.root else {
    precondition(catalog.diagnostics.count == 1, "a rejected input has one syntax error")
    let position = catalog.diagnostics[0].position!
    precondition(position.line >= 1 && position.column >= 1, "the error has a position")
    return
  }
  precondition(
    (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil,
    "accepted JSON that Foundation rejects")
  let written = catalog.serialized()!
  let reread = CatalogReader.read(written, path: "rewritten.xcstrings")
  precondition(reread.root.map { $0.hasSameValue(as: root) } == true, "reads back differently")
  precondition(reread.serialized() == written, "the writer's output is not stable")
}
