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
    guard Self.available else {
      print("note: translate-toolkit is not installed (pip install translate-toolkit); skipped")
      return
    }
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (output, status) = MergeHarness.run(
      ["--export-xliff", "Out", "--bare-xliff", "App"], in: folder)
    #expect(status == .clean, "\(output)")
    for language in ["es", "nl"] {
      let path = folder.appendingPathComponent("Out/\(language).xliff").path
      let result = try IndependentXML.runPython(Self.readScript, input: Data(), arguments: [path])
      try #require(result.status == 0, "\(result.error)")
      let rows = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [[Any]]
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
    guard Self.available else {
      print("note: translate-toolkit is not installed (pip install translate-toolkit); skipped")
      return
    }
    let folder = try project()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = MergeHarness.run(["--export-xliff", "Out", "--language", "es", "App"], in: folder)
    let xliff = folder.appendingPathComponent("Out/es.xcloc/Localized Contents/es.xliff").path
    let result = try IndependentXML.runPython(
      Self.translateScript, input: Data(), arguments: [xliff])
    try #require(result.status == 0, "\(result.error)")

    let (output, status) = MergeHarness.run(["--import-xliff", "Out/es.xcloc", "App"], in: folder)
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

  private func parse(_ folder: URL, _ relative: String) throws -> StringsFile {
    let url = folder.appendingPathComponent(relative)
    return StringsFileParser.parse(try Data(contentsOf: url), path: relative)
  }
}
