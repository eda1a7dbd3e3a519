import Foundation
import Testing

@testable import StringsKit

/// An import refuses a unit whose variation path the source does not have, or that does not
/// fit the shape the translation already has: either would leave two kinds of variation (or a
/// plain string beside variations) in one localization, which the compiler drops whole.
@Suite struct XLIFFVariationPathRefusalTests {
  static let pluralOnly = """
    {"sourceLanguage":"en","version":"1.0","strings":{"%lld kcal burned":{"localizations":{
    "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"%lld kcal burned"}},
    "other":{"stringUnit":{"state":"new","value":"%lld kcal burned"}}}}}LANGUAGE}}}}
    """

  static func importing(_ id: String, into es: String = "") -> XLIFFImport.Result {
    let json = pluralOnly.replacingOccurrences(of: "LANGUAGE", with: es)
    let catalog = CatalogReader.read(Array(json.utf8), path: "L.xcstrings")
    let unit = XLIFFDocument.Unit(
      id: id, source: "%lld kcal burned",
      target: XLIFFDocument.Target(
        "%lld kcal quemadas", position: SourcePosition(path: "es.xliff", line: 7, column: 9)))
    return XLIFFCatalogImport.apply([unit], to: catalog, sourceLanguage: "en", language: "es")
  }

  @Test func aDeviceCaseOfAPluralOnlyKeyIsRefused() {
    for es in [
      "",
      #","es":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld kcal"}}}}}"#,
    ] {
      let result = Self.importing("%lld kcal burned|==|device.mac", into: es)
      #expect(result.added == [])
      #expect(result.data == nil)
      #expect(result.skipped == ["%lld kcal burned|==|device.mac"])
      #expect(
        result.diagnostics.map(\.message) == [
          "\"%lld kcal burned|==|device.mac\" varies by 'device', which \"%lld kcal burned\" "
            + "does not in the source language; not imported"
        ])
      #expect(
        result.diagnostics.map(\.position) == [SourcePosition(path: "es.xliff", line: 7, column: 9)]
      )
      #expect(result.diagnostics.map(\.ruleID) == ["xliff-unknown-key"])
    }
  }

  /// A plain translation of a plural key is exported as one unit; a plural case for it (from
  /// an older export) would put variations beside the string.
  @Test func aPluralCaseForAPlainTranslationIsRefused() {
    let result = Self.importing(
      "%lld kcal burned|==|plural.one",
      into: #","es":{"stringUnit":{"state":"translated","value":"%lld kcal"}}"#)
    #expect(result.data == nil)
    #expect(result.skipped == ["%lld kcal burned|==|plural.one"])
    #expect(
      result.diagnostics.map(\.message) == [
        "\"%lld kcal burned|==|plural.one\" does not fit the translation of "
          + "\"%lld kcal burned\", which is a plain string; not imported"
      ])
  }

  /// The cases the source has still import into a language that has none yet.
  @Test func aPluralCaseOfThePluralIsAdded() {
    let result = Self.importing("%lld kcal burned|==|plural.many")
    #expect(result.added == ["%lld kcal burned|==|plural.many"])
    #expect(result.data != nil)
  }
}
