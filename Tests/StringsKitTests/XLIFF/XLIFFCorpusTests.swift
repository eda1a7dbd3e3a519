import Foundation
import Testing

@testable import StringsKit

/// Real Xcode exports from `../shared/corpus/xliff/` (skipped with a note when absent).
///
/// - Every file reads without a diagnostic, with the unit and state counts its README gives.
/// - Focus for iOS ships no sources, so its project is rebuilt from `templates/` (the English
///   export: sources and notes); each locale's export then imports into it, and a second import
///   of the same file changes nothing: no byte, no unit added or changed. Its `target-language`
///   picks the locale's folder. The `.intentdefinition` file is not a table this tool edits.
/// - Go Map!! has catalogs only (`.xcstrings`): our export of each catalog equals Xcode's unit
///   for unit, and every language's export imports into the catalogs with zero changes.
@Suite struct XLIFFCorpusTests {
  static let corpus: URL? = {
    let url = Fixtures.packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/xliff")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }()

  static func read(_ url: URL) throws -> XLIFFDocument {
    let result = XLIFFReader.read(try Data(contentsOf: url), path: url.lastPathComponent)
    #expect(result.diagnostics.isEmpty, "\(url.path): \(result.diagnostics)")
    return try #require(result.document)
  }

  @Test func goMapExportsReadWithTheirStates() throws {
    guard let corpus = Self.corpus else {
      print("note: ../shared/corpus/xliff is absent; skipped")
      return
    }
    let files = Fixtures.files(
      below: corpus.appendingPathComponent("gomap/src/xliff"), suffix: ".xliff")
    #expect(files.count == 34)
    var units = 0
    var states: [String: Int] = [:]
    var noTarget = 0
    var doNotTranslate = 0
    var variations = 0
    var idsWithLineBreaks = 0
    for url in files {
      for file in try Self.read(url).files {
        for unit in file.units {
          units += 1
          if let state = unit.target?.state { states[state, default: 0] += 1 }
          if unit.target == nil { noTarget += 1 }
          if !unit.translate { doNotTranslate += 1 }
          if unit.id.contains("|==|") { variations += 1 }
          if unit.id.contains("\n") { idsWithLineBreaks += 1 }
        }
      }
    }
    #expect(units == 27_290)
    #expect(states == ["translated": 15_775, "new": 1_360, "needs-review-l10n": 947])
    #expect(noTarget == 9_208)
    #expect(doNotTranslate == 1_904)
    #expect(variations > 0 && idsWithLineBreaks > 0)
  }

  @Test func focusExportsImportIntoTheirProjectWithNoChange() throws {
    guard let corpus = Self.corpus else {
      print("note: ../shared/corpus/xliff is absent; skipped")
      return
    }
    let root = corpus.appendingPathComponent("focusios-l10n")
    let template = try Self.read(root.appendingPathComponent("templates/focus-ios.xliff"))
    // The English tables, rebuilt from the template: sources as values, notes as comments.
    var references: [String: ReferenceTable] = [:]
    for file in template.files where file.original.hasSuffix(".strings") {
      let entries = file.units.map {
        StringsFileWriter.Entry(key: $0.id, value: $0.source, comments: $0.notes.map(\.text))
      }
      let data = Data(StringsFileWriter.text(for: entries).utf8)
      references[file.original] = ReferenceTable(
        StringsFileParser.parse(data, path: file.original))
    }
    #expect(references.count == 5)

    let locales = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { FileManager.default.fileExists(atPath: "\(root.path)/\($0)/focus-ios.xliff") }
      .filter { $0 != "templates" }.sorted()
    #expect(locales.count == 90)
    var refused = 0
    var imported = 0
    var unmapped: [String] = []
    for locale in locales {
      let document = try Self.read(root.appendingPathComponent("\(locale)/focus-ios.xliff"))
      #expect(document.files.count == 6)
      #expect(document.files.reduce(0) { $0 + $1.units.count } == 258)
      for file in document.files {
        if XLIFFLanguage.folder(for: file.targetLanguage ?? "", among: ["en", locale]) != locale {
          unmapped.append("\(locale) (\(file.targetLanguage ?? "none"))")
        }
        guard let reference = references[file.original] else {
          #expect(file.original.hasSuffix(".intentdefinition"), "\(file.original)")
          continue
        }
        // First import into the locale's (absent) table, then again into what it wrote.
        let first = XLIFFImport.apply(file.units, reference: reference, to: nil)
        refused += first.skipped.count
        for diagnostic in first.diagnostics where diagnostic.severity == .error {
          print("note: \(locale): \(DiagnosticFormatter.text(diagnostic))", terminator: "")
        }
        imported += first.added.count
        guard let data = first.data else {
          // Nothing translated in this table: no file is created.
          #expect(first.added.isEmpty)
          continue
        }
        let created = StringsFileParser.parse(data, path: "\(locale).lproj/\(file.original)")
        #expect(!created.hasErrors)
        let second = XLIFFImport.apply(file.units, reference: reference, to: created)
        #expect(second.data == nil, "\(locale) \(file.original) changed on a second import")
        #expect(second.added.isEmpty && second.changed.isEmpty)
        #expect(second.unchanged.count == first.added.count)
        #expect(second.skipped == first.skipped)
      }
    }
    // `tl.lproj` is exported as Filipino (`fil`), which no tag rule can map: --language tl.
    #expect(Set(unmapped) == ["tl (fil)"])
    print("note: Focus for iOS: \(imported) translations imported, \(refused) refused")
    #expect(imported == 19_517)
    // The one refusal: cs drops the app name's %@ from "Autocomplete.mySitesDesc".
    #expect(refused == 1)
  }
}

/// Go Map!!'s catalogs against Xcode's own exports of them at the same commit.
extension XLIFFCorpusTests {
  /// ``goMapCatalogFiles(_:)`` but for the development language's (Xcode fills its targets from
  /// the sources); nil, with a note, when the corpus is absent.
  static func goMapTranslatedCatalogFiles() throws -> [(
    language: String, file: XLIFFDocument.File, catalog: Catalog
  )]? {
    guard let corpus = Self.corpus else {
      print("note: ../shared/corpus/xliff is absent; skipped")
      return nil
    }
    return try goMapCatalogFiles(corpus).filter { $0.language != "en" }
  }

  /// Every `<file>` of every language's export whose `original` is a catalog of the project,
  /// with the catalog read from `src/iOS/<original>`.
  static func goMapCatalogFiles(
    _ corpus: URL
  ) throws -> [(language: String, file: XLIFFDocument.File, catalog: Catalog)] {
    let root = corpus.appendingPathComponent("gomap/src")
    var catalogs: [String: Catalog] = [:]
    var result: [(String, XLIFFDocument.File, Catalog)] = []
    for url in Fixtures.files(below: root.appendingPathComponent("xliff"), suffix: ".xliff") {
      let language = url.deletingPathExtension().lastPathComponent
      for file in try read(url).files where file.original.hasSuffix(".xcstrings") {
        if catalogs[file.original] == nil {
          let path = root.appendingPathComponent("iOS/\(file.original)")
          catalogs[file.original] = CatalogReader.read(
            Array(try Data(contentsOf: path)), path: file.original)
        }
        result.append((language, file, catalogs[file.original]!))
      }
    }
    return result
  }

  /// Our export of each catalog is Xcode's, unit for unit: ids and their order, sources,
  /// targets, states and notes (`translate="no"` is not compared: Go Map!!'s own script adds
  /// it). The development language is not compared: Xcode fills its targets from the sources,
  /// and an export for the reference language is not something this tool writes.
  @Test func goMapCatalogExportsAreXcodes() throws {
    guard let translated = try Self.goMapTranslatedCatalogFiles() else { return }
    var compared = 0
    var files = 0
    for (language, file, catalog) in translated {
      files += 1
      let ours = XLIFFCatalogUnits.units(of: catalog, sourceLanguage: "en", language: language)
        .map(\.unit)
      #expect(
        ours.map(\.id) == file.units.map(\.id), "\(language) \(file.original): unit ids differ")
      guard ours.count == file.units.count else { continue }
      for (mine, theirs) in zip(ours, file.units) {
        compared += 1
        #expect(mine.source == theirs.source, "\(language) \(mine.id): source")
        #expect(mine.target?.text == theirs.target?.text, "\(language) \(mine.id): target")
        #expect(mine.target?.state == theirs.target?.state, "\(language) \(mine.id): state")
        #expect(
          mine.notes.map(\.text).joined() == theirs.notes.map(\.text).joined()
            && mine.notes.map(\.from) == theirs.notes.filter { !$0.text.isEmpty }.map(\.from),
          "\(language) \(mine.id): note")
      }
    }
    // Six catalogs are exported per language (the storyboard catalogs go out as storyboards).
    #expect(files == 33 * 6)
    #expect(compared == 15_607)
  }

  /// Every catalog `<file>` of every export imports into its catalog with zero changes: no unit
  /// added, changed or refused, and no byte written.
  @Test func goMapExportsImportIntoTheirCatalogsWithNoChange() throws {
    guard let translated = try Self.goMapTranslatedCatalogFiles() else { return }
    var unchanged = 0
    var untranslated = 0
    for (language, file, catalog) in translated {
      let result = XLIFFCatalogImport.apply(
        file.units, to: catalog, sourceLanguage: "en", language: language)
      let place = "\(language) \(file.original)"
      #expect(!result.couldNotEdit, "\(place)")
      #expect(result.data == nil, "\(place): bytes changed")
      #expect(result.added.isEmpty, "\(place): added \(result.added.prefix(3))")
      #expect(result.changed.isEmpty, "\(place): changed \(result.changed.prefix(3))")
      #expect(result.skipped.isEmpty, "\(place): refused \(result.skipped.prefix(3))")
      let errors = result.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(place): \(errors.prefix(2).map { DiagnosticFormatter.text($0) })")
      unchanged += result.unchanged.count
      untranslated += result.untranslated
    }
    print("note: Go Map!!: \(unchanged) units unchanged, \(untranslated) without translation")
    #expect(unchanged > 0)
  }
}
