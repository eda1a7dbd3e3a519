import Foundation
import Testing

@testable import StringsKit

/// The writer names its temporary file from the target's folder and name, split by bytes; the
/// split is `URL`'s for the absolute paths it is given.
@Suite struct AtomicFileWriterSplitTests {
  static let pieces = ["a", "/", "/", ".", "-", " ", "\u{E9}", "\u{301}", "ß", "x.strings"]

  @Test func splitIsURLsForAbsolutePaths() {
    var generator = SplitMix64(seed: 0x5A17)
    for _ in 0..<2000 {
      let count = 1 + Int(generator.next() % 8)
      let path = "/" + (0..<count).map { _ in Self.pieces[Int(generator.next() % 10)] }.joined()
      // A normal file's path, as the writer is given: components split by bytes (a `/` before
      // a combining mark is one `Character`), none empty, `.` or `..`.
      let components = path.utf8.dropFirst().split(
        separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
      guard
        components.allSatisfy({
          !$0.isEmpty && !$0.elementsEqual(".".utf8) && !$0.elementsEqual("..".utf8)
        })
      else { continue }
      let url = URL(fileURLWithPath: path)
      let split = AtomicFileWriter.split(path)
      #expect(split.directory == url.deletingLastPathComponent().path, "\(path)")
      #expect(split.name == url.lastPathComponent, "\(path)")
    }
  }

  @Test func bareNameIsInTheWorkingDirectory() {
    #expect(AtomicFileWriter.split("Localizable.strings") == (".", "Localizable.strings"))
    #expect(AtomicFileWriter.split("/Localizable.strings") == ("/", "Localizable.strings"))
    #expect(AtomicFileWriter.split("/a/b/") == ("/a", "b"))
  }
}
