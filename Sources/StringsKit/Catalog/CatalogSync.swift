/// Brings a catalog in step with the strings found in code, as `xcstringstool sync` does, as a
/// list of ``CatalogEdit``s (see ``CatalogSyncPlan``):
///
/// - a key found in code and not in the catalog is added, with the code's comment; with a value
///   of its own (`value:`) the source language holds it and the key is `extracted_with_value`;
///   a key whose specifiers get numbered (`%@ of %@`) holds the numbered text, as Xcode does;
/// - a key no longer found is marked `stale` (its translations stay); a stale key found again
///   loses the mark; a key marked `manual` is never changed;
/// - a changed comment is updated (a key whose code has no comment keeps the catalog's);
/// - a changed source value updates the source language and turns every translation of the
///   key to `needs_review`. A source text written by a person in the catalog (state other than
///   `new`) is kept when the code gives no value of its own, and so is a source language
///   with variations or substitutions: both were designed in the catalog, not in code;
/// - `migrated` keys found in code keep that state.
///
/// With `carryOver`, a key added in this sync that ``CarryOverMatcher`` pairs with a key marked
/// stale in this sync gets that key's translations, each `needs_review` (see
/// ``CatalogSync/carryOver(_:addedStrings:sourceLanguage:into:)``).
///
/// Planning a catalog already in step gives no edits, so a second sync writes nothing.
public enum CatalogSync {
  public static func plan(
    _ catalog: Catalog, extracted: [ExtractedString], carryOver: Bool = false
  ) -> CatalogSyncPlan {
    let sourceLanguage = catalog.sourceLanguage ?? "en"
    var plan = CatalogSyncPlan()
    var found = Set<LiteralKey>()
    found.reserveCapacity(extracted.count)
    var existing: [LiteralKey: Int] = [:]
    existing.reserveCapacity(catalog.entries.count)
    for (index, entry) in catalog.entries.enumerated() { existing[LiteralKey(entry.key)] = index }

    var addedStrings: [ExtractedString] = []
    for string in extracted {
      guard found.insert(LiteralKey(string.key)).inserted else { continue }
      guard let index = existing[LiteralKey(string.key)] else {
        plan.edits.append(.addKey(string.key, newEntry(string, sourceLanguage: sourceLanguage)))
        plan.added.append(string.key)
        addedStrings.append(string)
        continue
      }
      update(catalog.entries[index], from: string, sourceLanguage: sourceLanguage, into: &plan)
    }
    for entry in catalog.entries where !found.contains(LiteralKey(entry.key)) {
      if entry.extractionState == "manual" {
        plan.keptManual.append(entry.key)
      } else if !entry.isStale {
        plan.edits.append(.setExtractionState(key: entry.key, state: "stale"))
        plan.markedStale.append(entry.key)
      }
    }
    if carryOver {
      Self.carryOver(
        catalog, addedStrings: addedStrings, sourceLanguage: sourceLanguage, into: &plan)
    }
    return plan
  }

  /// Gives each added key that the matcher pairs with a key marked stale in this sync the stale
  /// key's localizations but the source language's, every `translated` unit turned to
  /// `needs_review`. The stale key keeps its translations, as any stale key does.
  static func carryOver(
    _ catalog: Catalog, addedStrings: [ExtractedString], sourceLanguage: String,
    into plan: inout CatalogSyncPlan
  ) {
    guard !plan.markedStale.isEmpty, !addedStrings.isEmpty,
      let strings = catalog.root?.member("strings")
    else { return }
    let removed = plan.markedStale.map { key in
      let source = strings.member(key)?.member("localizations")?.member(sourceLanguage)
      let text = source?.member("stringUnit")?.member("value")?.string
      return CarryOverMatcher.Candidate(key: key, text: text)
    }
    let added = addedStrings.map { CarryOverMatcher.Candidate(key: $0.key, text: $0.value) }
    var editIndex: [LiteralKey: Int] = [:]
    for (index, edit) in plan.edits.enumerated() {
      if case .addKey(let key, _) = edit { editIndex[LiteralKey(key)] = index }
    }
    for match in CarryOverMatcher.matches(removed: removed, added: added) {
      guard let translations = strings.member(match.removed)?.member("localizations")?.members,
        let index = editIndex[LiteralKey(match.added)],
        case .addKey(let key, var node) = plan.edits[index]
      else { continue }
      var localizations = node.member("localizations") ?? .object([])
      var languages: [String] = []
      for translation in translations
      where !translation.key.isLiterallyEqual(to: sourceLanguage) {
        var content = translation.value
        Catalog.flagTranslated(&content)
        localizations.setMember(translation.key, content)
        languages.append(translation.key)
      }
      guard !languages.isEmpty else { continue }
      node.setMember("localizations", localizations)
      plan.edits[index] = .addKey(key, node)
      plan.carriedOver.append((match, languages))
    }
  }

  /// The object of a key new to the catalog, members in Xcode's order.
  static func newEntry(_ string: ExtractedString, sourceLanguage: String) -> CatalogNode {
    var members: [CatalogMember] = []
    if let comment = string.comment { members.append(CatalogMember("comment", .string(comment))) }
    if string.hasValue {
      members.append(CatalogMember("extractionState", .string("extracted_with_value")))
    }
    if !string.value.isLiterallyEqual(to: string.key) {
      members.append(
        CatalogMember(
          "localizations",
          .object([CatalogMember(sourceLanguage, Catalog.sourceUnit(string.value))])))
    }
    return .object(members)
  }

  private static func update(
    _ entry: CatalogEntry, from string: ExtractedString, sourceLanguage: String,
    into plan: inout CatalogSyncPlan
  ) {
    let key = entry.key
    if entry.extractionState == "manual" {
      plan.keptManual.append(key)
      return
    }
    let extractedState: String? = string.hasValue ? "extracted_with_value" : nil
    switch entry.extractionState {
    case "stale":
      plan.edits.append(.setExtractionState(key: key, state: extractedState))
      plan.foundAgain.append(key)
    case nil, "extracted_with_value":
      if entry.extractionState != extractedState {
        plan.edits.append(.setExtractionState(key: key, state: extractedState))
      }
    default: break  // migrated, or a state a newer Xcode writes: left as it is
    }

    if let comment = string.comment,
      entry.comment.map({ !$0.isLiterallyEqual(to: comment) }) ?? true
    {
      plan.edits.append(.setComment(key: key, comment: comment))
      plan.updatedComments.append(key)
    }

    let source = entry.localization(sourceLanguage)?.content
    if let source,
      !source.variations.isEmpty || !source.substitutions.isEmpty || source.stringSet != nil
    {
      return  // plurals or device texts designed in the catalog
    }
    let current = source?.stringUnit
    let currentValue = current?.value ?? key
    guard !currentValue.isLiterallyEqual(to: string.value) else { return }
    let codeOwnsValue = string.hasValue || !string.value.isLiterallyEqual(to: key)
    let writtenBySync = current == nil || current?.state == "new" || current?.state == nil
    guard codeOwnsValue || writtenBySync else { return }
    let removesSource =
      string.value.isLiterallyEqual(to: key) && (current?.state == "new" || current?.state == nil)
    plan.edits.append(
      .setSourceValue(
        key: key, language: sourceLanguage, value: removesSource ? nil : string.value))
    plan.updatedSourceValues.append(key)
    let flagged = entry.localizations.filter { localization in
      !localization.language.isLiterallyEqual(to: sourceLanguage)
        && localization.content.hasTranslatedUnit
    }
    if !flagged.isEmpty {
      plan.edits.append(.flagForReview(key: key, sourceLanguage: sourceLanguage))
      plan.flagged.append((key, flagged.map(\.language)))
    }
  }
}

/// What a sync will change, as edits and as the lists the tools report.
public struct CatalogSyncPlan: Sendable {
  /// One line per carry-over: `carried over "OLD" → "NEW" (2 languages)`.
  public var carryOverLines: [String] {
    carriedOver.map { match, languages in
      "carried over \(match) (\(languages.count) \(languages.count == 1 ? "language" : "languages"))"
    }
  }

  public var edits: [CatalogEdit] = []
  public var added: [String] = []
  public var markedStale: [String] = []
  /// Stale keys found in code again.
  public var foundAgain: [String] = []
  public var updatedComments: [String] = []
  public var updatedSourceValues: [String] = []
  /// Keys whose translations turn to `needs_review`, with the languages.
  public var flagged: [(key: String, languages: [String])] = []
  /// `manual` keys, left alone.
  public var keptManual: [String] = []
  /// Added keys that took the translations of a key marked stale, with the languages.
  public var carriedOver: [(match: CarryOverMatcher.Match, languages: [String])] = []

  public init() {}

  /// Whether the catalog is already in step.
  public var isEmpty: Bool { edits.isEmpty }

  /// One line for people: `added 2, marked stale 1, flagged 3 for review, kept 1 manual`,
  /// then the other changes when there are any (`found again 1, comments updated 2, source
  /// values updated 1`, `carried over 1`). Flagged counts translations (a key in one language).
  public var summary: String {
    let translations = flagged.reduce(0) { $0 + $1.languages.count }
    var parts = [
      "added \(added.count)", "marked stale \(markedStale.count)",
      "flagged \(translations) for review", "kept \(keptManual.count) manual",
    ]
    if !foundAgain.isEmpty { parts.append("found again \(foundAgain.count)") }
    if !updatedComments.isEmpty { parts.append("comments updated \(updatedComments.count)") }
    if !updatedSourceValues.isEmpty {
      parts.append("source values updated \(updatedSourceValues.count)")
    }
    if !carriedOver.isEmpty { parts.append("carried over \(carriedOver.count)") }
    return parts.joined(separator: ", ")
  }
}

extension CatalogContent {
  /// Whether any string unit here, in variations or in substitutions, is `translated`.
  public var hasTranslatedUnit: Bool {
    if stringUnits.contains(where: { $0.unit.state == "translated" }) { return true }
    return substitutions.contains { substitution in
      substitution.variations.contains { variations in
        variations.cases.contains { $0.content.hasTranslatedUnit }
      }
    }
  }
}
