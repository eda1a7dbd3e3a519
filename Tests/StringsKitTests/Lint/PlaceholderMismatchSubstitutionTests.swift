import Foundation
import Testing

@testable import StringsKit

/// A substitution's `%arg` is found by scalars: `%arg` followed by a combining mark is one
/// character with it, and a search by characters left it in place to be read as `%a` (a
/// double), which did not match the reference's argument.
@Suite struct PlaceholderMismatchSubstitutionTests {
  @Test func argBeforeACombiningMarkIsTheSubstitutedArgument() throws {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"%#@n@"},
      "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "other":{"stringUnit":{"state":"translated","value":"%arg files"}}}}}}},
      "de":{"stringUnit":{"state":"translated","value":"%#@n@"},
      "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"%arg\\u0301 Datei"}},
      "other":{"stringUnit":{"state":"translated","value":"%arg Dateien"}}}}}}}}}}}
      """
    let catalog = CatalogReader.read(Array(json.utf8), path: "Localizable.xcstrings")
    let input = try LintInput(files: [], catalogs: [catalog])
    let findings = Linter(only: [PlaceholderMismatchRule.self]).run(input)
    #expect(findings.map(\.diagnostic.message) == [])
  }
}
