import Foundation

/// Writes the targets of one XLIFF `<file>` into a String Catalog, for one language.
///
/// Units are matched to the catalog as ``XLIFFCatalogUnits`` exports them (`KEY`,
/// `KEY|==|plural.one`, `KEY|==|substitutions.NAME.plural.one`, device cases). Each unit with a
/// target is:
/// - **refused** (an error, nothing written) when its id is both a key and a variation of
///   another key (`xliff-ambiguous-id`: a key holding `|==|`, which the export leaves out);
///   when its key is not in the catalog or its path
///   names nothing the source language has, a variation the source does not vary by (a
///   `device.mac` case of a plural-only key) or a place that does not fit the shape the
///   translation already has (a plural case for a plain translation): either would leave two
///   kinds of text in one place, which the compiler drops (`xliff-unknown-key`); when its
///   `<source>` is not
///   what the catalog exports now (`xliff-outdated`; ``XLIFFImport/Options/acceptOutdated``
///   writes it as `needs_review`); when its plural category is not one the language has in CLDR
///   (`xliff-plural-category`: Foundation would never pick it); when its placeholders differ
///   from its source's (`placeholder-mismatch`);
/// - **unchanged** when the catalog already exports that target (and its state agrees: a
///   `new` or absent state never demotes a translation);
/// - **changed** or **added** otherwise: the string unit at the unit's path gets the value (as
///   the catalog writes it: `%N$#@x@` back to `%#@x@`, `%N$spec` in a substitution back to
///   `%arg`) and the state `translated`, or `needs_review` for a `needs-review-*` target.
///   Missing variation cases, substitutions (with the source's `argNum` and
///   `formatSpecifier`) and the localization itself are created.
///
/// A plural variation left without a category its language needs gets a warning
/// (`xliff-plural-category`) naming the categories: the catalog still builds, and Foundation
/// falls back to `other`.
///
/// The edit goes through ``Catalog/applying(_:)`` and ``CatalogWriter``: every other member
/// keeps its bytes, and importing an unchanged export writes nothing.
public enum XLIFFCatalogImport {
  public static func apply(
    _ units: [XLIFFDocument.Unit], to catalog: Catalog, sourceLanguage: String, language: String,
    options: XLIFFImport.Options = XLIFFImport.Options()
  ) -> XLIFFImport.Result {
    var result = XLIFFImport.Result()
    let blocking = catalog.blockingDiagnostics
    guard blocking.isEmpty, let strings = catalog.root?.member("strings")?.members else {
      result.diagnostics =
        blocking.isEmpty ? [.error("no strings to edit", at: catalog.start)] : blocking
      result.couldNotEdit = true
      return result
    }
    var entries: [LiteralKey: (key: String, node: CatalogNode)] = [:]
    for member in strings { entries[LiteralKey(member.key)] = (member.key, member.value) }
    var exported: [LiteralKey: XLIFFCatalogUnits.Unit] = [:]
    for unit in XLIFFCatalogUnits.exportable(
      of: catalog, sourceLanguage: sourceLanguage, language: language
    ).units {
      exported[LiteralKey(unit.unit.id)] = unit
    }
    let categories = PluralRules.ruleSet(forLanguage: language)?.categories.map(\.rawValue)

    var edited: [LiteralKey: CatalogNode] = [:]
    var editOrder: [String] = []
    for unit in XLIFFImport.lastUnits(units, diagnostics: &result.diagnostics) {
      guard XLIFFImport.hasTranslation(unit), let target = unit.target else {
        result.untranslated += 1
        continue
      }
      let at = target.position ?? unit.position
      let known = exported[LiteralKey(unit.id)]
      func refuse(_ message: String, rule: RuleID) {
        result.skipped.append(unit.id)
        result.diagnostics.append(.error(message, at: at, rule: rule))
      }
      let key: String
      let path: XLIFFCatalogUnits.Path
      switch XLIFFCatalogUnits.resolve(unit.id, hasKey: { entries[LiteralKey($0)] != nil }) {
      case .place(let placeKey, let placePath): (key, path) = (placeKey, placePath)
      case .ambiguous(let whole, let base):
        refuse(
          "\(quoted(unit.id)) is both the key \(quoted(whole)) and a variation of "
            + "\(quoted(base)); not imported", rule: "xliff-ambiguous-id")
        continue
      case .unknown(let unknownKey):
        refuse(
          "\(quoted(unknownKey)) is not in the catalog; not imported", rule: "xliff-unknown-key")
        continue
      }
      guard let (entryKey, original) = entries[LiteralKey(key)] else { continue }
      var entry = edited[LiteralKey(key)] ?? original
      let source =
        entry.member("localizations")?.member(sourceLanguage)
        ?? XLIFFCatalogUnits.plainLocalization(entryKey)
      let current = entry.member("localizations")?.member(language)
      let expectedSource: String
      if let known {
        expectedSource = known.unit.source
      } else if let selector = selectorNotInSource(path, source: source) {
        refuse(
          "\(quoted(unit.id)) varies by \(selector), which \(quoted(key)) does not in the "
            + "source language; not imported", rule: "xliff-unknown-key")
        continue
      } else if let clash = shapeClash(path, in: current) {
        refuse(
          "\(quoted(unit.id)) does not fit the translation of \(quoted(key)), which \(clash); "
            + "not imported", rule: "xliff-unknown-key")
        continue
      } else if let text = XLIFFCatalogUnits.sourceText(in: source, path: path) {
        expectedSource = XLIFFCatalogUnits.exported(
          text, path: path,
          in: XLIFFCatalogUnits.sourceContext(source, current ?? source, path))
      } else {
        refuse(
          "\(quoted(unit.id)) names no string of \(quoted(key)) in the source language; not "
            + "imported", rule: "xliff-unknown-key")
        continue
      }
      if let categories,
        let wrong = path.cases.first(where: {
          $0.selector == "plural" && !categories.contains($0.name)
        })
      {
        refuse(
          "\(quoted(unit.id)): '\(wrong.name)' is not a plural category of '\(language)' "
            + "(\(categories.joined(separator: ", "))); not imported",
          rule: "xliff-plural-category")
        continue
      }
      let outdated = !unit.source.isLiterallyEqual(to: expectedSource)
      if outdated {
        guard options.acceptOutdated else {
          refuse(
            "the source of \(quoted(unit.id)) is outdated: translated from "
              + "\(quoted(unit.source)), the catalog now says \(quoted(expectedSource)); not "
              + "imported (--accept-outdated imports it for review)", rule: "xliff-outdated")
          continue
        }
        result.diagnostics.append(
          .warning(
            "the source of \(quoted(unit.id)) is outdated (translated from "
              + "\(quoted(unit.source))); imported as needs_review", at: at,
            rule: "xliff-outdated"))
      }
      let existing = current.flatMap { XLIFFCatalogUnits.stringUnit(in: $0, path: path) }
      let state =
        outdated ? "needs_review" : XLIFFCatalogUnits.catalogState(target.state)
      if let existing, let value = existing.member("value")?.string,
        XLIFFCatalogUnits.exported(value, path: path, in: current!).isLiterallyEqual(
          to: target.text),
        outdated
          ? existing.member("state")?.string == "needs_review"
          : (target.state == nil || target.state == "new"
            || existing.member("state")?.string == state)
      {
        result.unchanged.append(unit.id)
        continue
      }
      if let mismatch = XLIFFImport.placeholderMismatch(
        unit.id, target.text, expectedSource, "the source")
      {
        refuse(mismatch, rule: "placeholder-mismatch")
        continue
      }
      set(target.text, state: state, at: path, language: language, source: source, in: &entry)
      if edited.updateValue(entry, forKey: LiteralKey(key)) == nil { editOrder.append(entryKey) }
      if existing == nil {
        result.added.append(unit.id)
      } else {
        result.changed.append(unit.id)
      }
    }

    if let categories {
      for key in editOrder {
        let localization = edited[LiteralKey(key)]?.member("localizations")?.member(language)
        for missing in missingCategories(in: localization, categories: categories) {
          result.diagnostics.append(
            .warning(
              "\(quoted(key))\(missing.place) has no \(missing.names.joined(separator: ", ")) "
                + "case for '\(language)'; Foundation uses 'other' for those numbers",
              at: catalog.position(entries[LiteralKey(key)]!.node.location),
              rule: "xliff-plural-category"))
        }
      }
    }
    result.diagnostics = result.diagnostics.sortedForPrinting()
    guard !editOrder.isEmpty else { return result }
    let edits = editOrder.map { CatalogEdit.addKey($0, edited[LiteralKey($0)]!) }
    let updated = catalog.applying(edits)
    if let bytes = updated.serialized(), bytes != catalog.serialized() {
      result.data = Data(bytes)
    }
    return result
  }

  /// Sets the string unit at `path` in `language`'s localization of `entry`, creating what is
  /// missing on the way.
  static func set(
    _ text: String, state: String, at path: XLIFFCatalogUnits.Path, language: String,
    source: CatalogNode, in entry: inout CatalogNode
  ) {
    ensureMember("localizations", in: &entry)
    entry.updateMember("localizations") { localizations in
      ensureMember(language, in: &localizations)
      localizations.updateMember(language) { localization in
        if let name = path.substitution {
          ensureMember("substitutions", in: &localization)
          localization.updateMember("substitutions") { substitutions in
            if substitutions.member(name) == nil {
              var members: [CatalogMember] = []
              let from = source.member("substitutions")?.member(name)
              for field in ["argNum", "formatSpecifier"] {
                if let value = from?.member(field) { members.append(CatalogMember(field, value)) }
              }
              substitutions.setMember(name, .object(members))
            }
          }
        }
        // The catalog form of the text, with the substitutions the localization (or, while it
        // has none yet, the source) numbers.
        var value = XLIFFCatalogUnits.imported(text, path: path, in: localization)
        if path.substitution != nil || localization.member("substitutions") == nil {
          value = XLIFFCatalogUnits.imported(value, path: path, in: source)
        }
        if let name = path.substitution {
          localization.updateMember("substitutions") { substitutions in
            substitutions.updateMember(name) { substitution in
              setUnit(value, state: state, cases: path.cases[...], in: &substitution)
            }
          }
        } else {
          setUnit(value, state: state, cases: path.cases[...], in: &localization)
        }
      }
    }
  }

  private static func setUnit(
    _ value: String, state: String, cases: ArraySlice<XLIFFCatalogUnits.Path.Case>,
    in node: inout CatalogNode
  ) {
    guard let first = cases.first else {
      if node.member("stringUnit") != nil {
        node.updateMember("stringUnit") { unit in
          unit.setMember("state", .string(state))
          unit.setMember("value", .string(value))
        }
      } else {
        node.setMember(
          "stringUnit",
          .object([
            CatalogMember("state", .string(state)), CatalogMember("value", .string(value)),
          ]))
      }
      return
    }
    ensureMember("variations", in: &node)
    node.updateMember("variations") { variations in
      ensureMember(first.selector, in: &variations)
      variations.updateMember(first.selector) { selector in
        ensureMember(first.name, in: &selector)
        selector.updateMember(first.name) { child in
          setUnit(value, state: state, cases: cases.dropFirst(), in: &child)
        }
      }
    }
  }

  /// The first selector of `path` (`device`) that the source does not vary by where the path
  /// has it: a unit the export did not write can only name variations the source has.
  static func selectorNotInSource(
    _ path: XLIFFCatalogUnits.Path, source: CatalogNode
  ) -> String? {
    var node = source
    if let name = path.substitution {
      guard let substitution = source.member("substitutions")?.member(name) else {
        return "substitution \(name)"
      }
      node = substitution
    }
    for item in path.cases {
      guard let variation = node.member("variations")?.member(item.selector) else {
        return "'\(item.selector)'"
      }
      guard let next = variation.member(item.name) ?? variation.member("other") else {
        return nil
      }
      node = next
    }
    return nil
  }

  /// How the translation's shape clashes with `path`, if it does: a plain string where the path
  /// goes on into variations, variations of another kind, or variations where it ends. Setting
  /// the unit would leave two kinds of text in one place, which does not compile.
  static func shapeClash(_ path: XLIFFCatalogUnits.Path, in translation: CatalogNode?) -> String? {
    guard var node = translation else { return nil }
    if let name = path.substitution {
      if let kind = node.member("variations")?.members?.first {
        return "varies by '\(kind.key)'"
      }
      guard let substitution = node.member("substitutions")?.member(name) else { return nil }
      node = substitution
    }
    for item in path.cases {
      let variations = node.member("variations")?.members ?? []
      if let other = variations.first(where: { !$0.key.isLiterallyEqual(to: item.selector) }) {
        return "varies by '\(other.key)'"
      }
      guard let next = node.member("variations")?.member(item.selector)?.member(item.name) else {
        return node.member("stringUnit") != nil ? "is a plain string" : nil
      }
      node = next
    }
    return node.member("variations")?.members?.first.map { "varies by '\($0.key)'" }
  }

  private static func ensureMember(_ key: String, in node: inout CatalogNode) {
    if node.member(key) == nil { node.setMember(key, .object([])) }
  }

  /// Each plural variation of `localization` (its own, its cases', its substitutions') that
  /// lacks some of `categories`: where it is and which it lacks.
  static func missingCategories(
    in localization: CatalogNode?, categories: [String]
  ) -> [(place: String, names: [String])] {
    guard let localization else { return [] }
    var result: [(String, [String])] = []
    var pending: [(CatalogNode, String)] = [(localization, "")]
    for substitution in localization.member("substitutions")?.members ?? [] {
      pending.append((substitution.value, " (substitution \(substitution.key))"))
    }
    while let (node, place) = pending.popLast() {
      for variation in node.member("variations")?.members ?? [] {
        if variation.key == "plural" {
          let missing = categories.filter { variation.value.member($0) == nil }
          if !missing.isEmpty { result.append((place, missing)) }
        }
        for item in variation.value.members ?? [] { pending.append((item.value, place)) }
      }
    }
    return result
  }

  private static func quoted(_ text: String) -> String { XLIFFImport.quoted(text) }
}
