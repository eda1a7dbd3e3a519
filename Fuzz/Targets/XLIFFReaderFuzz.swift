import Foundation

/// libFuzzer entry point for the XLIFF reader (and the XML reader under it).
///
/// The reader never throws, so a crash or sanitizer report is a bug by itself. On top of that
/// every input must satisfy, or the target traps:
/// - an input that is not XLIFF has exactly one error, at a line and column;
/// - every position of a read document lies inside the input;
/// - what was read, written by ``XLIFFWriter`` and read again, is the same document, without
///   any diagnostic, and writes the same bytes again (what the tools write reads back as written).
func xliffReaderFuzz(_ data: Data) {
  let result = XLIFFReader.read(data, path: "fuzz.xliff")
  let lines = data.reduce(1) { $1 == 0x0A || $1 == 0x0D ? $0 + 1 : $0 }
  for diagnostic in result.diagnostics {
    guard let position = diagnostic.position else { continue }
    precondition(position.line >= 1 && position.column >= 1, "a position before the file")
    precondition(position.line <= lines, "a position after the last line")
  }
  guard let document = result.document else {
    precondition(result.diagnostics.count == 1, "a rejected input has one error")
    precondition(result.diagnostics[0].position != nil, "the error has a position")
    return
  }
  let written = XLIFFWriter.data(for: document)
  let reread = XLIFFReader.read(written, path: "rewritten.xliff")
  precondition(reread.diagnostics.isEmpty, "what the writer wrote reads back with diagnostics")
  precondition(
    reread.document?.withoutPositions == document.withoutPositions,
    "the document reads back differently")
  precondition(XLIFFWriter.data(for: reread.document!) == written, "the writer is not stable")
}
