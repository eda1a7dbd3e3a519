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

  /// Both rules read one compilation of the catalog: together or alone, each reports what it
  /// reports, with its position, for broken and unresolved plurals of several keys, the key
  /// standing for a source text it lacks, and a `#` that is no reference.
  @Test func bothRulesReportTheirOwnFindingsTogetherOrAlone() throws {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "%#@files@ left":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}},
      "#1 file":{"localizations":{"en":{"stringUnit":{"state":"new","value":"#1 file"}}}},
      "laps":{"localizations":{
      "en":{"stringUnit":{"state":"new","value":"%#@laps@"},"substitutions":{
      "laps":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "other":{"stringUnit":{"state":"new","value":"%arg laps %#@laps@"}}}}}}},
      "es":{"stringUnit":{"state":"translated","value":"%#@vueltas@"}},
      "fr":{"stringUnit":{"state":"translated","value":"%#@laps@ et %#@tours@"},"substitutions":{
      "laps":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "other":{"stringUnit":{"state":"translated","value":"%arg tours"}}}}}}}}},
      "tap":{"localizations":{"en":{"variations":{"device":{
      "iphone":{"stringUnit":{"state":"new","value":"Tap"}}}}},
      "it":{"stringUnit":{"state":"translated","value":"%#@n@"}}}}}}
      """
    let catalog = CatalogReader.read(Array(json.utf8), path: "L.xcstrings")
    func findings(_ rules: [any LintRule.Type]) throws -> [String] {
      Linter(only: rules).run(try LintInput(files: [], catalogs: [catalog])).map {
        "\($0.diagnostic.position.map { "\($0.line):\($0.column)" } ?? "-") "
          + "\($0.diagnostic.message)"
      }
    }
    let syntax = try findings([PluralSyntaxRule.self])
    let unresolved = try findings([UnresolvedPluralRule.self])
    #expect(
      syntax == [
        "5:1 the en value of \"laps\" compiles to a .stringsdict entry the runtime cannot use: "
          + "%#@laps@ in \"laps\" is reached again from its own texts; the runtime cannot "
          + "resolve a variable that refers back to itself",
        "9:1 the fr value of \"laps\" compiles to a .stringsdict entry the runtime cannot use: "
          + "%#@tours@ in \"laps\" has no dictionary \"tours\"; the text is shown as written",
        "12:25 the en value of \"tap\" compiles to a .stringsdict entry the runtime cannot use: "
          + "\"variation\" of \"tap\" has no other text, which the runtime needs",
      ])
    #expect(
      unresolved == [
        "2:1 the en value of \"%#@files@ left\" (the key itself: the source language has no "
          + "text) uses %#@files@ but has no substitution \"files\"; compiled, the text is "
          + "shown as written",
        "8:50 the es value of \"laps\" uses %#@vueltas@ but has no substitution \"vueltas\"; "
          + "compiled, the text is shown as written",
        "14:50 the it value of \"tap\" uses %#@n@ but has no substitution \"n\"; compiled, "
          + "the text is shown as written",
      ])
    let both = try findings([PluralSyntaxRule.self, UnresolvedPluralRule.self])
    #expect(both.sorted() == (syntax + unresolved).sorted())
  }
}
