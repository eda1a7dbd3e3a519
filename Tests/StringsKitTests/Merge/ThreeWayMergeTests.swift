import Foundation
import Testing

@testable import StringsKit

/// The three-way merge of each format on small files: what merges cleanly, what conflicts, how
/// a conflict is recorded in the file, and that the file always reads back.
@Suite struct ThreeWayMergeTests {
  // MARK: - Catalogs

  /// A catalog in Xcode's layout with `units` as key → language → value.
  static func catalog(_ units: [(String, [(String, String)])], extra: String = "") -> [UInt8] {
    var strings: [CatalogMember] = []
    for (key, languages) in units {
      var localizations: [CatalogMember] = []
      for (language, value) in languages {
        localizations.append(
          CatalogMember(
            language,
            .object([
              CatalogMember(
                "stringUnit",
                .object([
                  CatalogMember("state", .string("translated")),
                  CatalogMember("value", .string(value)),
                ]))
            ])))
      }
      strings.append(
        CatalogMember(key, .object([CatalogMember("localizations", .object(localizations))])))
    }
    let root = CatalogNode.object([
      CatalogMember("sourceLanguage", .string("en")), CatalogMember("strings", .object(strings)),
      CatalogMember("version", .string("1.0")),
    ])
    return CatalogWriter.data(for: root)
  }

  static func merge(_ base: [UInt8], _ ours: [UInt8], _ theirs: [UInt8], path: String)
    -> ThreeWayMergeResult
  {
    ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: path)
  }

  static func units(_ bytes: [UInt8]?, path: String) -> [String] {
    LocalizationUnitReader.lines(bytes ?? [], path: path).lines.map(\.text)
  }

  @Test func catalogKeysAddedOnBothSidesAreBothKeptInXcodeOrder() throws {
    let base = Self.catalog([("Hello", [("en", "Hello"), ("de", "Hallo")])])
    let ours = Self.catalog([
      ("Hello", [("en", "Hello"), ("de", "Hallo")]), ("Zebra", [("en", "Zebra")]),
    ])
    let theirs = Self.catalog([
      ("apple", [("en", "apple")]), ("Hello", [("en", "Hello"), ("de", "Hallo")]),
    ])
    let result = Self.merge(base, ours, theirs, path: "L.xcstrings")
    #expect(result.isClean)
    let expected = Self.catalog([
      ("apple", [("en", "apple")]), ("Hello", [("en", "Hello"), ("de", "Hallo")]),
      ("Zebra", [("en", "Zebra")]),
    ])
    #expect(result.bytes == expected)
  }

  @Test func catalogTranslationsOfDifferentLanguagesMerge() {
    let base = Self.catalog([("Hello", [("en", "Hello")])])
    let ours = Self.catalog([("Hello", [("en", "Hello there")])])
    let theirs = Self.catalog([("Hello", [("de", "Hallo"), ("en", "Hello"), ("fr", "Salut")])])
    let result = Self.merge(base, ours, theirs, path: "L.xcstrings")
    #expect(result.isClean)
    #expect(
      result.bytes
        == Self.catalog([("Hello", [("de", "Hallo"), ("en", "Hello there"), ("fr", "Salut")])]))
  }

  @Test func catalogConflictKeepsOursMarksItForReviewAndNamesBoth() throws {
    let base = Self.catalog([("Hello", [("de", "Hallo"), ("en", "Hello")])])
    let ours = Self.catalog([("Hello", [("de", "Servus"), ("en", "Hello")])])
    let theirs = Self.catalog([("Hello", [("de", "Grüß Gott"), ("en", "Hello")])])
    let result = Self.merge(base, ours, theirs, path: "L.xcstrings")
    #expect(
      result.conflicts.map { $0.line(path: "L.xcstrings") } == [
        "L.xcstrings: Hello [de]: ours \"Servus\" / theirs \"Grüß Gott\""
      ])
    let lines = Self.units(result.bytes, path: "L.xcstrings")
    #expect(lines.contains("\"Hello\" [de] value: \"Servus\""))
    #expect(lines.contains("\"Hello\" [de] state: \"needs_review\""))
    #expect(lines.contains("\"Hello\" [en] state: \"translated\""))
    #expect(CatalogReader.read(try #require(result.bytes), path: "L.xcstrings").diagnostics.isEmpty)
  }

  @Test func catalogIdenticalEditsAreClean() {
    let base = Self.catalog([("Hello", [("de", "Hallo")])])
    let edited = Self.catalog([("Hello", [("de", "Servus")]), ("New", [("en", "New")])])
    let result = Self.merge(base, edited, edited, path: "L.xcstrings")
    #expect(result.isClean)
    #expect(result.bytes == edited)
  }

  @Test func catalogRemovedOnOneSideEditedOnTheOtherConflictsAndKeepsTheEdit() {
    let base = Self.catalog([("Bye", [("de", "Tschüss")]), ("Hello", [("de", "Hallo")])])
    let ours = Self.catalog([("Hello", [("de", "Hallo")])])
    let theirs = Self.catalog([("Bye", [("de", "Ciao")]), ("Hello", [("de", "Hallo")])])
    let result = Self.merge(base, ours, theirs, path: "L.xcstrings")
    #expect(
      result.conflicts.map { $0.line(path: "p") } == [
        "p: Bye: ours (removed) / theirs \"Ciao\""
      ])
    let lines = Self.units(result.bytes, path: "L.xcstrings")
    #expect(lines.contains("\"Bye\" [de] value: \"Ciao\""))
    #expect(lines.contains("\"Bye\" [de] state: \"needs_review\""))
  }

  @Test func catalogRemovedOnOneSideUnchangedOnTheOtherIsRemoved() {
    let base = Self.catalog([("Bye", [("de", "Tschüss")]), ("Hello", [("de", "Hallo")])])
    let ours = Self.catalog([("Hello", [("de", "Hallo")])])
    let theirs = Self.catalog([("Bye", [("de", "Tschüss")]), ("Hello", [("de", "Servus")])])
    let result = Self.merge(base, ours, theirs, path: "L.xcstrings")
    #expect(result.isClean)
    #expect(result.bytes == Self.catalog([("Hello", [("de", "Servus")])]))
  }

  @Test func catalogPluralFormsMergeCategoryByCategory() throws {
    func plural(_ forms: [(String, String)]) -> [UInt8] {
      let cases = forms.map { name, text in
        CatalogMember(
          name,
          .object([
            CatalogMember(
              "stringUnit",
              .object([
                CatalogMember("state", .string("translated")),
                CatalogMember("value", .string(text)),
              ]))
          ]))
      }
      let localization = CatalogNode.object([
        CatalogMember("variations", .object([CatalogMember("plural", .object(cases))]))
      ])
      let root = CatalogNode.object([
        CatalogMember("sourceLanguage", .string("en")),
        CatalogMember(
          "strings",
          .object([
            CatalogMember(
              "%lld files",
              .object([CatalogMember("localizations", .object([CatalogMember("ru", localization)]))]
              ))
          ])),
        CatalogMember("version", .string("1.0")),
      ])
      return CatalogWriter.data(for: root)
    }
    let base = plural([("one", "%lld файл"), ("other", "%lld файла")])
    let ours = plural([("few", "%lld файла"), ("one", "%lld файл"), ("other", "%lld файла")])
    let theirs = plural([("one", "%lld файл"), ("other", "%lld файлов")])
    let result = Self.merge(base, ours, theirs, path: "L.xcstrings")
    #expect(result.isClean)
    #expect(
      result.bytes
        == plural([("few", "%lld файла"), ("one", "%lld файл"), ("other", "%lld файлов")]))
  }

  @Test func catalogDeviceVariationsMergeVariationByVariation() throws {
    func device(_ cases: [(String, String)]) -> [UInt8] {
      let members = cases.map { name, text in
        CatalogMember(
          name,
          .object([
            CatalogMember(
              "stringUnit",
              .object([
                CatalogMember("state", .string("translated")),
                CatalogMember("value", .string(text)),
              ]))
          ]))
      }
      let localization = CatalogNode.object([
        CatalogMember("variations", .object([CatalogMember("device", .object(members))]))
      ])
      return CatalogWriter.data(
        for: .object([
          CatalogMember("sourceLanguage", .string("en")),
          CatalogMember(
            "strings",
            .object([
              CatalogMember(
                "Tap",
                .object([
                  CatalogMember("localizations", .object([CatalogMember("de", localization)]))
                ]))
            ])),
          CatalogMember("version", .string("1.0")),
        ]))
    }
    let base = device([("iphone", "Tippen"), ("mac", "Klicken")])
    let ours = device([("iphone", "Antippen"), ("mac", "Klicken")])
    let theirs = device([("iphone", "Tippen"), ("mac", "Klicken"), ("watch", "Tippen")])
    let result = Self.merge(base, ours, theirs, path: "L.xcstrings")
    #expect(result.isClean)
    #expect(
      result.bytes == device([("iphone", "Antippen"), ("mac", "Klicken"), ("watch", "Tippen")]))
    let conflicting = device([("iphone", "Drücken"), ("mac", "Klicken")])
    let conflict = Self.merge(base, ours, conflicting, path: "L.xcstrings")
    #expect(
      conflict.conflicts.map { $0.line(path: "p") } == [
        "p: Tap [de device.iphone]: ours \"Antippen\" / theirs \"Drücken\""
      ])
  }

  @Test func unreadableSideGivesNoFileAndAnError() {
    let base = Self.catalog([("Hello", [("de", "Hallo")])])
    let broken = Array("{\n  \"strings\" : {\n<<<<<<< HEAD\n".utf8)
    let result = Self.merge(base, base, broken, path: "L.xcstrings")
    #expect(result.bytes == nil)
    #expect(result.diagnostics.count == 1)
    #expect(result.diagnostics.first?.message.hasPrefix("theirs is not a String Catalog") == true)
  }

  // MARK: - .strings

  static func utf16CRLF(_ text: String) -> [UInt8] {
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    return [0xFF, 0xFE] + crlf.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
  }

  @Test func stringsMergeKeepsEncodingLineEndingsAndComments() throws {
    let base = Self.utf16CRLF(
      "/* Greeting */\n\"hello\" = \"Hallo\";\n\n/* Farewell */\n\"bye\" = \"Tschüss\";\n")
    let ours = Self.utf16CRLF(
      "/* Greeting */\n\"hello\" = \"Hallo!\";\n\n/* Farewell */\n\"bye\" = \"Tschüss\";\n\n"
        + "/* Ours */\n\"ours\" = \"Unseres\";\n")
    let theirs = Self.utf16CRLF(
      "/* Greeting */\n\"hello\" = \"Hallo\";\n\n/* Theirs */\n\"theirs\" = \"Ihres\";\n\n"
        + "/* Farewell, changed */\n\"bye\" = \"Ciao\";\n")
    let result = Self.merge(base, ours, theirs, path: "de.lproj/Localizable.strings")
    #expect(result.isClean)
    let expected = Self.utf16CRLF(
      "/* Greeting */\n\"hello\" = \"Hallo!\";\n\n/* Theirs */\n\"theirs\" = \"Ihres\";\n\n"
        + "/* Farewell, changed */\n\"bye\" = \"Ciao\";\n\n/* Ours */\n\"ours\" = \"Unseres\";\n")
    #expect(result.bytes == expected)
  }

  @Test func stringsConflictKeepsOursWithACommentNamingTheirs() throws {
    let base = Array("/* Greeting */\n\"hello\" = \"Hallo\";\n".utf8)
    let ours = Array("/* Greeting */\n\"hello\" = \"Servus\";\n".utf8)
    let theirs = Array("/* Greeting */\n\"hello\" = \"Moin\";\n".utf8)
    let result = Self.merge(base, ours, theirs, path: "de.lproj/Localizable.strings")
    #expect(
      result.conflicts.map { $0.line(path: "x.strings") } == [
        "x.strings: hello: ours \"Servus\" / theirs \"Moin\""
      ])
    let merged = try #require(result.bytes)
    #expect(
      String(decoding: merged, as: UTF8.self)
        == "/* Greeting\n   strings-merge conflict: theirs \"Moin\" */\n\"hello\" = \"Servus\";\n")
    #expect(!StringsFileParser.parse(merged, path: "x.strings").hasErrors)
  }

  @Test func stringsRemovedOnOneSideEditedOnTheOtherConflicts() throws {
    let base = Array("\"a\" = \"1\";\n\"b\" = \"2\";\n".utf8)
    let ours = Array("\"a\" = \"1\";\n".utf8)
    let theirs = Array("\"a\" = \"1\";\n\"b\" = \"3\";\n".utf8)
    let result = Self.merge(base, ours, theirs, path: "x.strings")
    #expect(
      result.conflicts.map { $0.line(path: "x.strings") } == [
        "x.strings: b: ours (removed) / theirs \"3\""
      ])
    let file = StringsFileParser.parse(try #require(result.bytes), path: "x.strings")
    #expect(file.dictionary == ["a": "1", "b": "3"])
  }

  @Test func stringsRemovalOnOneSideIsApplied() throws {
    let base = Array("\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"3\";\n".utf8)
    let ours = Array("\"a\" = \"1\";\n\"b\" = \"2\";\n\"c\" = \"4\";\n".utf8)
    let theirs = Array("\"a\" = \"1\";\n\"c\" = \"3\";\n".utf8)
    let result = Self.merge(base, ours, theirs, path: "x.strings")
    #expect(result.isClean)
    #expect(result.bytes == Array("\"a\" = \"1\";\n\"c\" = \"4\";\n".utf8))
  }

  // MARK: - .stringsdict

  static func stringsdict(_ entries: [(String, [(String, String)])]) -> [UInt8] {
    Array(
      StringsdictWriter.data(
        for: entries.map { key, forms in
          StringsdictWriter.Entry(
            key: key, format: "%#@n@",
            variables: [
              .init(name: "n", ruleType: "NSStringPluralRuleType", valueType: "d", texts: forms)
            ])
        }))
  }

  @Test func stringsdictMergesKeysAndPluralCategories() throws {
    let base = Self.stringsdict([("files", [("one", "%d Datei"), ("other", "%d Dateien")])])
    let ours = Self.stringsdict([
      ("files", [("one", "%d Datei"), ("other", "%d Dateien!")]),
      ("songs", [("one", "%d Lied"), ("other", "%d Lieder")]),
    ])
    let theirs = Self.stringsdict([
      ("apps", [("one", "%d App"), ("other", "%d Apps")]),
      ("files", [("zero", "keine Dateien"), ("one", "%d Datei"), ("other", "%d Dateien")]),
    ])
    let result = Self.merge(base, ours, theirs, path: "de.lproj/Localizable.stringsdict")
    #expect(result.isClean)
    let merged = try #require(result.bytes)
    let expected = Self.stringsdict([
      ("files", [("one", "%d Datei"), ("other", "%d Dateien!"), ("zero", "keine Dateien")]),
      ("songs", [("one", "%d Lied"), ("other", "%d Lieder")]),
      ("apps", [("one", "%d App"), ("other", "%d Apps")]),
    ])
    #expect(String(decoding: merged, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
  }

  @Test func stringsdictConflictKeepsOursWithAnXMLCommentNamingTheirs() throws {
    let base = Self.stringsdict([("files", [("one", "%d Datei"), ("other", "%d Dateien")])])
    let ours = Self.stringsdict([("files", [("one", "%d Datei"), ("other", "%d Files")])])
    let theirs = Self.stringsdict([("files", [("one", "%d Datei"), ("other", "%d Dateien--")])])
    let result = Self.merge(base, ours, theirs, path: "de.lproj/Localizable.stringsdict")
    #expect(
      result.conflicts.map { $0.line(path: "p") } == [
        "p: files [n.other]: ours \"%d Files\" / theirs \"%d Dateien--\""
      ])
    let merged = try #require(result.bytes)
    let text = String(decoding: merged, as: UTF8.self)
    #expect(
      text.contains(
        "\t\t\t<!-- strings-merge conflict: theirs \"%d Dateien- -\" -->\n\t\t\t<key>other</key>\n\t\t\t<string>%d Files</string>"
      ))
    let file = StringsdictParser.parse(Data(merged), path: "p.stringsdict")
    #expect(!file.hasErrors)
  }

  // MARK: - Diff

  @Test func diffNamesEachChangeInWords() {
    let old = Self.catalog([
      ("Bye", [("de", "Tschüss")]), ("Hello", [("de", "Hallo"), ("en", "Hello")]),
    ])
    let new = Self.catalog([
      ("Hello", [("de", "Servus"), ("fr", "Salut")]), ("New", [("en", "New")]),
    ])
    let changes = LocalizationDiff.changes(
      from: LocalizationUnitReader.lines(old, path: "a.xcstrings").lines,
      to: LocalizationUnitReader.lines(new, path: "b.xcstrings").lines)
    #expect(
      changes == [
        "- \"Bye\": key removed",
        "~ \"Hello\" [de]: translation changed \"Hallo\" -> \"Servus\"",
        "~ \"Hello\" [en]: state removed \"translated\"",
        "~ \"Hello\" [en]: translation removed \"Hello\"",
        "~ \"Hello\" [fr]: state added \"translated\"",
        "~ \"Hello\" [fr]: translation added \"Salut\"",
        "+ \"New\": key added",
      ])
  }

  @Test func gitAttributesGainOnlyTheMissingLines() {
    #expect(
      GitDriverSetup.attributes(to: "*.png binary")
        == "*.png binary\n" + GitDriverSetup.attributeLines.map { $0 + "\n" }.joined())
    let complete = GitDriverSetup.attributeLines.joined(separator: "\n") + "\n"
    #expect(GitDriverSetup.attributes(to: complete) == nil)
    #expect(
      GitDriverSetup.attributes(to: "*.xcstrings   merge=strings diff=strings\n")
        == "*.xcstrings   merge=strings diff=strings\n"
        + GitDriverSetup.attributeLines.dropFirst().map { $0 + "\n" }.joined())
  }
}
