import Foundation
import Testing

@testable import StringsKit

/// Properties of the three-way merge over random edit scripts on two branches of one base
/// (keys, translations and plural forms added, removed and changed): the result always reads
/// back as written, nothing either side added or changed is lost unless that key conflicts, a
/// conflict only comes from both sides changing one key, identical edits merge cleanly, and
/// merging a side with an unchanged other side gives that side byte for byte.
@Suite struct ThreeWayMergePropertyTests {
  /// A catalog as a model: key → language → a text or plural forms.
  enum Localization: Equatable {
    case plain(String)
    case plural([String: String])
  }
  typealias Model = [String: [String: Localization]]

  static let languages = ["de", "en", "fr", "ja", "ru", "zh-Hans"]
  static let categories = ["few", "many", "one", "other", "two", "zero"]

  static func unit(_ value: String) -> CatalogNode {
    .object([
      CatalogMember(
        "stringUnit",
        .object([
          CatalogMember("state", .string("translated")), CatalogMember("value", .string(value)),
        ]))
    ])
  }

  static func sorted(_ keys: some Sequence<String>) -> [String] {
    keys.sorted(by: CatalogKeyOrder.areInIncreasingOrder)
  }

  static func bytes(_ model: Model) -> [UInt8] {
    let strings = sorted(model.keys).map { key in
      let localizations = sorted(model[key]!.keys).map { language in
        switch model[key]![language]! {
        case .plain(let text): return CatalogMember(language, unit(text))
        case .plural(let forms):
          let cases = sorted(forms.keys).map { CatalogMember($0, unit(forms[$0]!)) }
          return CatalogMember(
            language,
            .object([
              CatalogMember("variations", .object([CatalogMember("plural", .object(cases))]))
            ]))
        }
      }
      return CatalogMember(key, .object([CatalogMember("localizations", .object(localizations))]))
    }
    return CatalogWriter.data(
      for: .object([
        CatalogMember("sourceLanguage", .string("en")), CatalogMember("strings", .object(strings)),
        CatalogMember("version", .string("1.0")),
      ]))
  }

  static func randomLocalization(_ text: String, using rng: inout SplitMix64) -> Localization {
    if Int.random(in: 0..<3, using: &rng) == 0 {
      let forms = categories.filter { _ in Bool.random(using: &rng) } + ["other"]
      return .plural(
        Dictionary(forms.map { ($0, "\(text) \($0)") }, uniquingKeysWith: { a, _ in a }))
    }
    return .plain(text)
  }

  static func randomBase(using rng: inout SplitMix64) -> Model {
    var model: Model = [:]
    for index in 0..<Int.random(in: 3...12, using: &rng) {
      var localizations: [String: Localization] = [:]
      for language in languages where Int.random(in: 0..<3, using: &rng) != 0 {
        localizations[language] = randomLocalization("base \(index) \(language)", using: &rng)
      }
      model["key \(index)"] = localizations
    }
    return model
  }

  /// One random edit of `model`; `tag` makes the texts of each side (or of an identical edit)
  /// its own.
  static func edit(_ model: inout Model, tag: String, using rng: inout SplitMix64) {
    let keys = sorted(model.keys)
    guard let key = keys.randomElement(using: &rng), Int.random(in: 0..<8, using: &rng) != 0
    else {
      model["\(tag) key \(rng.next() % 1000)"] = ["en": .plain("\(tag) new")]
      return
    }
    let language = languages.randomElement(using: &rng)!
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: model[key] = nil
    case 1: model[key]![language] = nil
    case 2: model[key]![language] = randomLocalization("\(tag) \(language)", using: &rng)
    default:
      switch model[key]![language] {
      case .plural(var forms):
        let category = categories.randomElement(using: &rng)!
        if forms[category] != nil, Bool.random(using: &rng) && category != "other" {
          forms[category] = nil
        } else {
          forms[category] = "\(tag) \(category)"
        }
        model[key]![language] = .plural(forms)
      default: model[key]![language] = .plain("\(tag) text")
      }
    }
  }

  static func lines(_ bytes: [UInt8]) -> [LocalizationUnitLine] {
    LocalizationUnitReader.lines(bytes, path: "L.xcstrings").lines
  }

  @Test(arguments: 0..<150)
  func catalogMergeKeepsEverySideChange(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9)
    let baseModel = Self.randomBase(using: &rng)
    var oursModel = baseModel
    var theirsModel = baseModel
    for _ in 0..<Int.random(in: 1...6, using: &rng) {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:
        // The same edit on both sides.
        var shared = SplitMix64(seed: rng.next())
        var copy = shared
        Self.edit(&oursModel, tag: "same", using: &shared)
        Self.edit(&theirsModel, tag: "same", using: &copy)
      case 1, 2: Self.edit(&oursModel, tag: "ours", using: &rng)
      default: Self.edit(&theirsModel, tag: "theirs", using: &rng)
      }
    }
    let base = Self.bytes(baseModel)
    let ours = Self.bytes(oursModel)
    let theirs = Self.bytes(theirsModel)
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: "L.xcstrings")
    let merged = try #require(result.bytes)
    let catalog = CatalogReader.read(merged, path: "L.xcstrings")
    #expect(catalog.diagnostics.isEmpty)
    #expect(catalog.serialized() == merged)

    // A conflict only where both sides changed the key.
    let conflicted = Set(result.conflicts.map { LiteralKey($0.key) })
    for key in conflicted {
      #expect(baseModel[key.string] != oursModel[key.string])
      #expect(baseModel[key.string] != theirsModel[key.string])
    }
    // Nothing a side added or changed is lost outside conflicted keys.
    let baseLines = Set(Self.lines(base).map(\.text))
    let mergedLines = Set(Self.lines(merged).map(\.text))
    for side in [ours, theirs] {
      for line in Self.lines(side)
      where !baseLines.contains(line.text) && !conflicted.contains(LiteralKey(line.key)) {
        #expect(mergedLines.contains(line.text), "seed \(seed) lost \(line.text)")
      }
    }
    // Keys both sides kept stay; keys a side added are there.
    for key in Set(oursModel.keys).union(theirsModel.keys) {
      let removed = baseModel[key] != nil && (oursModel[key] == nil || theirsModel[key] == nil)
      if !removed { #expect(catalog.entries.contains { $0.key == key }, "seed \(seed) \(key)") }
    }
    if result.conflicts.isEmpty {
      // A clean merge is both edit scripts applied.
      var both = oursModel
      for key in Set(baseModel.keys).union(theirsModel.keys)
      where baseModel[key] != theirsModel[key] {
        if theirsModel[key] == nil {
          both[key] = nil
        } else if let oursKey = oursModel[key] {
          // Added on both sides merges like an edit of an empty key.
          let baseKey = baseModel[key] ?? [:]
          var combined = oursKey
          for language in Set(baseKey.keys).union(theirsModel[key]!.keys)
          where baseKey[language] != theirsModel[key]![language] {
            combined[language] = Self.mergedLocalization(
              base: baseKey[language], ours: oursKey[language], theirs: theirsModel[key]![language])
          }
          both[key] = combined
        } else if baseModel[key] == nil {
          both[key] = theirsModel[key]
        }
      }
      let expected = Self.bytes(both)
      #expect(
        merged == expected,
        "seed \(seed): \(LocalizationDiff.changes(from: Self.lines(expected), to: Self.lines(merged)))"
      )
    }

    // Identical sides merge cleanly to that side; an unchanged other side gives this side.
    let same = ThreeWayMerge.merge(base: base, ours: ours, theirs: ours, path: "L.xcstrings")
    #expect(same.isClean && same.bytes == ours)
    // theirs is the base with a trailing line break: the same document, so the merge walks it.
    let unchanged = ThreeWayMerge.merge(
      base: base, ours: ours, theirs: base + [0x0A], path: "L.xcstrings")
    #expect(unchanged.isClean && unchanged.bytes == (ours == base ? base + [0x0A] : ours))
    let unchangedOurs = ThreeWayMerge.merge(
      base: base, ours: base + [0x0A], theirs: theirs, path: "L.xcstrings")
    #expect(unchangedOurs.isClean)
    #expect(unchangedOurs.bytes == theirs + [0x0A])
  }

  /// One language merged as the catalog merge does when no conflict arises.
  static func mergedLocalization(base: Localization?, ours: Localization?, theirs: Localization?)
    -> Localization?
  {
    if base == ours { return theirs }
    if base == theirs || ours == theirs { return ours }
    if case .plural(let b)? = base, case .plural(var o)? = ours, case .plural(let t)? = theirs {
      for category in Set(b.keys).union(t.keys) where b[category] != t[category] {
        o[category] = t[category]
      }
      return .plural(o)
    }
    return ours
  }

  // MARK: - .strings

  @Test(arguments: 0..<100)
  func stringsMergeKeepsEverySideChange(seed: Int) throws {
    var rng = SplitMix64(seed: UInt64(seed) &* 0x51_7CC1)
    let encodings: [StringsFileWriter.OutputEncoding] = [
      .utf8, .utf16LittleEndian, .utf16BigEndian,
    ]
    let encoding = encodings.randomElement(using: &rng)!
    let baseEntries = (0..<Int.random(in: 1...10, using: &rng)).map {
      StringsFileWriter.Entry(key: "key \($0)", value: "base \($0)", comments: ["Comment \($0)"])
    }
    let base = [UInt8](StringsFileWriter.data(for: baseEntries, encoding: encoding))
    let baseFile = StringsFileParser.parse(base, path: "x.strings")
    func side(_ tag: String) throws -> [UInt8] {
      var edits: [StringsEdit] = []
      var touched = Set<Int>()
      for step in 0..<Int.random(in: 0...4, using: &rng) {
        let index = Int.random(in: 0..<baseEntries.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0:
          edits.append(
            .insert(
              StringsFileWriter.Entry(key: "\(tag) \(step)", value: "\(tag) new"), at: .end))
        case 1 where !touched.contains(index):
          touched.insert(index)
          edits.append(.replaceValue(ofEntryAt: index, with: "\(tag) \(index)"))
        case 2 where !touched.contains(index):
          touched.insert(index)
          edits.append(.remove(entryAt: index))
        default: break
        }
      }
      // Insertions last, as one group at the end.
      edits.sort { lhs, rhs in
        if case .insert = rhs, !(lhs.isInsert) { return true }
        return false
      }
      return [UInt8](try baseFile.applying(edits))
    }
    let ours = try side("ours")
    let theirs = try side("theirs")
    let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: "x.strings")
    let merged = try #require(result.bytes)
    let file = StringsFileParser.parse(merged, path: "x.strings")
    #expect(!file.hasErrors)
    #expect(file.encoding == baseFile.encoding)
    let conflicted = Set(result.conflicts.map { LiteralKey($0.key) })
    let table = file.dictionary
    let baseTable = baseFile.dictionary
    for bytes in [ours, theirs] {
      for (key, value) in StringsFileParser.parse(bytes, path: "x.strings").dictionary
      where baseTable[key].map({ !$0.isLiterallyEqual(to: value) }) ?? true
        && !conflicted.contains(LiteralKey(key))
      {
        #expect(table[key].map { $0.isLiterallyEqual(to: value) } == true, "seed \(seed) \(key)")
      }
    }
    for key in conflicted {
      let entry = file.entries.last { $0.key == key.string }
      #expect(
        entry?.comments.contains { $0.contains("strings-merge conflict") } == true,
        "seed \(seed) \(key) \(String(decoding: merged, as: UTF8.self))")
    }
    let unchanged = ThreeWayMerge.merge(
      base: base, ours: ours, theirs: base + Self.lineBreak(encoding),
      path: "x.strings")
    #expect(unchanged.isClean, "seed \(seed)")
    #expect(
      unchanged.bytes == (ours == base ? base + Self.lineBreak(encoding) : ours), "seed \(seed)")
    let same = ThreeWayMerge.merge(base: base, ours: theirs, theirs: theirs, path: "x.strings")
    #expect(same.isClean && same.bytes == theirs)
  }
}

extension ThreeWayMergePropertyTests {
  /// A line break in `encoding`, to make a file with the same entries but other bytes.
  static func lineBreak(_ encoding: StringsFileWriter.OutputEncoding) -> [UInt8] {
    switch encoding {
    case .utf8: [0x0A]
    case .utf16LittleEndian: [0x0A, 0x00]
    case .utf16BigEndian: [0x00, 0x0A]
    }
  }
}

extension StringsEdit {
  fileprivate var isInsert: Bool {
    if case .insert = self { return true }
    return false
  }
}
