import Foundation
import Testing

@testable import StringsKit

/// Random code changes (keys added and removed, values and comments changed) synced into random
/// catalogs (every field, variations, substitutions, `manual`, `stale`, unknown fields): no
/// translation is ever lost or altered, the states are those ``CatalogSync`` documents, and a
/// second sync plans nothing.
@Suite struct CatalogSyncPropertyTests {
  @Test(arguments: 0..<60) func syncKeepsTranslationsAndIsIdempotent(_ seed: Int) throws {
    var random = SplitMix64(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 7)
    let before = CatalogReader.read(
      CatalogWriter.data(for: CatalogGenerator.catalog(&random)), path: "Localizable.xcstrings")
    try #require(!before.hasErrors)
    let code = Self.code(for: before, &random)
    let plan = CatalogSync.plan(before, extracted: code)
    let after = before.applying(plan.edits)
    #expect(after.diagnostics.isEmpty, "\(after.diagnostics)")

    let old = Self.entries(before)
    let new = Self.entries(after)
    let inCode = Dictionary(code.map { (LiteralKey($0.key), $0) }, uniquingKeysWith: { a, _ in a })
    for (key, entry) in old {
      let synced = try #require(new[key], "key \(entry.key) lost")
      // No translation lost or altered, wherever it sits.
      let oldUnits = Self.translations(entry, sourceLanguage: "en")
      let newUnits = Self.translations(synced, sourceLanguage: "en")
      #expect(oldUnits.map(\.value) == newUnits.map(\.value), "\(entry.key)")
      #expect(oldUnits.map(\.path) == newUnits.map(\.path), "\(entry.key)")

      if entry.extractionState == "manual" {
        #expect(Self.node(before, entry.key)!.hasSameValue(as: Self.node(after, entry.key)!))
        continue
      }
      guard let string = inCode[key] else {
        #expect(synced.extractionState == "stale", "\(entry.key)")
        #expect(oldUnits.map(\.state) == newUnits.map(\.state))
        continue
      }
      #expect(synced.extractionState == (string.hasValue ? "extracted_with_value" : nil))
      if let comment = string.comment {
        #expect(synced.comment == comment)
      } else {
        #expect(synced.comment == entry.comment)
      }
      let oldSource = Self.sourceText(entry)
      let newSource = Self.sourceText(synced)
      if oldSource == newSource {
        #expect(oldUnits.map(\.state) == newUnits.map(\.state), "\(entry.key) states changed")
      } else {
        #expect(newSource == string.value)
        #expect(!newUnits.contains { $0.state == "translated" }, "\(entry.key) not flagged")
        let expectedStates = oldUnits.map { $0.state == "translated" ? "needs_review" : $0.state }
        #expect(newUnits.map(\.state) == expectedStates)
      }
    }
    for string in code where old[LiteralKey(string.key)] == nil {
      let added = try #require(new[LiteralKey(string.key)])
      #expect(added.extractionState == (string.hasValue ? "extracted_with_value" : nil))
      #expect(added.comment == string.comment)
      #expect(Self.sourceText(added) == string.value)
    }
    #expect(new.count == Set(old.keys).union(code.map { LiteralKey($0.key) }).count)

    // A second sync plans nothing, and the written bytes are what the catalog reads back as.
    let again = CatalogSync.plan(after, extracted: code)
    #expect(again.isEmpty, "\(again.summary)")
    #expect(after.applying(again.edits).serialized() == after.serialized())
  }

  /// The code after random changes: some catalog keys kept (value and comment as they were,
  /// or changed), some gone, some new.
  static func code(for catalog: Catalog, _ random: inout SplitMix64) -> [ExtractedString] {
    var result: [ExtractedString] = []
    var seen = Set<LiteralKey>()
    for entry in catalog.entries where Int.random(in: 0..<3, using: &random) > 0 {
      let hasValue = Bool.random(using: &random)
      let value =
        hasValue
        ? (Bool.random(using: &random) ? sourceText(entry) : "v " + CatalogGenerator.text(&random))
        : entry.key
      let comment: String? =
        switch Int.random(in: 0..<3, using: &random) {
        case 0: nil
        case 1: entry.comment
        default: "c " + CatalogGenerator.text(&random)
        }
      if seen.insert(LiteralKey(entry.key)).inserted {
        result.append(
          ExtractedString(
            key: entry.key, value: value, comment: comment,
            hasValue: hasValue && !value.isLiterallyEqual(to: entry.key)))
      }
    }
    for index in 0..<Int.random(in: 0...4, using: &random) {
      let key = "new \(index) " + CatalogGenerator.text(&random, maxPieces: 3)
      guard seen.insert(LiteralKey(key)).inserted else { continue }
      let hasValue = Bool.random(using: &random)
      result.append(
        ExtractedString(
          key: key, value: hasValue ? "value of \(key)" : key,
          comment: Bool.random(using: &random) ? "about \(key)" : nil, hasValue: hasValue))
    }
    result.shuffle(using: &random)
    return result
  }

  static func entries(_ catalog: Catalog) -> [LiteralKey: CatalogEntry] {
    Dictionary(catalog.entries.map { (LiteralKey($0.key), $0) }, uniquingKeysWith: { _, b in b })
  }

  static func node(_ catalog: Catalog, _ key: String) -> CatalogNode? {
    catalog.root?.member("strings")?.member(key)
  }

  /// The source language's text as the sync sees it: its string unit, or the key; a source
  /// with variations, substitutions or a string set is described, not read.
  static func sourceText(_ entry: CatalogEntry) -> String {
    guard let source = entry.localization("en")?.content else { return entry.key }
    if !source.variations.isEmpty || !source.substitutions.isEmpty || source.stringSet != nil {
      return "designed in the catalog"
    }
    return source.stringUnit?.value ?? entry.key
  }

  /// Every string unit of every language but the source, substitutions included, in order.
  static func translations(_ entry: CatalogEntry, sourceLanguage: String) -> [(
    path: String, state: String?, value: String
  )] {
    var result: [(String, String?, String)] = []
    func collect(_ content: CatalogContent, prefix: String) {
      for (path, unit) in content.stringUnits {
        result.append(("\(prefix)/\(path)", unit.state, unit.value))
      }
      for variations in content.variations {
        for variationCase in variations.cases {
          for substitution in variationCase.content.substitutions {
            collectSubstitution(
              substitution, prefix: "\(prefix)/\(variations.selector).\(variationCase.name)")
          }
        }
      }
      for substitution in content.substitutions {
        collectSubstitution(substitution, prefix: prefix)
      }
    }
    func collectSubstitution(_ substitution: CatalogSubstitution, prefix: String) {
      for variations in substitution.variations {
        for variationCase in variations.cases {
          collect(
            variationCase.content,
            prefix: "\(prefix)/\(substitution.name)/\(variations.selector).\(variationCase.name)")
        }
      }
    }
    for localization in entry.localizations where localization.language != sourceLanguage {
      collect(localization.content, prefix: localization.language)
    }
    return result
  }
}
