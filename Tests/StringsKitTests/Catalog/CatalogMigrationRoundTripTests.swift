import Foundation
import Testing

@testable import StringsKit

/// `.lproj` → catalog → `.lproj` on the shared `.strings` and `.stringsdict` corpora: every
/// value comes back exactly (each language's `.strings` entries, each `.stringsdict` entry's
/// format, variables, value types and texts), and every catalog produced is in Xcode's layout
/// and reads back without a finding.
///
/// What may change, as the README says: keys come in catalog order, comments are the source
/// language's, a `.strings` entry the same language's `.stringsdict` shadows (dead at runtime)
/// is dropped, and the source language gains `"key" = "key"` for keys only translations have.
@Suite struct CatalogMigrationRoundTripTests {
  struct Table {
    var folder: String
    var name: String
    var files: [String: (strings: URL?, stringsdict: URL?)] = [:]
  }

  static func tables() -> [Table] {
    var tables: [String: Table] = [:]
    for area in ["strings", "stringsdict"] {
      guard let root = Fixtures.sharedCorpus(area) else { continue }
      for suffix in [".strings", ".stringsdict"] {
        for url in Fixtures.files(below: root, suffix: suffix) {
          let lproj = url.deletingLastPathComponent().lastPathComponent
          guard lproj.hasSuffix(".lproj") else { continue }
          let folder = url.deletingLastPathComponent().deletingLastPathComponent().path
          let name = url.deletingPathExtension().lastPathComponent
          let language = String(lproj.dropLast(".lproj".count))
          var table = tables["\(folder)/\(name)"] ?? Table(folder: folder, name: name)
          var files = table.files[language] ?? (nil, nil)
          if suffix == ".strings" { files.strings = url } else { files.stringsdict = url }
          table.files[language] = files
          tables["\(folder)/\(name)"] = table
        }
      }
    }
    return tables.keys.sorted().map { tables[$0]! }
  }

  @Test func roundTripKeepsEveryValue() throws {
    let tables = Self.tables()
    if tables.isEmpty {
      print("skipping: ../shared/corpus/strings and stringsdict are not there")
      return
    }
    var migrated = 0
    var values = 0
    var plurals = 0
    tableLoop: for table in tables {
      let codes = table.files.keys.sorted()
      // Some corpus folders hold translations only: one of them stands in for the source
      // (`--reference` does that on the command line).
      guard let source = codes.contains("en") ? "en" : codes.contains("Base") ? "Base" : codes.first
      else { continue }
      var languages: [CatalogMigration.Language] = []
      for code in codes {
        let files = table.files[code]!
        var language = CatalogMigration.Language(language: code, strings: nil)
        if let url = files.strings {
          let file = StringsFileParser.parse(try Data(contentsOf: url), path: url.path)
          if file.hasErrors {  // the tools refuse it
            print("not migrated (syntax errors): \(url.path)")
            continue tableLoop
          }
          language.strings = file
        }
        if let url = files.stringsdict {
          let parsed = StringsdictParser.parse(try Data(contentsOf: url), path: url.path)
          let read = StringsdictContent.read(parsed)
          if read.hasErrors {  // the tools refuse it
            print("not migrated (\(read.diagnostics[0])): \(url.path)")
            continue tableLoop
          }
          language = CatalogMigration.Language(
            language: code, strings: language.strings, stringsdict: parsed)
        }
        languages.append(language)
      }
      let path = "\(table.folder)/\(table.name).xcstrings"
      let result = CatalogMigration.catalog(
        path: path, sourceLanguage: source, languages: languages)
      let catalog = result.catalog
      // Only the shapes the sources already got wrong may draw a finding (plural category names).
      let ownFindings = catalog.diagnostics.filter {
        !$0.message.contains("unknown plural category")
      }
      #expect(ownFindings.isEmpty, "\(path): \(ownFindings)")
      if !catalog.diagnostics.isEmpty {
        print("not compiled back (the sources' own findings): \(path)")
        continue
      }
      migrated += 1
      let bytes = try #require(catalog.serialized())
      #expect(CatalogReader.read(bytes, path: path).serialized() == bytes)
      let keys = catalog.entries.map(\.key)
      #expect(
        zip(keys, keys.dropFirst()).allSatisfy { CatalogKeyOrder.areInIncreasingOrder($0, $1) })

      let compiled = CatalogCompiler.compile(catalog, comments: true)
      #expect(compiled.diagnostics.isEmpty, "\(path): \(compiled.diagnostics)")
      for language in languages {
        // A language whose files hold nothing has nothing to compile.
        let back =
          compiled.languages.first { $0.language == language.language }
          ?? CompiledLanguage(language: language.language)
        // .strings: every string value that the runtime reads, exactly.
        let plural = Set(language.stringsdict.map { LiteralKey($0.key) })
        var expected: [LiteralKey: String] = [:]
        for entry in language.strings?.entries ?? [] where !plural.contains(LiteralKey(entry.key)) {
          if case .string(let value) = entry.propertyListValue {
            expected[LiteralKey(entry.key)] = value
          } else {
            expected[LiteralKey(entry.key)] = nil
          }
        }
        var actual: [LiteralKey: String] = [:]
        if !back.strings.isEmpty {
          let reread = StringsFileParser.parse(back.stringsData(), path: "back.strings")
          #expect(!reread.hasErrors)
          for entry in reread.entries { actual[LiteralKey(entry.key)] = entry.value }
        }
        if language.language == source {
          let lost = expected.filter { actual[$0.key] != $0.value }
          #expect(lost.isEmpty, "\(path) \(language.language): \(lost.count) values changed")
        } else {
          #expect(actual == expected, "\(path) \(language.language)")
        }
        values += expected.count
        // .stringsdict: the same entries, field for field.
        let original = language.stringsdict.filter { entry in
          entry.variables.allSatisfy(\.isPluralOrDevice)
        }
        let backEntries = StringsdictContent.read(back.stringsdictData(), path: "back").entries
        #expect(
          Self.describe(backEntries) == Self.describe(original), "\(path) \(language.language)")
        plurals += original.count
      }
    }
    print("round trip: \(migrated) tables, \(values) values, \(plurals) plural entries")
    #expect(migrated > 20)
    #expect(plurals > 50)
  }

  /// Every field of every entry, keys by scalars, for comparing.
  static func describe(_ entries: [StringsdictWriter.Entry]) -> [String] {
    entries.map { entry in
      let variables = entry.variables.map { variable in
        "\(variable.name)|\(variable.ruleType ?? "-")|\(variable.valueType ?? "-")|"
          + variable.texts.map { "\($0.name)=\(Array($0.text.unicodeScalars))" }.joined(
            separator: ",")
      }
      return "\(Array(entry.key.unicodeScalars))|\(Array(entry.format.unicodeScalars))|"
        + variables.joined(separator: ";")
    }.sorted()
  }
}
