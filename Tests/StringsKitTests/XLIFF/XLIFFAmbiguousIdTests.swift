import Foundation
import Testing

@testable import StringsKit

/// A key holding `|==|` can spell the id of another key's variation: `%lld a|==|plural.one` is
/// both a key and the `one` case of `%lld a`. Neither unit is exported, an import refuses the
/// id, and the other units of both keys still go both ways.
@Suite struct XLIFFAmbiguousIdTests {
  static let json = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld a" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "new", "value" : "%lld a" } },
                  "other" : { "stringUnit" : { "state" : "new", "value" : "%lld as" } }
                }
              }
            }
          }
        },
        "%lld a|==|plural.one" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "new", "value" : "%lld plain" } }
          }
        },
        "b|==|plural.one" : {
        }
      },
      "version" : "1.0"
    }
    """

  static let catalog = CatalogReader.read(Array(json.utf8), path: "L.xcstrings")

  @Test func collidingIdsAreLeftOutOfTheExportWithAWarningAtEachKey() {
    let (file, diagnostics) = XLIFFCatalogUnits.file(
      original: "L.xcstrings", catalog: Self.catalog, sourceLanguage: "en",
      targetLanguage: "es", tool: nil)
    #expect(
      file.units.map(\.id) == [
        "%lld a|==|plural.many", "%lld a|==|plural.other", "b|==|plural.one",
      ])
    #expect(Set(file.units.map(\.id)).count == file.units.count)
    #expect(
      diagnostics.map(\.position) == [
        SourcePosition(path: "L.xcstrings", line: 4, column: 5),
        SourcePosition(path: "L.xcstrings", line: 16, column: 5),
      ])
    #expect(diagnostics.allSatisfy { $0.ruleID == "xliff-ambiguous-id" })
    #expect(
      diagnostics.first?.message
        == "the unit id \"%lld a|==|plural.one\" of \"%lld a\" reads as both the key "
        + "\"%lld a|==|plural.one\" and a variation of \"%lld a\"; not exported (a key holding "
        + "\"|==|\" clashes with variation ids)")
  }

  static func importing(_ units: [(id: String, source: String, target: String)])
    -> XLIFFImport.Result
  {
    XLIFFCatalogImport.apply(
      units.map {
        XLIFFDocument.Unit(
          id: $0.id, source: $0.source, target: XLIFFDocument.Target($0.target))
      }, to: catalog, sourceLanguage: "en", language: "es")
  }

  /// Two units with the colliding id (what an export that wrote both gave): neither lands.
  @Test func anImportRefusesTheCollidingIdAndNeverCrossesKeys() {
    let result = Self.importing([
      ("%lld a|==|plural.one", "%lld a", "%lld a es"),
      ("%lld a|==|plural.one", "%lld plain", "%lld llano"),
      ("%lld a|==|plural.other", "%lld as", "%lld as es"),
      ("b|==|plural.one", "b|==|plural.one", "b es"),
    ])
    #expect(result.skipped == ["%lld a|==|plural.one"])
    #expect(result.added == ["%lld a|==|plural.other", "b|==|plural.one"])
    #expect(
      result.diagnostics.filter { $0.severity == .error }.map(\.ruleID) == [
        "xliff-ambiguous-id"
      ])
    let after = CatalogReader.read(Array(result.data ?? Data()), path: "L.xcstrings")
    let strings = after.root?.member("strings")
    #expect(strings?.member("%lld a|==|plural.one")?.member("localizations")?.member("es") == nil)
    #expect(
      strings?.member("%lld a")?.member("localizations")?.member("es")?.member("variations")?
        .member("plural")?.member("one") == nil)
    #expect(
      strings?.member("b|==|plural.one")?.member("localizations")?.member("es")?
        .member("stringUnit")?.member("value")?.string == "b es")
  }
}
