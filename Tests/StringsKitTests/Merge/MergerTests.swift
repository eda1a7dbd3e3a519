import Foundation
import Testing

@testable import StringsKit

/// Where new keys go, what is reported, and the files a merge refuses to touch.
@Suite struct MergerTests {
  func parse(_ text: String, _ path: String = "de.lproj/L.strings") -> StringsFile {
    StringsFileParser.parse(Data(text.utf8), path: path)
  }

  func merged(
    _ reference: String, _ language: String, _ options: MergeOptions = MergeOptions()
  ) -> (text: String, result: MergeResult) {
    let file = parse(language)
    let result = Merger(options: options).merge(
      reference: parse(reference, "en.lproj/L.strings"), into: file)
    return (String(decoding: result.data ?? file.data, as: UTF8.self), result)
  }

  @Test func newKeysFollowTheirNearestPrecedingReferenceKey() {
    let (text, result) = merged(
      "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n",
      "\"c\" = \"c\";\n\"a\" = \"a\";\n")
    // The file has no blank lines between entries, and neither do the new ones.
    #expect(text == "\"c\" = \"c\";\n\"d\" = \"D\";\n\"a\" = \"a\";\n\"b\" = \"B\";\n")
    #expect(result.added == ["b", "d"])
    #expect(result.kept == ["c", "a"])
  }

  /// A translation keyed by `e` + U+0301 does not translate the reference's U+00E9 key: the
  /// runtime never finds it. The merge adds the real key and reports the lookalike as stale.
  @Test func keysThatDifferOnlyInNormalizationAreDifferentKeys() {
    let (text, result) = merged(
      "\"caf\u{E9}\" = \"Cafe\";\n", "\"cafe\u{301}\" = \"Caf\u{E9}\";\n")
    #expect(result.added.map { Array($0.utf8) } == [Array("caf\u{E9}".utf8)])
    #expect(result.kept.isEmpty)
    #expect(result.stale.map { Array($0.utf8) } == [Array("cafe\u{301}".utf8)])
    #expect(
      text.unicodeScalars.elementsEqual(
        "\"caf\u{E9}\" = \"Cafe\";\n\"cafe\u{301}\" = \"Caf\u{E9}\";\n".unicodeScalars))
  }

  @Test func keysBeforeEveryKnownKeyGoToTheTop() {
    let (text, _) = merged(
      "\"new\" = \"N\";\n\"a\" = \"A\";\n", "/* Header */\n\n\"a\" = \"a\";\n")
    #expect(text == "/* Header */\n\n\"new\" = \"N\";\n\"a\" = \"a\";\n")
    let (empty, _) = merged("\"a\" = \"A\";\n", "/* nothing yet */\n")
    #expect(empty == "/* nothing yet */\n\n\"a\" = \"A\";\n\n")
  }

  @Test func newValueStrategies() {
    #expect(
      merged("\"k\" = \"V\";\n", "\n", MergeOptions(newValue: .empty)).text.contains(
        "\"k\" = \"\";"))
    #expect(
      merged("\"k\" = \"V\";\n", "\n", MergeOptions(newValue: .key)).text.contains("\"k\" = \"k\";")
    )
  }

  @Test func staleKeysAreWarningsAtTheirPosition() {
    let (text, result) = merged("\"a\" = \"A\";\n", "\"a\" = \"a\";\n\"old\" = \"x\";\n")
    #expect(text == "\"a\" = \"a\";\n\"old\" = \"x\";\n")
    #expect(result.data == nil)
    #expect(result.stale == ["old"])
    #expect(
      DiagnosticFormatter.text(result.diagnostics)
        == "de.lproj/L.strings:2:1: warning: \"old\" is no longer in the reference (kept; "
        + "--prune removes it)\n")
  }

  @Test func filesWithErrorsAreNotMerged() {
    let broken = merged("\"a\" = \"A\";\n", "\"a\" = \"a\"\n")
    #expect(broken.result.data == nil && broken.result.hasErrors)
    let badReference = merged("\"a\" = \"A\"\n", "\"b\" = \"b\";\n")
    #expect(badReference.result.data == nil && badReference.result.hasErrors)
    let xml = try! Data(contentsOf: Fixtures.url("strings/ok/xml-plist.strings"))
    let plist = Merger().merge(
      reference: parse("\"zzz\" = \"Z\";\n"), into: StringsFileParser.parse(xml, path: "x"))
    #expect(plist.data == nil && plist.hasErrors)
  }

  @Test func newTableCopiesTheReferenceOrWritesCanonicalText() {
    let encoding = StringsEncoding.utf16LittleEndian(bom: true)
    let data = Data(encoding.byteOrderMark + encoding.encode("/* c */\r\n\"k\" = \"v\";\r\n"))
    let reference = ReferenceTable(StringsFileParser.parse(data, path: "en"))
    #expect(Merger().newTable(from: reference).data == data)
    let empty = Merger(options: MergeOptions(newValue: .empty)).newTable(from: reference)
    #expect(
      empty.data
        == Data(encoding.byteOrderMark + encoding.encode("/* c */\r\n\"k\" = \"\";\r\n\r\n")))
    #expect(empty.added == ["k"])
  }

  @Test func referenceDuplicatesUseTheLastOccurrence() {
    let table = ReferenceTable(parse("\"a\" = \"1\";\n\"b\" = \"B\";\n\"a\" = \"2\";\n"))
    #expect(table.entries.map(\.key) == ["b", "a"])
    #expect(table.entry(forKey: "a")?.value == "2")
  }
}
