import Foundation
import Testing

@testable import StringsKit

/// Random tables → export → random edits of targets → import: exactly those edits land in the
/// language file, nothing else changes, and an import without edits changes no byte.
@Suite struct XLIFFImportPropertyTests {
  /// Keys that differ only by normalisation are different keys, as at runtime.
  static let keyPool = [
    "greeting", "é", "e\u{301}", "a&b <c>", "line\nbreak", "%@ items", "quote\"d", "tab\tkey",
    "emoji 😀", "close", "Done", "x.y.z",
  ]
  static let formats = ["", " %@", " %d of %@", " %1$ld", " 100%%", " %2$@ %1$@"]

  struct Table {
    var reference: StringsFile
    var translation: StringsFile
  }

  static func text(_ random: inout SplitMix64, _ prefix: String) -> String {
    let pieces = ["a", "&", "<b>", "\n", " ", "ü", "\"", "]]>", "\r\n"]
    var text = prefix
    for _ in 0..<(random.next() % 4) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
    return text
  }

  static func makeTable(seed: UInt64) -> (Table, formatOf: [LiteralKey: String]) {
    var random = SplitMix64(seed: seed)
    var keys = keyPool.filter { _ in random.next() % 3 != 0 }
    keys.shuffle(using: &random)
    var formatOf: [LiteralKey: String] = [:]
    var reference: [StringsFileWriter.Entry] = []
    var translation: [StringsFileWriter.Entry] = []
    for key in keys {
      let format = formats[Int(random.next() % UInt64(formats.count))]
      formatOf[LiteralKey(key)] = format
      let comments = random.next() % 2 == 0 ? [] : [text(&random, "c")]
      reference.append(.init(key: key, value: text(&random, "v") + format, comments: comments))
      if random.next() % 3 != 0 {
        translation.append(.init(key: key, value: text(&random, "t") + format, comments: comments))
      }
    }
    translation.shuffle(using: &random)
    let lineEnding: LineEnding = random.next() % 2 == 0 ? .lf : .crlf
    return (
      Table(
        reference: StringsFileParser.parse(
          Data(StringsFileWriter.text(for: reference).utf8), path: "en.lproj/L.strings"),
        translation: StringsFileParser.parse(
          Data(StringsFileWriter.text(for: translation, lineEnding: lineEnding).utf8),
          path: "es.lproj/L.strings")),
      formatOf
    )
  }

  static func exportedUnits(_ table: Table) throws -> [XLIFFDocument.Unit] {
    let (file, diagnostics) = XLIFFExport.file(
      for: .init(
        original: "en.lproj/L.strings", reference: ReferenceTable(table.reference),
        translation: table.translation),
      sourceLanguage: "en", targetLanguage: "es", tool: nil)
    #expect(diagnostics.isEmpty)
    let read = XLIFFReader.read(
      XLIFFWriter.data(for: XLIFFDocument(files: [file])), path: "es.xliff")
    #expect(read.diagnostics.isEmpty)
    return try #require(read.document?.files.first?.units)
  }

  @Test(arguments: 0..<60)
  func importWritesExactlyTheEdits(_ seed: Int) throws {
    let (table, formatOf) = Self.makeTable(seed: UInt64(seed))
    var units = try Self.exportedUnits(table)
    let reference = ReferenceTable(table.reference)

    // Unchanged: no byte changes.
    let unchanged = XLIFFImport.apply(units, reference: reference, to: table.translation)
    #expect(unchanged.data == nil)
    #expect(unchanged.added.isEmpty && unchanged.changed.isEmpty && unchanged.skipped.isEmpty)

    var random = SplitMix64(seed: UInt64(seed) &+ 1_000)
    var edits: [LiteralKey: String] = [:]
    for index in units.indices where random.next() % 2 == 0 {
      let key = LiteralKey(units[index].id)
      let value = Self.text(&random, "edit\(index)") + formatOf[key]!
      units[index].target = .init(value, state: "translated")
      edits[key] = value
    }
    let result = XLIFFImport.apply(units, reference: reference, to: table.translation)
    #expect(result.skipped.isEmpty)
    #expect(result.diagnostics.isEmpty)
    let data = result.data ?? table.translation.data
    let after = StringsFileParser.parse(data, path: "es.lproj/L.strings")
    #expect(!after.hasErrors)

    let before = table.translation.entries
    var expected: [LiteralKey: (value: String, comments: [String])] = [:]
    for entry in before { expected[LiteralKey(entry.key)] = (entry.value, entry.comments) }
    for (key, value) in edits {
      let comments =
        expected[key]?.comments ?? reference.entry(forKey: key.string)!.comments
      expected[key] = (value, comments)
    }
    #expect(after.entries.count == expected.count)
    for entry in after.entries {
      let want = try #require(expected[LiteralKey(entry.key)], "unexpected key \(entry.key)")
      #expect(LiteralKey(entry.value) == LiteralKey(want.value), "value of \(entry.key)")
      #expect(entry.comments == want.comments, "comments of \(entry.key)")
    }
    // Entries already there stay in their order, and untouched ones keep their bytes.
    let afterKeys = after.entries.map { LiteralKey($0.key) }
    var position = 0
    for entry in before {
      guard let found = afterKeys[position...].firstIndex(of: LiteralKey(entry.key)) else {
        Issue.record("\(entry.key) moved or vanished")
        break
      }
      position = found + 1
      if edits[LiteralKey(entry.key)] == nil {
        let old = table.translation.data[entry.byteRange]
        let new = after.data[after.entries[found].byteRange]
        #expect(old == new, "bytes of \(entry.key)")
      }
    }

    // A second import of the same file changes nothing.
    let again = XLIFFImport.apply(units, reference: reference, to: after)
    #expect(again.data == nil)
  }
}
