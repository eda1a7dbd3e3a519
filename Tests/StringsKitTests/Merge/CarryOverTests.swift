import Foundation
import Testing

@testable import StringsKit

/// The matcher's rules, and the carry-over of ``Merger`` and ``CatalogSync`` that use it.
@Suite struct CarryOverTests {
  typealias Candidate = CarryOverMatcher.Candidate

  func pairs(_ removed: [Candidate], _ added: [Candidate]) -> [String] {
    CarryOverMatcher.matches(removed: removed, added: added).map(\.description)
  }

  @Test func similarTextPairs() {
    #expect(
      pairs(
        [.init(key: "Send once on release"), .init(key: "Gone for good")],
        [.init(key: "Short press:"), .init(key: "Perform once on release")])
        == ["\"Send once on release\" → \"Perform once on release\""])
  }

  @Test func differentFormatArgumentsNeverPair() {
    #expect(pairs([.init(key: "Battery %lld percent")], [.init(key: "Battery %@ percent")]) == [])
    #expect(pairs([.init(key: "10% or below")], [.init(key: "%@ or below")]) == [])
  }

  @Test func anAmbiguousBestCandidateIsLeftAlone() {
    #expect(
      pairs(
        [.init(key: "While pressed")],
        [.init(key: "While pressed action"), .init(key: "Repeat while pressed")]) == [])
  }

  @Test func eachAddedKeyIsTakenOnceBestFirst() {
    #expect(
      pairs(
        [.init(key: "Repeat on hold"), .init(key: "Repeat")],
        [.init(key: "Repeat:")]) == ["\"Repeat\" → \"Repeat:\""])
  }

  @Test func theSameCallSitePairsDifferentTexts() {
    let removed = Candidate(key: "Feed not found", file: "Add.swift", line: 40)
    #expect(
      pairs([removed], [.init(key: "Unable to Add Feed", file: "Add.swift", line: 41)])
        == ["\"Feed not found\" → \"Unable to Add Feed\""])
    #expect(pairs([removed], [.init(key: "Unable to Add Feed", file: "Add.swift", line: 60)]) == [])
    #expect(pairs([removed], [.init(key: "Unable to Add Feed")]) == [])
  }

  @Test func theSourceTextIsComparedNotTheKey() {
    #expect(
      pairs(
        [.init(key: "settings.release", text: "Send once on release")],
        [.init(key: "settings.perform", text: "Perform once on release")])
        == ["\"settings.release\" → \"settings.perform\""])
  }

  /// 20,000 keys gone and 20,000 new ones that all share words: near-linear work, not 400
  /// million comparisons (the test would not end), and no pair among near-identical texts.
  @Test func largeTablesStayNearLinear() {
    let removed = (0..<20_000).map { Candidate(key: "The setting number \($0) of the app") }
    let added = (0..<20_000).map { Candidate(key: "The option number \($0 + 50_000) of the app") }
    #expect(CarryOverMatcher.matches(removed: removed, added: added).isEmpty)
  }

  // MARK: - Merger

  static let reference = """
    /* Mouse action */
    "Primary double-click" = "Primary double-click";

    "Other" = "Other";

    """
  static let german = """
    /* Mouse action */
    "Left double-click" = "Linker Doppelklick";

    "Other" = "Andere";

    """

  func merged(carryOver: Bool, into language: String = german) -> MergeResult {
    Merger(options: MergeOptions(carryOver: carryOver)).merge(
      reference: StringsFileParser.parse(Data(Self.reference.utf8), path: "en.strings"),
      into: StringsFileParser.parse(Data(language.utf8), path: "de.strings"))
  }

  @Test func mergerCarriesTheTranslationOverWithTheMark() throws {
    let result = merged(carryOver: true)
    #expect(
      result.carriedOver.map(\.description) == ["\"Left double-click\" → \"Primary double-click\""])
    #expect(result.added == ["Primary double-click"])
    #expect(result.stale == ["Left double-click"])
    let text = String(decoding: try #require(result.data), as: UTF8.self)
    #expect(
      text == """
        /* needs-review: carried over from "Left double-click"
           Mouse action */
        "Primary double-click" = "Linker Doppelklick";

        /* Mouse action */
        "Left double-click" = "Linker Doppelklick";

        "Other" = "Andere";

        """)
    // Merging again changes nothing: the mark survives the comment refresh.
    let again = merged(carryOver: true, into: text)
    #expect(again.data == nil)
    #expect(again.carriedOver.isEmpty)
  }

  @Test func mergerWithoutCarryOverAddsTheReferenceValue() throws {
    let result = merged(carryOver: false)
    #expect(result.carriedOver.isEmpty)
    let text = String(decoding: try #require(result.data), as: UTF8.self)
    #expect(text.contains("\"Primary double-click\" = \"Primary double-click\";"))
    #expect(!text.contains("needs-review"))
  }

  // MARK: - Catalog sync

  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Send once on release" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Einmal beim Loslassen senden" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Envoyer une fois au relâchement" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  func synced(carryOver: Bool) -> (CatalogSyncPlan, Catalog) {
    let catalog = CatalogReader.read(Array(Self.catalog.utf8), path: "Localizable.xcstrings")
    let plan = CatalogSync.plan(
      catalog,
      extracted: [
        ExtractedString(
          key: "Perform once on release", value: "Perform once on release", comment: nil,
          hasValue: false)
      ], carryOver: carryOver)
    return (plan, catalog.applying(plan.edits))
  }

  @Test func catalogSyncCarriesTranslationsOverForReview() throws {
    let (plan, catalog) = synced(carryOver: true)
    #expect(
      plan.carryOverLines == [
        "carried over \"Send once on release\" → \"Perform once on release\" (2 languages)"
      ])
    #expect(plan.summary.hasSuffix(", carried over 1"))
    let added = try #require(catalog.entries.first { $0.key == "Perform once on release" })
    #expect(added.localization("de")?.content.stringUnit?.value == "Einmal beim Loslassen senden")
    #expect(added.localization("de")?.content.stringUnit?.state == "needs_review")
    #expect(added.localization("fr")?.content.stringUnit?.state == "needs_review")
    let old = try #require(catalog.entries.first { $0.key == "Send once on release" })
    #expect(old.isStale)
    #expect(old.localization("de")?.content.stringUnit?.state == "translated")
    // A second sync of the result changes nothing.
    let second = CatalogSync.plan(
      catalog,
      extracted: [
        ExtractedString(
          key: "Perform once on release", value: "Perform once on release", comment: nil,
          hasValue: false)
      ], carryOver: true)
    #expect(second.isEmpty)
  }

  @Test func catalogSyncWithoutCarryOverAddsAnUntranslatedKey() throws {
    let (plan, catalog) = synced(carryOver: false)
    #expect(plan.carriedOver.isEmpty)
    let added = try #require(catalog.entries.first { $0.key == "Perform once on release" })
    #expect(added.localizations.isEmpty)
  }
}
