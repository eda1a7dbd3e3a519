import Foundation
import StringsKit
import Testing

@testable import StringsCLI

/// Translate Toolkit (the engine under Weblate and Pootle) as a real client: it reads every unit
/// we export as our tables hold it, and what it writes back imports cleanly. Skipped with a
/// note when `python3 -c 'import translate'` fails (`pip install translate-toolkit`).
@Suite struct TranslateToolkitTests {
  static let available: Bool = {
    guard IndependentXML.python != nil else { return false }
    return (try? IndependentXML.runPython("import translate.storage.xliff", input: Data()).status)
      == 0
  }()

  /// Whether Translate Toolkit can be imported; prints why the test is skipped when not.
  static func isAvailable() -> Bool {
    if !available {
      print("note: translate-toolkit is not installed (pip install translate-toolkit); skipped")
    }
    return available
  }

  /// `[original, id, source, target or null, notes]` per unit, as its XLIFF reader sees them.
  static let readScript = """
    import sys, json
    from translate.storage import xliff
    store = xliff.xlifffile.parsefile(open(sys.argv[1], 'rb'))
    rows = []
    for unit in store.units:
        original, _, unit_id = unit.getid().partition('\\x04')
        rows.append([original, unit_id, unit.source,
                     unit.target if unit.hasplural() or unit.target is not None else None,
                     unit.getnotes()])
    sys.stdout.write(json.dumps(rows))
    """

  /// Prefixes every target with "TT " and gives the untranslated units a target, then saves.
  static let translateScript = """
    import sys
    from translate.storage import xliff
    store = xliff.xlifffile.parsefile(open(sys.argv[1], 'rb'))
    for unit in store.units:
        unit.target = 'TT ' + (unit.target or unit.source)
    store.savefile(sys.argv[1])
    """

  func project() throws -> URL {
    let folder = try MergeHarness.scratchFolder()
    try MergeHarness.write(
      MergeHarness.tree(Fixtures.url("sample-app/Resources")),
      to: folder.appendingPathComponent("App/Resources"))
    // A language with no translations yet, and awkward text.
    try MergeHarness.write(
      [
        "App/Resources/en.lproj/Extra.strings": Data(
          "/* Uses & and <b> */\n\"a&b <c>\" = \"Tom & \\\"Jerry\\\" <3>\";\n\n\"two\\nlines\" = \"x\\ny\";\n"
            .utf8)
      ], to: folder)
    return folder
  }

  @Test func readsEveryExportedUnitAsOurTablesHoldIt() throws {
    guard Self.isAvailable() else { return }
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (language, _, rows) in try exportedRows(folder, languages: ["es", "nl"]) {
      var expected: [(String, String, String, String?, String)] = []
      for table in ["Extra", "Localizable"] {
        let original = "Resources/en.lproj/\(table).strings"
        let reference = ReferenceTable(try parse(folder, "App/\(original)"))
        let translation = try? parse(folder, "App/Resources/\(language).lproj/\(table).strings")
        for entry in reference.entries {
          let target = translation?.entries.last { LiteralKey($0.key) == LiteralKey(entry.key) }
          expected.append(
            (
              original, entry.key, entry.value, target?.value,
              entry.comments.joined(separator: "\n")
            ))
        }
      }
      #expect(rows.count == expected.count)
      for (row, want) in zip(rows, expected) {
        #expect(row[0] as? String == want.0)
        #expect(row[1] as? String == want.1)
        #expect(row[2] as? String == want.2)
        #expect(row[3] as? String == want.3, "target of \(want.1)")
        #expect(row[4] as? String == want.4, "note of \(want.1)")
      }
    }
  }

  @Test func whatItWritesBackImportsCleanly() throws {
    guard Self.isAvailable() else { return }
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, output, status) = try translatedByToolkitAndImported(folder, language: "es")
    #expect(status == .clean, "\(output)")
    #expect(!output.contains("skipped") || output.contains(" 0 skipped"), "\(output)")
    for table in ["Extra", "Localizable"] {
      let reference = ReferenceTable(try parse(folder, "App/Resources/en.lproj/\(table).strings"))
      let translation = try parse(folder, "App/Resources/es.lproj/\(table).strings")
      #expect(!translation.hasErrors)
      for entry in translation.entries {
        #expect(entry.value.hasPrefix("TT "), "\(entry.key) = \(entry.value)")
      }
      #expect(
        Set(translation.entries.map { LiteralKey($0.key) })
          == Set(reference.entries.map { LiteralKey($0.key) }))
    }
  }

  /// The plural tables: a `.stringsdict` and a String Catalog (with plural, substitution and
  /// device units, a line break in an id, `translate="no"`, an auto-generated note).
  func pluralProject() throws -> URL {
    let folder = try MergeHarness.scratchFolder()
    try MergeHarness.write(
      MergeHarness.tree(Fixtures.url("xliff/import-xcloc-unchanged-plurals/before/app")),
      to: folder.appendingPathComponent("App"))
    return folder
  }

  @Test func readsStringsdictAndCatalogUnitsAsWeWroteThem() throws {
    guard Self.isAvailable() else { return }
    let folder = try pluralProject()
    defer { try? FileManager.default.removeItem(at: folder) }
    var plural = 0
    for (_, url, rows) in try exportedRows(folder, languages: ["es", "ru"]) {
      let document = try #require(
        XLIFFReader.read(try Data(contentsOf: url), path: url.lastPathComponent).document)
      let units = document.files.flatMap { file in file.units.map { (file.original, $0) } }
      #expect(rows.count == units.count)
      for (row, (original, unit)) in zip(rows, units) {
        #expect(row[0] as? String == original)
        #expect(row[1] as? String == unit.id)
        #expect(row[2] as? String == unit.source, "source of \(unit.id)")
        #expect(row[3] as? String == unit.target?.text, "target of \(unit.id)")
        #expect(
          row[4] as? String == unit.notes.map(\.text).joined(separator: "\n"),
          "note of \(unit.id)")
        if original.hasSuffix(".stringsdict") || unit.id.contains("|==|") { plural += 1 }
      }
    }
    #expect(plural > 20)
  }

  @Test func whatItWritesIntoStringsdictAndCatalogUnitsImportsCleanly() throws {
    guard Self.isAvailable() else { return }
    let folder = try pluralProject()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (xliff, output, status) = try translatedByToolkitAndImported(folder, language: "ru")
    #expect(status == .clean, "\(output)")
    let reports = output.split(separator: "\n").filter { $0.contains(" skipped") }
    #expect(!reports.isEmpty && reports.allSatisfy { $0.contains(" 0 skipped") }, "\(output)")
    // Every translatable unit landed, as Translate Toolkit wrote it.
    let written = try #require(
      XLIFFReader.read(try Data(contentsOf: URL(fileURLWithPath: xliff)), path: "ru.xliff")
        .document)
    let catalogURL = folder.appendingPathComponent("App/Resources/Localizable.xcstrings")
    let catalog = CatalogReader.read(Array(try Data(contentsOf: catalogURL)), path: "L.xcstrings")
    let stringsdict = StringsdictParser.parse(
      try Data(
        contentsOf: folder.appendingPathComponent(
          "App/Resources/ru.lproj/Localizable.stringsdict")), path: "ru.stringsdict")
    let reference = StringsdictParser.parse(
      try Data(
        contentsOf: folder.appendingPathComponent(
          "App/Resources/en.lproj/Localizable.stringsdict")), path: "en.stringsdict")
    var now: [LiteralKey: String] = [:]
    for unit in XLIFFCatalogUnits.units(of: catalog, sourceLanguage: "en", language: "ru") {
      now[LiteralKey(unit.unit.id)] = unit.unit.target?.text
    }
    for unit in XLIFFStringsdictUnits.units(
      reference: reference, translation: stringsdict, referenceLanguage: "en", language: "ru")
    {
      now[LiteralKey(unit.unit.id)] = unit.unit.target?.text
    }
    var checked = 0
    for file in written.files where !file.original.hasSuffix(".strings") {
      for unit in file.units where unit.translate {
        #expect(now[LiteralKey(unit.id)] == unit.target?.text, "\(unit.id)")
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  /// Exports `folder`'s `App` as bare XLIFF files and reads each language's with Translate
  /// Toolkit: its rows (see ``readScript``) beside the file.
  private func exportedRows(_ folder: URL, languages: [String]) throws -> [(
    language: String, url: URL, rows: [[Any]]
  )] {
    let (output, status) = MergeHarness.run(
      ["--export-xliff", "Out", "--bare-xliff", "App"], in: folder)
    #expect(status == .clean, "\(output)")
    return try languages.map { language in
      let url = folder.appendingPathComponent("Out/\(language).xliff")
      let result = try IndependentXML.runPython(
        Self.readScript, input: Data(), arguments: [url.path])
      try #require(result.status == 0, "\(result.error)")
      let rows = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [[Any]]
      return (language, url, rows)
    }
  }

  /// Exports `folder`'s `App` for `language` as an `.xcloc`, lets Translate Toolkit translate
  /// it (see ``translateScript``) and imports the result: the XLIFF file's path and the import's
  /// output and status.
  private func translatedByToolkitAndImported(_ folder: URL, language: String) throws -> (
    xliff: String, output: String, status: StringsCLI.ExitStatus
  ) {
    _ = MergeHarness.run(["--export-xliff", "Out", "--language", language, "App"], in: folder)
    let xliff = folder.appendingPathComponent(
      "Out/\(language).xcloc/Localized Contents/\(language).xliff"
    ).path
    let result = try IndependentXML.runPython(
      Self.translateScript, input: Data(), arguments: [xliff])
    try #require(result.status == 0, "\(result.error)")
    let (output, status) = MergeHarness.run(
      ["--import-xliff", "Out/\(language).xcloc", "App"], in: folder)
    return (xliff, output, status)
  }

  private func parse(_ folder: URL, _ relative: String) throws -> StringsFile {
    let url = folder.appendingPathComponent(relative)
    return StringsFileParser.parse(try Data(contentsOf: url), path: relative)
  }
}
