import Foundation
import Testing

@testable import StringsKit

/// Catalogs whose compiled tables the runtime cannot use lint with the error the compiled
/// tables draw, at the localization.
@Suite struct CatalogCompiledFormLintTests {
  static func findings(_ es: String) throws -> [String] {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld laps, %lld min":{"localizations":{
      "en":{"stringUnit":{"state":"new","value":"%#@laps@, %#@minutes@"},"substitutions":{
      "laps":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"new","value":"%arg lap"}},
      "other":{"stringUnit":{"state":"new","value":"%arg laps"}}}}},
      "minutes":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"new","value":"%arg minute"}},
      "other":{"stringUnit":{"state":"new","value":"%arg minutes"}}}}}}},
      "es":\(es)}}}}
      """
    let catalog = CatalogReader.read(Array(json.utf8), path: "L.xcstrings")
    return Linter().run(try LintInput(files: [], catalogs: [catalog]))
      .filter { ["plural-syntax", "unresolved-plural"].contains($0.diagnostic.ruleID) }
      .map { "\($0.diagnostic.ruleID?.description ?? "-"): \($0.diagnostic.message)" }
  }

  /// What importing only the format unit gives: the translation without its substitutions.
  @Test func aTranslationReferringToNoSubstitutionIsUnresolved() throws {
    #expect(
      try Self.findings(
        #"{"stringUnit":{"state":"translated","value":"%2$#@minutes@ y %1$#@laps@"}}"#) == [
          "unresolved-plural: the es value of \"%lld laps, %lld min\" uses %#@minutes@ but has "
            + "no substitution \"minutes\"; compiled, the text is shown as written"
        ])
  }

  @Test func aMissingOrSelfReferringSubstitutionIsAPluralSyntaxError() throws {
    let missing = try Self.findings(
      #"{"stringUnit":{"state":"translated","value":"%#@laps@ y %#@minutos@"},"substitutions":{"#
        + #""laps":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"#
        + #""other":{"stringUnit":{"state":"translated","value":"%arg vueltas"}}}}}}}"#)
    #expect(
      missing == [
        "plural-syntax: the es value of \"%lld laps, %lld min\" compiles to a .stringsdict "
          + "entry the runtime cannot use: %#@minutos@ in \"%lld laps, %lld min\" has no "
          + "dictionary \"minutos\"; the text is shown as written"
      ])
    let looping = try Self.findings(
      #"{"stringUnit":{"state":"translated","value":"%#@laps@"},"substitutions":{"#
        + #""laps":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"#
        + #""other":{"stringUnit":{"state":"translated","value":"%arg vueltas %#@laps@"}}}}}}}"#)
    #expect(
      looping == [
        "plural-syntax: the es value of \"%lld laps, %lld min\" compiles to a .stringsdict "
          + "entry the runtime cannot use: %#@laps@ in \"%lld laps, %lld min\" is reached again "
          + "from its own texts; the runtime cannot resolve a variable that refers back to itself"
      ])
  }

  /// The catalog of the XLIFF export fixture: its device variation has no `other`, which the
  /// compiled `.stringsdict` needs.
  @Test func aDeviceVariationWithoutOtherIsAPluralSyntaxError() throws {
    let url = Fixtures.url(
      "xliff/export-catalog/before/catalog-app/Resources/Localizable.xcstrings")
    let catalog = CatalogReader.read(Array(try Data(contentsOf: url)), path: "L.xcstrings")
    let errors = Linter().run(try LintInput(files: [], catalogs: [catalog]))
      .filter { $0.diagnostic.severity == .error }
    #expect(errors.map(\.key) == ["Tap to sync", "Tap to sync"])
    #expect(
      errors.first?.diagnostic.message
        == "the en value of \"Tap to sync\" compiles to a .stringsdict entry the runtime cannot "
        + "use: \"variation\" of \"Tap to sync\" has no other text, which the runtime needs")
  }
}
