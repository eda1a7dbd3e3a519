import Foundation
import Testing

@testable import StringsKit

/// Random `.stringsdict` tables and String Catalogs → export → random edits of targets →
/// import: exactly those edits land, nothing else changes, and a second import (or one without
/// edits) changes no byte. The companion of ``XLIFFImportPropertyTests`` for plural tables.
@Suite struct XLIFFPluralImportPropertyTests {
  static let keyPool = [
    "%d files", "é %d", "e\u{301} %d", "a&b <c> %d", "line\nbreak %d", "quote\"d %d", "emoji 😀 %d",
    "Done %d",
  ]
  static let variablePool = ["count", "items", "n"]

  static func text(_ random: inout SplitMix64, _ prefix: String) -> String {
    let pieces = ["a", "&", "<b>", "\n", " ", "ü", "\"", "]]>"]
    var text = prefix
    for _ in 0..<(random.next() % 4) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
    return text
  }

  // MARK: .stringsdict

  static func stringsdict(_ entries: [StringsdictWriter.Entry], path: String) -> StringsdictFile {
    StringsdictParser.parse(Data(StringsdictWriter.file(entries).utf8), path: path)
  }

  /// A reference in English and a partial Russian translation.
  static func makeStringsdicts(seed: UInt64) -> (reference: StringsdictFile, ru: StringsdictFile) {
    var random = SplitMix64(seed: seed)
    var keys = keyPool.filter { _ in random.next() % 4 != 0 }
    keys.shuffle(using: &random)
    var reference: [StringsdictWriter.Entry] = []
    var translation: [StringsdictWriter.Entry] = []
    for key in keys {
      let count = 1 + Int(random.next() % 2)
      let names = Array(variablePool.shuffled(using: &random).prefix(count))
      let format = names.map { "%#@\($0)@" }.joined(separator: text(&random, " "))
      func variable(_ name: String, _ categories: [String], _ prefix: String)
        -> StringsdictWriter.Entry.Variable
      {
        .init(
          name: name, ruleType: PluralDefinition.Variable.pluralRuleType, valueType: "d",
          texts: categories.map { ($0, text(&random, "\(prefix)\($0) ") + "%d") })
      }
      let english = random.next() % 3 == 0 ? ["zero", "one", "other"] : ["one", "other"]
      reference.append(
        .init(key: key, format: format, variables: names.map { variable($0, english, "en") }))
      if random.next() % 3 != 0 {
        let russian = ["one", "few", "many", "other"].filter { _ in random.next() % 4 != 0 }
        translation.append(
          .init(key: key, format: format, variables: names.map { variable($0, russian, "ru") }))
      }
    }
    translation.shuffle(using: &random)
    return (
      stringsdict(reference, path: "en.lproj/L.stringsdict"),
      stringsdict(translation, path: "ru.lproj/L.stringsdict")
    )
  }

  static func roundTrip(_ file: XLIFFDocument.File) throws -> [XLIFFDocument.Unit] {
    let read = XLIFFReader.read(
      XLIFFWriter.data(for: XLIFFDocument(files: [file])), path: "x.xliff")
    #expect(read.diagnostics.isEmpty)
    return try #require(read.document?.files.first?.units)
  }

  /// The exported target of each unit id.
  static func targets(_ units: [XLIFFDocument.Unit]) -> [LiteralKey: String] {
    var result: [LiteralKey: String] = [:]
    for unit in units { if let target = unit.target { result[LiteralKey(unit.id)] = target.text } }
    return result
  }

  @Test(arguments: 0..<40)
  func stringsdictImportWritesExactlyTheEdits(_ seed: Int) throws {
    let (reference, ru) = Self.makeStringsdicts(seed: UInt64(seed))
    let (file, diagnostics) = XLIFFStringsdictUnits.file(
      original: "en.lproj/L.stringsdict", reference: reference, translation: ru,
      sourceLanguage: "en", targetLanguage: "ru", tool: nil)
    #expect(diagnostics.isEmpty)
    var units = try Self.roundTrip(file)
    func apply(_ units: [XLIFFDocument.Unit], to file: StringsdictFile) -> XLIFFImport.Result {
      XLIFFStringsdictImport.apply(
        units, reference: reference, to: file, referenceLanguage: "en", language: "ru")
    }
    let unchanged = apply(units, to: ru)
    #expect(unchanged.data == nil)
    #expect(unchanged.added.isEmpty && unchanged.changed.isEmpty && unchanged.skipped.isEmpty)

    var random = SplitMix64(seed: UInt64(seed) &+ 1_000)
    var edits: [LiteralKey: String] = [:]
    for index in units.indices where random.next() % 2 == 0 {
      // Same placeholders as the source: the format's references, or the text's %d.
      let source = units[index].source
      let value =
        source.hasPrefix("%#@")
        ? Self.text(&random, "") + source : Self.text(&random, "E\(index) ") + "%d"
      units[index].target = .init(value, state: "translated")
      edits[LiteralKey(units[index].id)] = value
    }
    let result = apply(units, to: ru)
    #expect(result.skipped.isEmpty)
    #expect(result.diagnostics.isEmpty)
    let after = StringsdictParser.parse(result.data ?? ru.data, path: ru.path)
    #expect(!after.hasErrors)

    let old = Self.targets(try Self.roundTrip(file))
    let new = Self.targets(
      XLIFFStringsdictUnits.units(
        reference: reference, translation: after, referenceLanguage: "en", language: "ru"
      ).map(\.unit))
    let sources = Dictionary(
      units.map { (LiteralKey($0.id), $0.source) }, uniquingKeysWith: { $1 })
    for unit in units {
      let id = LiteralKey(unit.id)
      if let edit = edits[id] {
        #expect(new[id] == edit, "\(unit.id) is not the edit")
      } else if let was = old[id] {
        #expect(new[id] == was, "\(unit.id) changed without an edit")
      } else if let now = new[id] {
        // A text written only because its entry or variable was new: the reference's.
        #expect(now == sources[id], "\(unit.id) got \(now)")
      }
    }
    // Entries no edit touched keep their bytes.
    var keyOf: [LiteralKey: String] = [:]
    for unit in XLIFFStringsdictUnits.units(
      reference: reference, translation: ru, referenceLanguage: "en", language: "ru")
    {
      keyOf[LiteralKey(unit.unit.id)] = unit.place.key
    }
    let editedKeys = Set(edits.keys.map { LiteralKey(keyOf[$0]!) })
    for entry in ru.entries where !editedKeys.contains(LiteralKey(entry.key)) {
      let newEntry = try #require(
        after.entries.first { LiteralKey($0.key) == LiteralKey(entry.key) })
      #expect(
        ru.data[entry.value.byteRange] == after.data[newEntry.value.byteRange],
        "bytes of \(entry.key)")
    }
    #expect(apply(units, to: after).data == nil, "a second import changed the file")
  }

  // MARK: String Catalogs

  static func unit(_ state: String, _ value: String) -> CatalogNode {
    .object([
      CatalogMember(
        "stringUnit",
        .object([CatalogMember("state", .string(state)), CatalogMember("value", .string(value))]))
    ])
  }

  static func plural(_ cases: [(String, CatalogNode)]) -> CatalogNode {
    .object([
      CatalogMember(
        "variations",
        .object([CatalogMember("plural", .object(cases.map { CatalogMember($0.0, $0.1) }))]))
    ])
  }

  /// A catalog with plain, plural and substitution keys in English, partly in Spanish and
  /// German (which the import for Spanish must leave alone).
  static func makeCatalog(seed: UInt64) -> Catalog {
    var random = SplitMix64(seed: seed)
    var members: [CatalogMember] = []
    let states = ["translated", "needs_review", "new"]
    for key in keyPool where random.next() % 4 != 0 {
      var localizations: [CatalogMember] = []
      func state() -> String { states[Int(random.next() % 3)] }
      switch random.next() % 3 {
      case 0:
        // Plain; the key itself is the English text half of the time.
        if random.next() % 2 == 0 {
          localizations.append(CatalogMember("en", unit("new", Self.text(&random, "en ") + "%d")))
        }
        for language in ["de", "es"] where random.next() % 2 == 0 {
          localizations.append(
            CatalogMember(language, unit(state(), Self.text(&random, language) + " %d")))
        }
      case 1:
        localizations.append(
          CatalogMember(
            "en",
            plural([("one", unit("new", "one %d")), ("other", unit("new", "other %d"))])))
        for language in ["de", "es"] where random.next() % 2 == 0 {
          let categories = ["one", "many", "other"].filter { _ in random.next() % 3 != 0 }
          localizations.append(
            CatalogMember(
              language,
              plural(categories.map { ($0, unit(state(), Self.text(&random, $0) + " %d")) })))
        }
      default:
        func withSubstitution(_ format: String, _ texts: [(String, String)], state: String)
          -> CatalogNode
        {
          .object([
            CatalogMember("stringUnit", unit(state, format).member("stringUnit")!),
            CatalogMember(
              "substitutions",
              .object([
                CatalogMember(
                  "n",
                  .object([
                    CatalogMember("argNum", CatalogNode(.number("1"))),
                    CatalogMember("formatSpecifier", .string("lld")),
                    CatalogMember(
                      "variations",
                      plural(texts.map { ($0.0, unit(state, $0.1)) }).member("variations")!),
                  ]))
              ])),
          ])
        }
        localizations.append(
          CatalogMember(
            "en",
            withSubstitution(
              "%#@n@ left", [("one", "%arg item"), ("other", "%arg items")], state: "new")))
        if random.next() % 2 == 0 {
          localizations.append(
            CatalogMember(
              "es",
              withSubstitution(
                "quedan %#@n@", [("one", "%arg cosa"), ("other", "%arg cosas")], state: state())))
        }
      }
      var entry: [CatalogMember] = []
      if random.next() % 2 == 0 {
        entry.append(CatalogMember("comment", .string(Self.text(&random, "c"))))
      }
      if !localizations.isEmpty {
        entry.append(CatalogMember("localizations", .object(localizations)))
      }
      members.append(CatalogMember(key, .object(entry)))
    }
    members.sort { CatalogKeyOrder.areInIncreasingOrder($0.key, $1.key) }
    let root = CatalogNode.object([
      CatalogMember("sourceLanguage", .string("en")),
      CatalogMember("strings", .object(members)),
      CatalogMember("version", .string("1.0")),
    ])
    return CatalogReader.read(CatalogWriter.data(for: root), path: "Localizable.xcstrings")
  }

  @Test(arguments: 0..<40)
  func catalogImportWritesExactlyTheEdits(_ seed: Int) throws {
    let catalog = Self.makeCatalog(seed: UInt64(seed))
    #expect(catalog.blockingDiagnostics.isEmpty)
    let (file, diagnostics) = XLIFFCatalogUnits.file(
      original: "Localizable.xcstrings", catalog: catalog, sourceLanguage: "en",
      targetLanguage: "es", tool: nil)
    #expect(diagnostics.isEmpty)
    var units = try Self.roundTrip(file)
    func apply(_ units: [XLIFFDocument.Unit], to catalog: Catalog) -> XLIFFImport.Result {
      XLIFFCatalogImport.apply(units, to: catalog, sourceLanguage: "en", language: "es")
    }
    let unchanged = apply(units, to: catalog)
    #expect(unchanged.data == nil)
    #expect(unchanged.added.isEmpty && unchanged.changed.isEmpty && unchanged.skipped.isEmpty)

    var random = SplitMix64(seed: UInt64(seed) &+ 2_000)
    var edits: [LiteralKey: String] = [:]
    for index in units.indices where random.next() % 2 == 0 {
      // The source's placeholders behind new text (a format keeps its `%1$#@n@` as written).
      let source = units[index].source
      let arguments = FormatArgument.lintArguments(in: source)
      let value =
        source.contains("#@")
        ? Self.text(&random, "E\(index) ") + source
        : Self.text(&random, "E\(index) ") + " "
          + arguments.map(\.spelling).joined(separator: " ")
      units[index].target = .init(value, state: random.next() % 2 == 0 ? "translated" : nil)
      edits[LiteralKey(units[index].id)] = value
    }
    let result = apply(units, to: catalog)
    #expect(result.skipped.isEmpty, "\(result.diagnostics.map { DiagnosticFormatter.text($0) })")
    let after = CatalogReader.read(
      Array(result.data ?? Data(catalog.serialized()!)), path: catalog.path)
    #expect(after.blockingDiagnostics.isEmpty)

    let old = Self.targets(
      units.map { unit in
        var unit = unit
        unit.target = file.units.first { LiteralKey($0.id) == LiteralKey(unit.id) }?.target
        return unit
      })
    let new = Self.targets(
      XLIFFCatalogUnits.units(of: after, sourceLanguage: "en", language: "es").map(\.unit))
    for unit in units {
      let id = LiteralKey(unit.id)
      // A format imported into a language without its substitutions is exported without
      // argument numbers (Xcode numbers only the substitutions the translation has).
      func plain(_ text: String?) -> String? {
        text?.replacingOccurrences(of: "%1$#@", with: "%#@")
      }
      if let edit = edits[id] {
        #expect(plain(new[id]) == plain(edit), "\(unit.id) is not the edit")
      } else if let was = old[id] {
        #expect(new[id] == was, "\(unit.id) changed without an edit")
      }
    }
    // Every other language, and every key without an edit, is as it was.
    let editedKeys = Set(edits.keys.map { LiteralKey(XLIFFCatalogUnits.split($0.string).key) })
    let before = catalog.root!.member("strings")!.members!
    let now = after.root!.member("strings")!.members!
    #expect(before.map(\.key) == now.map(\.key))
    for (was, member) in zip(before, now) {
      if editedKeys.contains(LiteralKey(member.key)) {
        for language in ["en", "de"] {
          let a = was.value.member("localizations")?.member(language)
          let b = member.value.member("localizations")?.member(language)
          #expect((a == nil) == (b == nil) && (a.map { b!.hasSameValue(as: $0) } ?? true))
        }
      } else {
        #expect(was.value.hasSameValue(as: member.value), "\(member.key) changed")
      }
    }
    #expect(apply(units, to: after).data == nil, "a second import changed the catalog")
  }
}
