import Foundation
import StringsKit
import Testing

@testable import StringsCLI

/// `strings-merge --rename-key OLD NEW`: on a copy of the sample app (its three `.lproj` tables
/// and Swift sources) with a String Catalog and a `.stringsdict` added, every translation
/// moves, the calls are rewritten and strings-gen then finds only the new key.
@Suite struct RenameKeyCommandTests {
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Alpha" : {

        },
        "Start" : {
          "comment" : "Button that starts the interval timer",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Starten"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Démarrer"
              }
            }
          }
        },
        "Hotel" : {

        },
        "Zulu" : {

        }
      },
      "version" : "1.0"
    }
    """#

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>Start</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@n@</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>other</key>
    \t\t\t<string>Empezar</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  /// The sample app with a catalog and a `.stringsdict` that also have `Start`.
  func sampleApp() throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    try folder.copyContents(of: Fixtures.url("sample-app"))
    try Self.catalog.write(
      toFile: "\(folder.path)/Resources/Localizable.xcstrings", atomically: true, encoding: .utf8)
    try Self.stringsdict.write(
      toFile: "\(folder.path)/Resources/es.lproj/Localizable.stringsdict", atomically: true,
      encoding: .utf8)
    return folder
  }

  static let rename = [
    "--rename-key", "Start", "Go \"now\"", "--sources", "Sources", "--method", "localized",
    "Resources",
  ]

  func table(_ folder: TemporaryDirectory, _ language: String) throws -> StringsFile {
    let path = "\(folder.path)/Resources/\(language).lproj/Localizable.strings"
    return StringsFileParser.parse(try Data(contentsOf: URL(fileURLWithPath: path)), path: path)
  }

  @Test func movesEveryTranslationAndRewritesTheCode() throws {
    let folder = try sampleApp()
    let before = folder.snapshot()
    let valuesBefore = try ["en", "es", "nl"].map { try table(folder, $0).entries }
    let result = CommandRunner.run(MergeCommand.main, Self.rename, in: folder.path)
    #expect(result.status == .clean, "\(result.transcript)")
    #expect(result.standardError == "")

    // Every table: the entry keeps its place, value and comment under the new key.
    for (language, entries) in zip(["en", "es", "nl"], valuesBefore) {
      let after = try table(folder, language).entries
      #expect(after.count == entries.count)
      for (old, new) in zip(entries, after) {
        #expect(new.value == old.value)
        #expect(new.comments == old.comments)
        #expect(new.key == (old.key == "Start" ? "Go \"now\"" : old.key))
      }
    }
    // The catalog: the object unchanged, the key where Xcode's order puts it.
    let catalogPath = "\(folder.path)/Resources/Localizable.xcstrings"
    let catalogText = try String(contentsOfFile: catalogPath, encoding: .utf8)
    let catalog = CatalogReader.read(Array(catalogText.utf8), path: catalogPath)
    #expect(catalog.entries.map(\.key) == ["Alpha", "Go \"now\"", "Hotel", "Zulu"])
    #expect(catalog.serialized() == Array(catalogText.utf8), "not in CatalogWriter's layout")
    let moved = try #require(catalog.entries.first { $0.key == "Go \"now\"" })
    #expect(moved.comment == "Button that starts the interval timer")
    #expect(moved.localization("de")?.content.stringUnit?.state == "translated")
    #expect(moved.localization("fr")?.content.stringUnit?.value == "Démarrer")
    #expect(moved.localization("fr")?.content.stringUnit?.state == "needs_review")
    // The .stringsdict: only the key element changed.
    let plurals = try String(
      contentsOfFile: "\(folder.path)/Resources/es.lproj/Localizable.stringsdict", encoding: .utf8)
    #expect(
      plurals
        == Self.stringsdict.replacingOccurrences(
          of: "<key>Start</key>", with: "<key>Go \"now\"</key>"))

    // The code: exactly the two literals changed, nothing else.
    let after = folder.snapshot()
    for file in ["Sources/Views/WelcomeView.swift", "Sources/Views/HistoryView.swift"] {
      let old = String(decoding: try #require(before[file]), as: UTF8.self)
      let new = String(decoding: try #require(after[file]), as: UTF8.self)
      #expect(
        new
          == old.replacingOccurrences(
            of: "NSLocalizedString(\"Start\",", with: "NSLocalizedString(\"Go \\\"now\\\"\","))
    }
    let changed = Set(after.keys.filter { after[$0] != before[$0] })
    #expect(
      changed == [
        "Resources/en.lproj/Localizable.strings", "Resources/es.lproj/Localizable.strings",
        "Resources/nl.lproj/Localizable.strings", "Resources/Localizable.xcstrings",
        "Resources/es.lproj/Localizable.stringsdict", "Sources/Views/WelcomeView.swift",
        "Sources/Views/HistoryView.swift",
      ])

    // strings-gen finds the new key in the rewritten code, and no longer the old one.
    let gen = CommandRunner.run(
      GenCommand.main, ["--utf8", "--method", "localized", "-o", "Generated", "Sources"],
      in: folder.path)
    #expect(gen.status == .clean, "\(gen.transcript)")
    let generated = StringsFileParser.parse(
      try Data(contentsOf: URL(fileURLWithPath: "\(folder.path)/Generated/Localizable.strings")),
      path: "Localizable.strings")
    let keys = generated.entries.map(\.key)
    #expect(keys.contains("Go \"now\""))
    #expect(!keys.contains("Start"))
    // And the tables agree with the code: same key set as the renamed English table.
    #expect(Set(keys) == Set(try table(folder, "en").entries.map(\.key)))
  }

  @Test func checkReportsAndWritesNothing() throws {
    let folder = try sampleApp()
    let before = folder.snapshot()
    let result = CommandRunner.run(MergeCommand.main, ["--check"] + Self.rename, in: folder.path)
    #expect(result.status == .findings)
    #expect(
      result.standardOutput.contains("Resources/nl.lproj/Localizable.strings: would change\n"))
    #expect(
      result.standardOutput.contains(
        "Sources/Views/WelcomeView.swift:12:14: rewrote \"Start\" → \"Go \\\"now\\\"\"\n"))
    #expect(folder.snapshot() == before)
  }

  @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
    let folder = try sampleApp()
    let before = folder.snapshot()
    let result = CommandRunner.run(MergeCommand.main, ["--dry-run"] + Self.rename, in: folder.path)
    #expect(result.status == .clean)
    #expect(
      result.standardOutput.contains(
        "--- a/Resources/es.lproj/Localizable.strings\n+++ b/Resources/es.lproj/Localizable.strings\n"
      ))
    #expect(
      result.standardOutput.contains(
        "-\"Start\" = \"Empezar\";\n+\"Go \\\"now\\\"\" = \"Empezar\";\n"))
    #expect(
      result.standardOutput.contains(
        "+      Button(NSLocalizedString(\"Go \\\"now\\\"\", comment: \"Button that starts the interval timer\")) {\n"
      ))
    #expect(result.standardError.contains("renamed \"Start\" → \"Go \\\"now\\\"\""))
    #expect(folder.snapshot() == before)
  }

  @Test func refusesWhenTheNewKeyExists() throws {
    let folder = try sampleApp()
    let before = folder.snapshot()
    let result = CommandRunner.run(
      MergeCommand.main, ["--rename-key", "Start", "Done", "--sources", "Sources", "Resources"],
      in: folder.path)
    #expect(result.status == .couldNotRun)
    #expect(
      result.standardError.contains(
        "Resources/en.lproj/Localizable.strings: already has \"Done\"; renaming \"Start\" would "
          + "merge two keys"))
    #expect(result.standardError.hasSuffix("strings-merge: error: nothing renamed\n"))
    #expect(folder.snapshot() == before)
  }

  @Test func refusesAKeyNoTableHas() throws {
    let folder = try sampleApp()
    let result = CommandRunner.run(
      MergeCommand.main, ["--rename-key", "Stop", "Halt", "Resources"], in: folder.path)
    #expect(result.status == .couldNotRun)
    #expect(result.standardError.contains("no table or catalog below Resources has \"Stop\""))
  }

  @Test func warnsWhenNoCallUsesTheKey() throws {
    let folder = try sampleApp()
    let result = CommandRunner.run(
      MergeCommand.main, ["--rename-key", "Start", "Go", "--sources", "Resources", "Resources"],
      in: folder.path)
    #expect(result.status == .clean)
    #expect(
      result.standardError
        == "strings-merge: warning: no call below Resources uses \"Start\"; only the tables are "
        + "renamed\n")
  }

  @Test func usageErrors() throws {
    let folder = try sampleApp()
    let missing = CommandRunner.run(MergeCommand.main, ["--rename-key", "Start"], in: folder.path)
    #expect(missing.status == .couldNotRun)
    #expect(missing.standardError.contains("missing the new key after '--rename-key Start'"))
    let same = CommandRunner.run(
      MergeCommand.main, ["--rename-key", "Start", "Start"], in: folder.path)
    #expect(same.standardError.contains("the new key is the old key"))
    let sources = CommandRunner.run(MergeCommand.main, ["--sources", "Sources"], in: folder.path)
    #expect(sources.standardError.contains("missing --rename-key"))
  }
}

/// The same on a real module: Brave's shields strings (`../shared/corpus/swift/brave-ios`), a
/// key with a `value:` and translations in every `.lproj` folder.
@Suite struct RenameKeyCorpusTests {
  @Test func renamesAcrossBraveShields() throws {
    guard let brave = Fixtures.sharedCorpus("swift/brave-ios") else {
      print("skipping: ../shared/corpus/swift/brave-ios is not there")
      return
    }
    let folder = TemporaryDirectory()
    try FileManager.default.copyItem(
      atPath: brave.appendingPathComponent("Sources/BraveShields").path,
      toPath: "\(folder.path)/BraveShields")
    let before = folder.snapshot()
    let translated = before.filter { path, data in
      path.hasSuffix(".strings")
        && String(decoding: data, as: UTF8.self).contains("\"AdsrBlocked\"")
    }
    #expect(translated.count > 10)
    let result = CommandRunner.run(
      MergeCommand.main,
      ["--rename-key", "AdsrBlocked", "AdsBlocked", "--sources", "BraveShields", "BraveShields"],
      in: folder.path)
    #expect(result.status == .clean, "\(result.transcript)")
    let after = folder.snapshot()
    for (path, data) in translated {
      let old = StringsFileParser.parse(data, path: path)
      let new = StringsFileParser.parse(try #require(after[path]), path: path)
      #expect(
        new.entries.map { [$0.key, $0.value] }
          == old.entries.map { [$0.key == "AdsrBlocked" ? "AdsBlocked" : $0.key, $0.value] })
    }
    let changed = Set(after.keys.filter { after[$0] != before[$0] })
    #expect(changed == Set(translated.keys).union(["BraveShields/ShieldStrings.swift"]))

    let gen = CommandRunner.run(
      GenCommand.main, ["--utf8", "-o", "Generated", "BraveShields"], in: folder.path)
    #expect(gen.status == .clean, "\(gen.transcript)")
    let table = String(
      decoding: try Data(
        contentsOf: URL(fileURLWithPath: "\(folder.path)/Generated/Localizable.strings")),
      as: UTF8.self)
    #expect(table.contains("\"AdsBlocked\" = \"Ads \\nBlocked\";"))
    #expect(!table.contains("\"AdsrBlocked\""))
  }
}
