import Foundation
import Testing

@testable import StringsKit

/// Random catalogs (every field, variations, substitutions, string sets, unknown fields of every
/// JSON type, strings with quotes, backslashes, slashes, control characters, combining marks and
/// emoji) written, read back and written again: the same values, the same bytes, no finding,
/// and what Foundation's JSON reader makes of them.
@Suite struct CatalogWriterPropertyTests {
  @Test(arguments: 0..<40) func writeReadWriteIsStable(_ seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9)
    let root = CatalogGenerator.catalog(&random)
    let written = CatalogWriter.data(for: root)
    let catalog = CatalogReader.read(written, path: "random.xcstrings")
    #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
    #expect(catalog.duplicateKeys.isEmpty)
    let reread = try #require(catalog.root)
    #expect(reread.hasSameValue(as: root))
    #expect(catalog.serialized() == written)
    let foundation = try JSONSerialization.jsonObject(with: Data(written))
    #expect(CatalogFoundationValue.isEqual(root, foundation))
  }

  @Test func escapesAsFoundationWritesThem() {
    var out: [UInt8] = []
    CatalogWriter.writeString("a\"b\\c/d\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F}é\u{2028}", into: &out)
    #expect(
      String(decoding: out, as: UTF8.self)
        == "\"a\\\"b\\\\c/d\\n\\r\\t\\b\\f\\u0001\\u001f\u{7F}é\u{2028}\"")
  }

  @Test func emptyContainersAreABlankLine() {
    let root = CatalogNode(
      .object([
        CatalogMember("a", CatalogNode(.object([]))), CatalogMember("b", CatalogNode(.array([]))),
      ]))
    #expect(
      String(decoding: CatalogWriter.data(for: root), as: UTF8.self)
        == "{\n  \"a\" : {\n\n  },\n  \"b\" : [\n\n  ]\n}")
  }
}

/// Builds random catalog-shaped JSON with members in ``CatalogKeyOrder``, as Xcode keeps them.
enum CatalogGenerator {
  static let pieces = [
    "a", "B", "z", "é", "e\u{301}", "%@", "%lld", "%1$@", "%#@n@", " ", "/", "\"", "\\", "\n",
    "\t", "\u{1}", "\u{1F}", "😀", "日本", "10", "2", "•", ".", "-", "_",
  ]

  static func text(_ random: inout SplitMix64, maxPieces: Int = 6) -> String {
    (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in
      pieces.randomElement(using: &random)!
    }.joined()
  }

  static func object(_ members: [(String, CatalogNode)]) -> CatalogNode {
    var seen = Set<LiteralKey>()
    let unique = members.filter { seen.insert(LiteralKey($0.0)).inserted }
    let sorted = unique.sorted { CatalogKeyOrder.areInIncreasingOrder($0.0, $1.0) }
    return CatalogNode(.object(sorted.map { CatalogMember($0.0, $0.1) }))
  }

  static func string(_ text: String) -> CatalogNode { CatalogNode(.string(text)) }

  static func unknownValue(_ random: inout SplitMix64, depth: Int = 0) -> CatalogNode {
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      return CatalogNode(
        .number(["0", "-1", "2.5", "1e3", "12345678901234"][Int.random(in: 0..<5, using: &random)]))
    case 1: return CatalogNode(.bool(Bool.random(using: &random)))
    case 2: return CatalogNode(.null)
    case 3 where depth < 3:
      return CatalogNode(
        .array(
          (0..<Int.random(in: 0...2, using: &random)).map { _ in
            unknownValue(&random, depth: depth + 1)
          }))
    case 4 where depth < 3:
      return object(
        (0..<Int.random(in: 0...2, using: &random)).map { _ in
          (text(&random), unknownValue(&random, depth: depth + 1))
        })
    default: return string(text(&random))
    }
  }

  /// Fields a newer Xcode might add, anywhere.
  static func extras(_ random: inout SplitMix64) -> [(String, CatalogNode)] {
    Int.random(in: 0..<4, using: &random) == 0
      ? [("x-future-\(text(&random, maxPieces: 2))", unknownValue(&random))] : []
  }

  static func stringUnit(_ random: inout SplitMix64) -> CatalogNode {
    object(
      [
        (
          "state",
          string(["new", "translated", "needs_review", "stale"].randomElement(using: &random)!)
        ),
        ("value", string(text(&random))),
      ] + extras(&random))
  }

  static func content(_ random: inout SplitMix64, depth: Int) -> CatalogNode {
    var members: [(String, CatalogNode)] = []
    switch Int.random(in: 0..<(depth < 2 ? 4 : 2), using: &random) {
    case 0: members.append(("stringUnit", stringUnit(&random)))
    case 1:
      members.append(
        (
          "stringSet",
          object([
            ("state", string("translated")),
            (
              "values",
              CatalogNode(
                .array(
                  (0..<Int.random(in: 0...3, using: &random)).map { _ in string(text(&random)) }))
            ),
          ])
        ))
    case 2: members.append(("variations", variations(&random, depth: depth)))
    default:
      members.append(("stringUnit", stringUnit(&random)))
      members.append(
        (
          "substitutions",
          object(
            (0..<Int.random(in: 1...2, using: &random)).map { index in
              (
                "arg\(index)",
                object([
                  ("argNum", CatalogNode(.number("\(index + 1)"))),
                  (
                    "formatSpecifier",
                    string(["lld", "@", "f", ".1f"].randomElement(using: &random)!)
                  ),
                  ("variations", variations(&random, depth: depth + 1)),
                ])
              )
            })
        ))
    }
    return object(members + extras(&random))
  }

  static func variations(_ random: inout SplitMix64, depth: Int) -> CatalogNode {
    if Bool.random(using: &random) && depth < 2 {
      let devices = ["iphone", "ipad", "mac", "other"].filter { _ in Bool.random(using: &random) }
      return object([("device", object(devices.map { ($0, content(&random, depth: depth + 1)) }))])
    }
    let categories = ["zero", "one", "two", "few", "many", "other"].filter { _ in
      Bool.random(using: &random)
    }
    return object(
      [("plural", object(categories.map { ($0, object([("stringUnit", stringUnit(&random))])) }))])
  }

  static func catalog(_ random: inout SplitMix64) -> CatalogNode {
    let languages = ["de", "en", "fr", "ja", "pt-BR", "zh-Hans"]
    let keys = (0..<Int.random(in: 0...12, using: &random)).map { _ -> (String, CatalogNode) in
      var fields: [(String, CatalogNode)] = []
      if Bool.random(using: &random) { fields.append(("comment", string(text(&random)))) }
      if Bool.random(using: &random) {
        fields.append(
          (
            "extractionState",
            string(["manual", "stale", "extracted_with_value"].randomElement(using: &random)!)
          ))
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        fields.append(("shouldTranslate", CatalogNode(.bool(false))))
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        fields.append(("isCommentAutoGenerated", CatalogNode(.bool(true))))
      }
      let present = languages.filter { _ in Bool.random(using: &random) }
      if !present.isEmpty {
        fields.append(("localizations", object(present.map { ($0, content(&random, depth: 0)) })))
      }
      return (text(&random, maxPieces: 4), object(fields + extras(&random)))
    }
    return object(
      [
        ("sourceLanguage", string("en")), ("strings", object(keys)),
        ("version", string(["1.0", "1.1"].randomElement(using: &random)!)),
      ] + extras(&random))
  }
}
