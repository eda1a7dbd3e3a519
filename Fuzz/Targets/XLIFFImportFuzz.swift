import Foundation

/// libFuzzer entry point for the XLIFF import: the input is an XLIFF document, imported into a
/// small project held in memory: the String Catalog and the `.strings` tables of the
/// `Fixtures/xliff` import fixtures (built-in ones when those are not there), and a built-in
/// catalog with the shapes imports have gone wrong on (a plural without `other`, an empty
/// plural, a key holding `|==|` that spells another key's variation, a translation varying by
/// device where the source does not).
///
/// The import never throws, so a crash, a sanitizer report or a hang (`-timeout`) is a bug by
/// itself. On top of that every `<file>` of an accepted document, imported into the catalog for
/// its target language (and Spanish) and into the Spanish `.strings` table, must satisfy, or the
/// target traps:
/// - every id is reported once at most (added, changed, unchanged or skipped);
/// - the new catalog reads without errors, and so does the new `.strings` table;
/// - the same units imported again change nothing;
/// - the new catalog exported and imported into itself changes nothing and refuses nothing.
func xliffImportFuzz(_ data: Data) {
  guard let document = XLIFFReader.read(data, path: "fuzz.xliff").document else { return }
  for file in document.files {
    var languages = ["es"]
    if let target = file.targetLanguage, ImportProject.languages.contains(target),
      target != "es"
    {
      languages.append(target)
    }
    for language in languages {
      checkCatalogImport(file.units, language: language)
    }
    checkStringsImport(file.units)
  }
}

/// The project the units are imported into, read once.
enum ImportProject {
  /// Target languages taken from the input as they are (others would only be refused).
  static let languages: Set<String> = ["es", "ru", "ja", "fr", "de", "ar", "pl"]

  /// The fixtures' catalog (when it is there) and the built-in one with the shapes imports
  /// have gone wrong on.
  static let catalogs: [Catalog] = {
    var sources = [builtInCatalog]
    if let fixture = FileManager.default.contents(
      atPath: "Fixtures/xliff/import-catalog-changes/before/app/Resources/Localizable.xcstrings")
    {
      sources.append(String(decoding: fixture, as: UTF8.self))
    }
    return sources.map { source in
      let catalog = CatalogReader.read(Array(source.utf8), path: "Localizable.xcstrings")
      precondition(catalog.blockingDiagnostics.isEmpty, "the project catalog reads cleanly")
      return catalog
    }
  }()

  static let reference: ReferenceTable = ReferenceTable(
    StringsFileParser.parse(
      FileManager.default.contents(
        atPath: "Fixtures/xliff/import-changes/before/Resources/en.lproj/Localizable.strings")
        ?? Data(#""greeting" = "Hello";\n"farewell" = "Bye %@";\n"#.utf8),
      path: "en.lproj/Localizable.strings"))

  static let spanish: StringsFile? = FileManager.default.contents(
    atPath: "Fixtures/xliff/import-changes/before/Resources/es.lproj/Localizable.strings"
  ).map { StringsFileParser.parse($0, path: "es.lproj/Localizable.strings") }

  static let builtInCatalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "%lld runs":{"localizations":{"en":{"variations":{"plural":{
    "one":{"stringUnit":{"state":"new","value":"%lld run"}},
    "other":{"stringUnit":{"state":"new","value":"%lld runs"}}}}}}},
    "Tap":{"localizations":{"en":{"variations":{"device":{
    "mac":{"stringUnit":{"state":"new","value":"Click"}},
    "other":{"stringUnit":{"state":"new","value":"Tap"}}}}}}},
    "%lld laps":{"localizations":{"en":{"stringUnit":{"state":"new","value":"%#@laps@"},
    "substitutions":{"laps":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
    "one":{"stringUnit":{"state":"new","value":"%arg lap"}},
    "other":{"stringUnit":{"state":"new","value":"%arg laps"}}}}}}}}},
    "Hello":{},
    "%lld odd":{"localizations":{"en":{"variations":{"plural":{
    "one":{"stringUnit":{"state":"new","value":"%lld odd"}}}}}}},
    "%lld none":{"localizations":{"en":{"variations":{"plural":{}}}}},
    "%lld a":{"localizations":{"en":{"variations":{"plural":{
    "one":{"stringUnit":{"state":"new","value":"%lld a"}},
    "other":{"stringUnit":{"state":"new","value":"%lld as"}}}}}}},
    "%lld a|==|plural.one":{"localizations":{"en":{"stringUnit":{"state":"new",
    "value":"%lld plain"}}}},
    "Sync":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Sync"}},
    "es":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated",
    "value":"Sincronizar"}}}}}}}}}
    """
}

private func checkCatalogImport(_ units: [XLIFFDocument.Unit], language: String) {
  for catalog in ImportProject.catalogs {
    checkCatalogImport(units, into: catalog, language: language)
  }
}

private func checkCatalogImport(
  _ units: [XLIFFDocument.Unit], into catalog: Catalog, language: String
) {
  let result = XLIFFCatalogImport.apply(
    units, to: catalog, sourceLanguage: "en", language: language)
  precondition(!result.couldNotEdit, "the project catalog can be edited")
  expectEachIdOnce(result)
  guard let data = result.data else { return }
  let updated = CatalogReader.read(Array(data), path: "Localizable.xcstrings")
  precondition(updated.blockingDiagnostics.isEmpty, "the imported catalog reads cleanly")

  let again = XLIFFCatalogImport.apply(units, to: updated, sourceLanguage: "en", language: language)
  precondition(again.data == nil, "importing the same units twice changes the catalog again")

  let export = XLIFFCatalogUnits.file(
    original: "Localizable.xcstrings", catalog: updated, sourceLanguage: "en",
    targetLanguage: language, tool: nil)
  let back = XLIFFCatalogImport.apply(
    export.file.units, to: updated, sourceLanguage: "en", language: language)
  precondition(back.data == nil, "importing the catalog's own export changes it")
  precondition(back.skipped.isEmpty, "the catalog's own export is refused in part")
  precondition(back.added.isEmpty && back.changed.isEmpty, "the own export reports changes")
}

private func checkStringsImport(_ units: [XLIFFDocument.Unit]) {
  let result = XLIFFImport.apply(
    units, reference: ImportProject.reference, to: ImportProject.spanish)
  expectEachIdOnce(result)
  guard let data = result.data else { return }
  let updated = StringsFileParser.parse(data, path: "es.lproj/Localizable.strings")
  precondition(!updated.hasErrors, "the imported .strings table parses without errors")
  let again = XLIFFImport.apply(units, reference: ImportProject.reference, to: updated)
  precondition(again.data == nil, "importing the same units twice changes the table again")
}

private func expectEachIdOnce(_ result: XLIFFImport.Result) {
  var seen = Set<LiteralKey>()
  for id in result.added + result.changed + result.unchanged + result.skipped {
    precondition(seen.insert(LiteralKey(id)).inserted, "an id is reported twice")
  }
}
