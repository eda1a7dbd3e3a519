import Foundation
import Testing

@testable import StringsKit

/// New keys must land where CoreFoundation reads them. A table that ends early without an
/// error (an unterminated `/*`, a last key whose quote never closes) is accepted by
/// CoreFoundation, which ignores everything from there on; new entries go before that text, the
/// text itself stays byte for byte, and merging again changes nothing.
@Suite struct MergeIgnoredTailTests {
  static let reference = "/* Greeting */\n\"hello\" = \"Hello\";\n\n\"bye\" = \"Bye\";\n"

  func merge(_ language: String) -> (text: String, again: Data?, file: StringsFile) {
    let reference = StringsFileParser.parse(Data(Self.reference.utf8), path: "en.lproj/L.strings")
    let file = StringsFileParser.parse(Data(language.utf8), path: "de.lproj/L.strings")
    let data = Merger().merge(reference: reference, into: file).data ?? file.data
    let merged = StringsFileParser.parse(data, path: "de.lproj/L.strings")
    return (
      String(decoding: data, as: UTF8.self),
      Merger().merge(reference: reference, into: merged).data,
      merged
    )
  }

  @Test func newEntriesGoBeforeAnUnterminatedComment() throws {
    let language = "/* German translations: TODO\n"
    let (text, again, merged) = merge(language)
    #expect(
      text == "/* Greeting */\n\"hello\" = \"Hello\";\n\n\"bye\" = \"Bye\";\n\n" + language)
    #expect(merged.dictionary == ["hello": "Hello", "bye": "Bye"])
    #expect(again == nil, "a second merge changed the file")
    try expectCoreFoundationReads(text, as: ["hello": "Hello", "bye": "Bye"])
  }

  @Test func newEntriesGoBeforeAnUnterminatedCommentAfterTheLastEntry() throws {
    for language in [
      "\"hello\" = \"Hallo\"; /* TODO: the rest\n",
      "\"hello\" = \"Hallo\";\n\n  /* TODO: the rest\n\"bye\" = \"x\";\n",
    ] {
      let (text, again, merged) = merge(language)
      #expect(merged.dictionary == ["hello": "Hallo", "bye": "Bye"], "\(text)")
      #expect(again == nil, "a second merge changed \(text)")
      let tail = language[language.range(of: "/*")!.lowerBound...]
      #expect(text.hasSuffix(tail), "the unread text was changed: \(text)")
      try expectCoreFoundationReads(text, as: ["hello": "Hallo", "bye": "Bye"])
    }
  }

  @Test func newEntriesGoBeforeAnUnterminatedLastKey() throws {
    let language = "\"hello\" = \"Hallo\";\n\"bye = x;\n"
    let (text, again, merged) = merge(language)
    #expect(
      text == "/* Greeting */\n\"hello\" = \"Hallo\";\n\"bye\" = \"Bye\";\n\"bye = x;\n")
    #expect(merged.dictionary == ["hello": "Hallo", "bye": "Bye"])
    #expect(again == nil)
    try expectCoreFoundationReads(text, as: ["hello": "Hallo", "bye": "Bye"])
  }

  @Test func theOffsetOfIgnoredTextIsRecorded() {
    let cases: [(String, Int?)] = [
      ("\"a\" = \"1\";\n", nil),
      ("\"a\" = \"1\";\n/* open\n", 11),
      ("\"a\" = \"1\";\n\"b = 2;\n", 11),
      ("\"a\" = \"1\";\n= \"2\";\n", 11),
    ]
    for (text, offset) in cases {
      #expect(StringsFileParser.parse(Data(text.utf8), path: "x").ignoredTailOffset == offset)
    }
    let utf16 = StringsEncoding.utf16LittleEndian(bom: true)
    let data = Data(utf16.byteOrderMark + utf16.encode("\"a\" = \"1\";\n/* open\n"))
    #expect(StringsFileParser.parse(data, path: "x").ignoredTailOffset == 2 + 2 * 11)
  }

  /// `plutil` (CoreFoundation) reads `text` as exactly `table`; skipped without `plutil`.
  func expectCoreFoundationReads(_ text: String, as table: [String: String]) throws {
    guard let plutil = StringsFilePlutilDifferentialTests.plutil else {
      print("plutil not found; skipping the CoreFoundation check")
      return
    }
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ignored-tail-\(UUID().uuidString).strings")
    try Data(text.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let verdict = StringsFilePlutilDifferentialTests.verdict(plutil, for: url)
    #expect(verdict.accepted)
    #expect(verdict.table == .dictionary(table.mapValues { .string($0) }), "\(text)")
  }
}
