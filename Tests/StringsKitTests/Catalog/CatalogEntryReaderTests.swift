import Foundation
import Testing

@testable import StringsKit

/// ``CatalogEntryReader`` reads what ``CatalogReader`` reads, but for the JSON document: the
/// same entries with every location, the same diagnostics and repeated keys; and
/// ``CatalogWriteBack`` writes back what ``Catalog/serialized()`` writes, with the same
/// diagnostics. For real catalogs, every fixture and damaged ones, on one core and on two.
@Suite struct CatalogEntryReaderTests {
  /// The first difference between the reads of `bytes`, or `nil`.
  static func difference(_ bytes: [UInt8], jobs: Int?) -> String? {
    let expected = CatalogReader.read(bytes, path: "Dir/Localizable.xcstrings")
    let actual = CatalogEntryReader.read(bytes, path: "Dir/Localizable.xcstrings", jobs: jobs)
    if actual.root != nil { return "a document was kept" }
    if let difference = CatalogComparison.difference(expected, actual) { return difference }
    let (written, diagnostics) = writeBack(bytes, path: "Dir/Localizable.xcstrings", jobs: jobs)
    if written != expected.serialized() { return "written back otherwise" }
    if diagnostics != expected.diagnostics {
      return "written back with the diagnostics \(diagnostics), not \(expected.diagnostics)"
    }
    return nil
  }

  /// ``CatalogWriteBack/writeBack(_:path:to:)``, its pieces joined.
  static func writeBack(_ bytes: [UInt8], path: String, jobs: Int? = nil) -> (
    written: [UInt8]?, diagnostics: [Diagnostic]
  ) {
    var joined: [UInt8] = []
    var pieces = 0
    let (written, diagnostics) = CatalogWriteBack.writeBack(bytes, path: path, jobs: jobs) {
      joined += $0
      pieces += 1
    }
    #expect(written ? pieces > 0 : pieces == 0)
    return (written ? joined : nil, diagnostics)
  }

  static func expectSame(_ bytes: [UInt8], _ what: String) {
    for jobs in [1, 2] {
      let difference = difference(bytes, jobs: jobs)
      #expect(difference == nil, "\(what), \(jobs) jobs: \(difference ?? "")")
    }
  }

  @Test func sharedCorpusCatalogs() throws {
    guard let corpus = Fixtures.sharedCorpus("") else {
      print("skipping: ../shared/corpus is not there")
      return
    }
    let urls = Fixtures.files(below: corpus, suffix: ".xcstrings")
    #expect(!urls.isEmpty)
    for url in urls { Self.expectSame(try [UInt8](Data(contentsOf: url)), url.path) }
  }

  @Test func fixtureCatalogs() throws {
    let urls = Fixtures.files(below: Fixtures.root, suffix: ".xcstrings")
    #expect(urls.count >= 20)
    for url in urls { Self.expectSame(try [UInt8](Data(contentsOf: url)), url.path) }
  }

  /// Catalogs to damage: one with every kind of content, one of wrong types, a generated one.
  static func bases() throws -> [(String, [UInt8])] {
    try ["lint/catalogs/App/Resources/Localizable.xcstrings", "catalog/bad/wrong-types.xcstrings"]
      .map { ($0, try [UInt8](Data(contentsOf: Fixtures.url($0)))) }
      + [("generated", GeneratedCatalog.bytes(keys: 12, languageCount: 4))]
  }

  @Test func truncatedCatalogs() throws {
    for (name, bytes) in try Self.bases() {
      let step = max(1, bytes.count / 150)
      let offsets =
        Array(stride(from: 0, to: bytes.count, by: step))
        + (0..<40).map {
          bytes.count - 1 - $0
        }
      for offset in offsets where offset >= 0 {
        Self.expectSame(Array(bytes[..<offset]), "\(name) cut at \(offset)")
      }
    }
  }

  /// Each first occurrence of `old` replaced by `new`.
  static func replacing(_ bytes: [UInt8], _ old: String, _ new: String) -> [UInt8]? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let range = text.range(of: old) else { return nil }
    return Array(text.replacingCharacters(in: range, with: new).utf8)
  }

  @Test func damagedCatalogs() throws {
    let replacements = [
      ("\"state\" : \"translated\"", "\"state\" : 7"),
      ("\"state\" : \"translated\"", "\"state\" : \"done\""),
      ("\"value\" : \"", "\"value\" : null, \"other\" : \""),
      ("\"localizations\" : {", "\"localizations\" : 3, \"x\" : {"),
      ("\"localizations\" : {", "\"localizations\" : {\"en\" : [1, {\"]\" : \"}\"}], \"e\" : {"),
      ("\"stringUnit\" : {", "\"stringUnit\" : [], \"stringSet\" : {\"values\" : [1]}, \"y\" : {"),
      ("\"strings\" : {", "\"strings\" : {\"a\" : 1, \"b\" : \"\\\"}\", \"c\" : [], \"d\" : {},"),
      ("\"strings\" : {", "\"strings\" : {\"a\" : {\"shouldTranslate\" : \"no\"}, \"a\" : {},"),
      ("\"localizations\" : {", "\"localizations\" : {\"de\" : {}, \"de\" : {\"x\" : 1},"),
      ("\"sourceLanguage\" : \"en\"", "\"sourceLanguage\" : \"en\", \"strings\" : {}"),
      ("\"sourceLanguage\" : \"en\"", "\"sourceLanguage\" : 1"),
      ("\"sourceLanguage\" : \"en\",", ""),
      (
        "\"strings\" : {",
        "\"strings\" : {\"k\" : {\"localizations\" : {\"en\" : {\"x\" : 1}}}}, \"s\" : {"
      ),
      ("{", "\u{FEFF}\r\n {"),
      ("\n", "\r\n"),
      ("\n", "\r"),
      ("\"value\" : \"", "\"value\" : \"\\ud83d\\ude00 \\u00e9"),
      ("\"value\" : \"", "\"value\" : \"\\ud83d"),
      ("\"value\" : \"", "\"value\" : \"\n"),
      ("\"value\" : \"", "\"value\" : 1e999, \"v\" : \""),
      ("\"value\" : \"", "\"value\" : 01, \"v\" : \""),
      ("\"value\" : \"", "\"value\" : tru, \"v\" : \""),
      ("\"localizations\" : {", "\"localizations\" : {,"),
      ("\"localizations\" : {", "\"localizations\" : {\"en\" : {}},"),
      ("}", "},"),
      (" : {", " : "),
      (" : {", " {"),
    ]
    for (name, bytes) in try Self.bases() {
      for (old, new) in replacements {
        guard let damaged = Self.replacing(bytes, old, new) else { continue }
        Self.expectSame(damaged, "\(name) with \(old) as \(new)")
      }
      for offset in stride(from: 1, to: bytes.count, by: max(1, bytes.count / 20)) {
        Self.expectSame(
          Array(bytes[..<offset]) + [0xFF] + Array(bytes[offset...]), "\(name), 0xFF at \(offset)")
      }
    }
  }

  @Test func unusualDocuments() {
    let documents = [
      "", "  ", "[]", "{}", "1", "{\"strings\" : []}", "{\"strings\" : {}}",
      "{\"strings\" : {\"a\" : {}}, \"sourceLanguage\" : \"en\", \"version\" : \"1.0\"}",
      "{\"strings\" : {\"a\" : {}}, \"strings\" : {\"b\" : {}}}",
      "{\"strings\" : {\"a\" : {}, \"a\" : {\"comment\" : 1}}, \"sourceLanguage\" : \"en\"}",
      "{\"x\" : {\"strings\" : {\"a\" : 1}}, \"strings\" : {\"a\" : true}}",
      "[{\"strings\" : {\"a\" : 1}}]",
      "{\"strings\" : {\"a\" : {}}} x",
      "{\"strings\" : {\"a\" : {\"localizations\" : {\"en\" : {\"stringUnit\" : {}}}}}}",
      "{\"strings\" : {\"a\" : \"\\\\\", \"b\" : \"\\\\\\\"\"}}",
      "{\"strings\" : {\"a\" : {\"b\" : \"c\\",
      "{\"strings\" : {\"a\" : ",
      "{\"strings\" : {\"a\" : 12ab}}",
      "{\"strings\" : {\"a\" : -}}",
      "{\"strings\" : {\"a\"  }}",
      "{\"strings\" : {\"a\" : {\"b\" : [1, 2, ], \"c\" : 1}}}",
      "{\"strings\" : {\"a\" : {]}}",
      "{\"strings\" : {\"a\" : [}}}",
      "{\"strings\" : {\"Ä\" : {}, \"A\u{308}\" : {}}}",
    ]
    for document in documents { Self.expectSame(Array(document.utf8), document) }
    for depth in [500, 507, 508, 509, 510, 511, 600] {
      let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      Self.expectSame(Array("{\"strings\" : {\"a\" : \(nested)}}".utf8), "\(depth) deep")
    }
  }

  /// Big enough to be read on every core when not told otherwise.
  @Test func bigCatalog() {
    let bytes = GeneratedCatalog.bytes(keys: 400)
    #expect(bytes.count >= CatalogEntryReader.parallelSize)
    let expected = CatalogReader.read(bytes, path: "Localizable.xcstrings")
    let actual = CatalogEntryReader.read(bytes, path: "Localizable.xcstrings")
    #expect(actual.entries.count == 400)
    #expect(CatalogComparison.difference(expected, actual) == nil)
    let (written, diagnostics) = Self.writeBack(bytes, path: "Localizable.xcstrings")
    #expect(written == bytes)
    #expect(written == expected.serialized())
    #expect(diagnostics == expected.diagnostics)
  }

  /// A catalog of megabytes is written back in pieces, never held whole, and the pieces are
  /// the file.
  @Test func bigCatalogWrittenBackInPieces() {
    let bytes = GeneratedCatalog.bytes(keys: 3_000)
    #expect(bytes.count > 2 << 20)
    var pieces: [[UInt8]] = []
    let (written, diagnostics) = CatalogWriteBack.writeBack(bytes, path: "Localizable.xcstrings") {
      pieces.append($0)
    }
    #expect(written)
    #expect(diagnostics == CatalogReader.read(bytes, path: "Localizable.xcstrings").diagnostics)
    #expect(pieces.count > 2)
    #expect(pieces.allSatisfy { $0.count < 2 << 20 })
    #expect(Array(pieces.joined()) == bytes)
  }
}
