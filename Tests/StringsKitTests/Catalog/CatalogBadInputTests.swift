import Foundation
import Testing

@testable import StringsKit

/// Broken catalogs give diagnostics with their line and column, never a crash: every fixture
/// under `Fixtures/catalog/bad/` against its golden `.expected` list, every truncation of a real
/// catalog, and a 50 MB one.
@Suite struct CatalogBadInputTests {
  static let cases = Fixtures.cases(in: "catalog/bad", suffix: ".xcstrings")

  @Test(arguments: cases) func diagnosticsMatchTheGolden(_ name: String) throws {
    let data = try Data(contentsOf: Fixtures.url("catalog/bad/\(name).xcstrings"))
    let catalog = CatalogReader.read([UInt8](data), path: "\(name).xcstrings")
    var text = DiagnosticFormatter.text(catalog.diagnostics)
    for duplicate in catalog.duplicateKeys {
      text +=
        "\(duplicate.repeated.position(in: "\(name).xcstrings")): duplicate \(duplicate.key) "
        + "(first at \(duplicate.first.line):\(duplicate.first.column))\n"
    }
    expectGolden(text, at: "catalog/bad/\(name).expected")
    #expect(!text.isEmpty, "a bad-input fixture must produce a finding")
  }

  /// Every prefix of a small real catalog is an error at or before its end, with a position.
  @Test func everyTruncationIsAnError() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "%lld café\\n" : {
            "localizations" : {
              "de" : {
                "variations" : {
                  "plural" : {
                    "one" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%lld Café \\u00e9 \\ud83d\\ude00"
                      }
                    }
                  }
                }
              }
            },
            "shouldTranslate" : false
          },
          "x" : [
            1.5e3,
            true,
            null
          ]
        },
        "version" : "1.0"
      }
      """
    let bytes = Array(text.utf8)
    #expect(CatalogReader.read(bytes, path: "t.xcstrings").root != nil)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for length in 0..<bytes.count {
      let catalog = CatalogReader.read(Array(bytes[..<length]), path: "t.xcstrings")
      #expect(catalog.root == nil, "prefix of \(length) bytes accepted")
      let position = try #require(catalog.diagnostics.first?.position, "prefix of \(length)")
      #expect(position.line >= 1 && position.line <= lines.count)
      #expect(position.column >= 1)
    }
  }

  /// Wrong JSON types wherever the catalog shape has an expectation.
  @Test func wrongTypesAreReportedWhereTheyAre() throws {
    let data = try Data(contentsOf: Fixtures.url("catalog/bad/wrong-types.xcstrings"))
    let catalog = CatalogReader.read([UInt8](data), path: "w.xcstrings")
    #expect(catalog.diagnostics.count >= 15)
    #expect(catalog.diagnostics.allSatisfy { $0.position != nil && $0.severity == .error })
    #expect(catalog.root != nil, "the JSON itself is fine and is kept")
  }

  /// About 50 MB of catalog: read, decoded and written back unchanged.
  @Test func fiftyMegabytes() throws {
    let languages = ["de", "fr", "ja", "ru", "zh-Hans"]
    var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
    let keyCount = 60_000
    for index in 0..<keyCount {
      text += "    \"key \(index)\" : {\n      \"localizations\" : {\n"
      text += languages.map { language in
        "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
          + "            \"value\" : \"Wert \(index) für %@ — \(language)\"\n          }\n        }"
      }.joined(separator: ",\n")
      text += "\n      }\n    }\(index == keyCount - 1 ? "" : ",")\n"
    }
    text += "  },\n  \"version\" : \"1.0\"\n}"
    let bytes = Array(text.utf8)
    #expect(bytes.count > 50_000_000)
    let catalog = CatalogReader.read(bytes, path: "big.xcstrings")
    #expect(catalog.diagnostics.isEmpty)
    #expect(catalog.entries.count == keyCount)
    #expect(catalog.serialized() == bytes)
  }
}
