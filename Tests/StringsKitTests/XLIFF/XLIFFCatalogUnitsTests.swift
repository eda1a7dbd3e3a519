import Foundation
import Testing

@testable import StringsKit

/// The choices the catalog units make where Go Map!!'s exports say nothing, pinned.
@Suite struct XLIFFCatalogUnitsTests {
  static func catalog(_ json: String) -> Catalog {
    CatalogReader.read(Array(json.utf8), path: "L.xcstrings")
  }

  static func units(_ json: String, language: String = "es") -> [XLIFFDocument.Unit] {
    XLIFFCatalogUnits.units(of: catalog(json), sourceLanguage: "en", language: language)
      .map(\.unit)
  }

  /// Device variations are `KEY|==|device.NAME`, the form Xcode 15+ writes (WWDC23 "Discover
  /// String Catalogs"), and a plural inside a device case `KEY|==|device.NAME.plural.CATEGORY`.
  @Test func deviceVariationsAreOneUnitPerDevice() {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{"Tap":{"localizations":{"en":{
      "variations":{"device":{"iphone":{"stringUnit":{"state":"new","value":"Tap"}},
      "mac":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"%d click"}},
      "other":{"stringUnit":{"state":"new","value":"%d clicks"}}}}}}}}}}}}
      """
    let units = Self.units(json)
    #expect(
      units.map(\.id) == [
        "Tap|==|device.iphone", "Tap|==|device.mac.plural.many", "Tap|==|device.mac.plural.one",
        "Tap|==|device.mac.plural.other",
      ])
    #expect(units.map(\.source) == ["Tap", "%d clicks", "%d click", "%d clicks"])
    let (key, path) = XLIFFCatalogUnits.split("Tap|==|device.mac.plural.one")
    #expect(key == "Tap")
    #expect(path.cases == [.init("device", "mac"), .init("plural", "one")])
    #expect(path.substitution == nil)
  }

  /// A key without a source-language localization is its own source, as written: Xcode does
  /// not number its specifiers (Go Map!!'s "Results for %@ (%@)"); a key whose source
  /// localization numbers them shows that value (`%@ (%@)` → `%1$@ (%2$@)`).
  @Test func sourcesAreTheSourceLanguagesValuesOrTheKey() {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "%@ (%@)":{"localizations":{"en":{"stringUnit":{"state":"new","value":"%1$@ (%2$@)"}}}},
      "Results for %@ (%@)":{}}}
      """
    #expect(Self.units(json).map(\.source) == ["%1$@ (%2$@)", "Results for %@ (%@)"])
  }

  /// `%#@x@` is numbered with the substitution's argNum (not its position), and `%arg` in a
  /// substitution case with argNum and format specifier; the import maps both back.
  @Test func substitutionsAreNumberedByArgNum() {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{
      "stringUnit":{"state":"new","value":"%#@b@ then %#@a@"},
      "substitutions":{"a":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "other":{"stringUnit":{"state":"new","value":"%arg a"}}}}},
      "b":{"argNum":2,"formatSpecifier":"@","variations":{"plural":{
      "other":{"stringUnit":{"state":"new","value":"%arg b"}}}}}}}}}}}
      """
    let units = Self.units(json, language: "ja")
    #expect(
      units.map(\.id) == [
        "k", "k|==|substitutions.a.plural.other", "k|==|substitutions.b.plural.other",
      ])
    #expect(units.map(\.source) == ["%2$#@b@ then %1$#@a@", "%1$lld a", "%2$@ b"])
    let source = Self.catalog(json).root!.member("strings")!.member("k")!
      .member("localizations")!.member("en")!
    #expect(
      XLIFFCatalogUnits.imported("%2$#@b@ y %1$#@a@", path: .init(), in: source)
        == "%#@b@ y %#@a@")
    #expect(
      XLIFFCatalogUnits.imported(
        "%2$@ B", path: .init(substitution: "b", cases: [.init("plural", "other")]), in: source)
        == "%arg B")
  }

  /// `%arg` and `%#@NAME@` are found by scalars: followed by a combining mark, they are one
  /// character with it, and a search by characters left them as they were.
  @Test func placeholdersBeforeACombiningMarkAreNumbered() {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{
      "stringUnit":{"state":"new","value":"%#@a@\\u0301 x"},
      "substitutions":{"a":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "other":{"stringUnit":{"state":"new","value":"%arg\\u0301 a"}}}}}}}}}}}
      """
    let units = Self.units(json, language: "ja")
    #expect(units.map(\.source) == ["%1$#@a@\u{301} x", "%1$lld\u{301} a"])
    let source = Self.catalog(json).root!.member("strings")!.member("k")!
      .member("localizations")!.member("en")!
    #expect(
      XLIFFCatalogUnits.imported("%1$#@a@\u{301} y", path: .init(), in: source)
        == "%#@a@\u{301} y")
    #expect(
      XLIFFCatalogUnits.imported(
        "%1$lld\u{301} A", path: .init(substitution: "a", cases: [.init("plural", "other")]),
        in: source) == "%arg\u{301} A")
  }

  /// An id whose key holds `|==|` but no variation path after it is a plain key.
  @Test func idsSplitAtTheirLastVariationPath() {
    #expect(XLIFFCatalogUnits.split("a|==|b").key == "a|==|b")
    #expect(XLIFFCatalogUnits.split("a|==|b|==|plural.one").key == "a|==|b")
    #expect(
      XLIFFCatalogUnits.split("k|==|substitutions.n.plural.few").path
        == .init(substitution: "n", cases: [.init("plural", "few")]))
  }

  /// States both ways, including XLIFF's that catalogs lack.
  @Test func statesMapBothWays() {
    #expect(XLIFFCatalogUnits.xliffState("needs_review") == "needs-review-l10n")
    #expect(XLIFFCatalogUnits.xliffState("stale") == nil)
    #expect(XLIFFCatalogUnits.catalogState("needs-review-translation") == "needs_review")
    #expect(XLIFFCatalogUnits.catalogState("final") == "translated")
    #expect(XLIFFCatalogUnits.catalogState(nil) == "translated")
    #expect(XLIFFCatalogUnits.catalogState("new") == "translated")
  }
}
