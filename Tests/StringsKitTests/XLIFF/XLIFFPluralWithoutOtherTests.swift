import Foundation
import Testing

@testable import StringsKit

/// A plural without `other` (or with no case at all, or only inside a substitution) exports the
/// cases it has and imports into them: the walk over variation cases only goes down.
@Suite struct XLIFFPluralWithoutOtherTests {
  static func catalog(_ json: String) -> Catalog {
    CatalogReader.read(Array(json.utf8), path: "L.xcstrings")
  }

  static func ids(_ json: String, language: String) -> [String] {
    XLIFFCatalogUnits.units(of: catalog(json), sourceLanguage: "en", language: language)
      .map(\.unit.id)
  }

  static let withoutOther = """
    {"sourceLanguage":"en","version":"1.0","strings":{"%lld runs":{"localizations":{"en":{
    "variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"%lld run"}}}}}}}}}
    """

  static let emptyPlural = """
    {"sourceLanguage":"en","version":"1.0","strings":{"%lld runs":{"localizations":{"en":{
    "variations":{"plural":{}}}}}}}
    """

  static let substitutionWithoutOther = """
    {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{
    "stringUnit":{"state":"new","value":"%#@n@"},
    "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
    "one":{"stringUnit":{"state":"new","value":"%arg run"}}}}}}}}}}}
    """

  static let deviceOverPluralWithoutOther = """
    {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{
    "variations":{"device":{"mac":{"variations":{"plural":{"one":{"stringUnit":{"state":"new",
    "value":"%lld click"}}}}}}}}}}}}
    """

  @Test func aPluralWithoutOtherExportsTheCasesItHas() {
    #expect(Self.ids(Self.withoutOther, language: "es") == ["%lld runs|==|plural.one"])
    #expect(Self.ids(Self.withoutOther, language: "ja") == [])
    #expect(Self.ids(Self.emptyPlural, language: "es") == [])
    #expect(
      Self.ids(Self.substitutionWithoutOther, language: "es") == [
        "k", "k|==|substitutions.n.plural.one",
      ])
    #expect(
      Self.ids(Self.deviceOverPluralWithoutOther, language: "fr") == [
        "k|==|device.mac.plural.one"
      ])
  }

  @Test func importingIntoAPluralWithoutOtherFinishes() {
    for json in [Self.withoutOther, Self.emptyPlural, Self.substitutionWithoutOther] {
      let catalog = Self.catalog(json)
      let units = XLIFFCatalogUnits.units(of: catalog, sourceLanguage: "en", language: "es")
        .map { unit -> XLIFFDocument.Unit in
          var translated = unit.unit
          translated.target = XLIFFDocument.Target(translated.source + " es")
          return translated
        }
      let result = XLIFFCatalogImport.apply(
        units, to: catalog, sourceLanguage: "en", language: "es")
      #expect(result.skipped == [])
      #expect(result.added.count == units.count)
    }
  }
}
