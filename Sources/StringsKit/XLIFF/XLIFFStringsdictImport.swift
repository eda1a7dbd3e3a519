import Foundation

/// Writes the targets of one XLIFF `<file>` into a language's `.stringsdict`, by editing its
/// text as `strings-merge` does (every byte no edit touches is kept).
///
/// Units are matched by their ids (``XLIFFStringsdictUnits``). Each unit with a target is:
/// - **refused** (an error, nothing written) when its id names no string of the reference
///   (`xliff-unknown-key`); when its `<source>` is not the reference's text now
///   (`xliff-outdated`; ``XLIFFImport/Options/acceptOutdated`` writes it with a warning: a
///   `.stringsdict` cannot mark a text for review); when it is for a plural category the
///   language does not have in CLDR (`xliff-plural-category`: Foundation would never pick it);
///   when its placeholders differ from its source's (`placeholder-mismatch`);
/// - **unchanged** when the language already has exactly that text;
/// - **changed**: the `<string>` is replaced;
/// - **added**: a missing text goes into the variable's dictionary after the texts before it in
///   CLDR order; a missing variable or entry is written whole (texts not imported are the
///   reference's, as `strings-merge` writes new entries), after the reference's preceding
///   entry the language has. A language without the table gets a new file in Xcode's layout.
///
/// A file with errors, or not in XML, is not edited.
public enum XLIFFStringsdictImport {
  public static func apply(
    _ units: [XLIFFDocument.Unit], reference: StringsdictFile, to language: StringsdictFile?,
    referenceLanguage: String, language code: String,
    options: XLIFFImport.Options = XLIFFImport.Options()
  ) -> XLIFFImport.Result {
    var result = XLIFFImport.Result()
    if let problem = StringsdictMerger.unusable(reference, role: "reference") {
      result.diagnostics = [problem]
      result.couldNotEdit = true
      return result
    }
    if let language {
      if let problem = StringsdictMerger.unusable(language, role: "file") {
        result.diagnostics = [problem]
        result.couldNotEdit = true
        return result
      }
      guard language.format == .xml else {
        result.diagnostics = [
          .error(
            "this .stringsdict is a binary or old-style property list; only XML is edited",
            at: language.start)
        ]
        result.couldNotEdit = true
        return result
      }
    }
    var known: [LiteralKey: XLIFFStringsdictUnits.Unit] = [:]
    for unit in XLIFFStringsdictUnits.units(
      reference: reference, translation: language, referenceLanguage: referenceLanguage,
      language: code, allCategories: true)
    {
      known[LiteralKey(unit.unit.id)] = unit
    }
    let rules = PluralRules.ruleSet(forLanguage: code)
    let allowed = Set(
      reference.definitions.flatMap(\.variables).filter(\.isPlural).flatMap {
        XLIFFStringsdictUnits.categories(
          for: code, referenceLanguage: referenceLanguage, reference: $0)
      })

    var accepted: [XLIFFStringsdictUnits.Place: String] = [:]
    for unit in XLIFFImport.lastUnits(units, diagnostics: &result.diagnostics) {
      guard XLIFFImport.hasTranslation(unit), let target = unit.target else {
        result.untranslated += 1
        continue
      }
      let at = target.position ?? unit.position
      func refuse(_ message: String, rule: RuleID) {
        result.skipped.append(unit.id)
        result.diagnostics.append(.error(message, at: at, rule: rule))
      }
      guard let expected = known[LiteralKey(unit.id)] else {
        refuse(
          "\(XLIFFImport.quoted(unit.id)) names no string of the reference; not imported",
          rule: "xliff-unknown-key")
        continue
      }
      if expected.isPlural, rules != nil, let name = expected.place.name,
        !allowed.contains(name)
      {
        refuse(
          "\(XLIFFImport.quoted(unit.id)): '\(name)' is not a plural category of '\(code)' ("
            + (rules?.categories.map(\.rawValue).joined(separator: ", ") ?? "")
            + "); not imported", rule: "xliff-plural-category")
        continue
      }
      if !unit.source.isLiterallyEqual(to: expected.unit.source) {
        guard options.acceptOutdated else {
          refuse(
            "the source of \(XLIFFImport.quoted(unit.id)) is outdated: translated from "
              + "\(XLIFFImport.quoted(unit.source)), the reference now says "
              + "\(XLIFFImport.quoted(expected.unit.source)); not imported "
              + "(--accept-outdated imports it)", rule: "xliff-outdated")
          continue
        }
        result.diagnostics.append(
          .warning(
            "the source of \(XLIFFImport.quoted(unit.id)) is outdated (translated from "
              + "\(XLIFFImport.quoted(unit.source))); imported as --accept-outdated asks: "
              + "review it", at: at, rule: "xliff-outdated"))
      }
      if let current = expected.unit.target, current.text.isLiterallyEqual(to: target.text) {
        result.unchanged.append(unit.id)
        continue
      }
      if let mismatch = XLIFFImport.placeholderMismatch(
        unit.id, target.text, expected.unit.source, "the reference")
      {
        refuse(mismatch, rule: "placeholder-mismatch")
        continue
      }
      accepted[expected.place] = target.text
      if expected.unit.target == nil {
        result.added.append(unit.id)
      } else {
        result.changed.append(unit.id)
      }
    }
    result.diagnostics = result.diagnostics.sortedForPrinting()
    guard !accepted.isEmpty else { return result }
    let editedKeys = Set(accepted.keys.map { LiteralKey($0.key) })

    let entries = reference.definitions.compactMap { definition -> StringsdictWriter.Entry? in
      guard editedKeys.contains(LiteralKey(definition.key))
      else { return nil }
      return newEntry(definition, accepted: accepted, language: code, reference: referenceLanguage)
    }
    guard let language else {
      result.data = Data(
        StringsdictWriter.file(
          entries, lineEnding: reference.lineEnding,
          unit: reference.format == .xml ? reference.indentationUnit : "\t"
        ).utf8)
      return result
    }
    do {
      let data = try language.applying(
        edits(
          accepted, reference: reference, language: language, code: code,
          referenceLanguage: referenceLanguage))
      result.data = data == language.data ? nil : data
    } catch {
      result.diagnostics.append(.error("cannot edit this file: \(error)", at: language.start))
      result.couldNotEdit = true
    }
    return result
  }

  /// The entry for `definition` as a new one in the language: imported texts where there are
  /// some, the reference's elsewhere.
  static func newEntry(
    _ definition: PluralDefinition, accepted: [XLIFFStringsdictUnits.Place: String],
    language: String, reference: String
  ) -> StringsdictWriter.Entry {
    let key = definition.key
    return StringsdictWriter.Entry(
      key: key,
      format: accepted[.init(key: key)] ?? definition.format?.text ?? "",
      variables: definition.variables.map { variable in
        newVariable(
          variable, key: key, accepted: accepted, language: language, reference: reference)
      })
  }

  static func newVariable(
    _ variable: PluralDefinition.Variable, key: String,
    accepted: [XLIFFStringsdictUnits.Place: String], language: String, reference: String
  ) -> StringsdictWriter.Entry.Variable {
    let names =
      variable.isPlural
      ? XLIFFStringsdictUnits.categories(
        for: language, referenceLanguage: reference, reference: variable)
      : variable.texts.map(\.name)
    let texts = names.map { name -> (name: String, text: String) in
      let fallback =
        variable.texts.last { $0.name.isLiterallyEqual(to: name) }?.text.text
        ?? variable.text(for: .other)?.text ?? ""
      return (name, accepted[.init(key: key, variable: variable.name, name: name)] ?? fallback)
    }
    return StringsdictWriter.Entry.Variable(
      name: variable.name, ruleType: variable.ruleType?.text, valueType: variable.valueType?.text,
      texts: texts)
  }

  /// The text edits that put `accepted` into `file`.
  static func edits(
    _ accepted: [XLIFFStringsdictUnits.Place: String], reference: StringsdictFile,
    language file: StringsdictFile, code: String, referenceLanguage: String
  ) -> [StringsdictFile.Edit] {
    let lineBreak = file.lineEnding.text
    let unit = file.indentationUnit
    let root = file.root!
    let rootIndent = file.indentation(before: root.byteRange.lowerBound) ?? ""
    var present: [LiteralKey: PluralDefinition] = [:]
    for definition in file.definitions { present[LiteralKey(definition.key)] = definition }
    var edits: [StringsdictFile.Edit] = []
    func replace(_ node: PropertyListNode, with text: String) {
      edits.append(
        .insert(
          "<string>\(StringsdictWriter.escaped(text))</string>", at: node.byteRange.lowerBound))
      edits.append(.remove(node.byteRange))
    }
    // Each key's accepted texts, so that every entry looks only at its own.
    var byKey: [LiteralKey: [(place: XLIFFStringsdictUnits.Place, text: String)]] = [:]
    for (place, text) in accepted {
      byKey[LiteralKey(place.key), default: []].append((place, text))
    }
    var anchor: Int?
    var pendingAfter: [Int: [String]] = [:]
    var atStart: [String] = []
    for definition in reference.definitions {
      let key = definition.key
      guard let existing = present[LiteralKey(key)] else {
        if byKey[LiteralKey(key)] != nil {
          let lines = StringsdictWriter.lines(
            newEntry(definition, accepted: accepted, language: code, reference: referenceLanguage),
            unit: unit)
          let text = lines.map { lineBreak + rootIndent + unit + $0 }.joined()
          if let anchor {
            pendingAfter[anchor, default: []].append(text)
          } else {
            atStart.append(text)
          }
        }
        continue
      }
      anchor = existing.node.byteRange.upperBound
      let entryIndent = file.indentation(before: keyOffset(existing, file)) ?? (rootIndent + unit)
      if let format = accepted[.init(key: key)] {
        if let node = existing.node.entries?.last(PluralDefinition.formatKey)?.value {
          replace(node, with: format)
        } else {
          let text = StringsdictWriter.pair(PluralDefinition.formatKey, format)
            .map { lineBreak + entryIndent + unit + $0 }.joined()
          edits.append(.insert(text, at: existing.node.contentRange.lowerBound))
        }
      }
      for variable in definition.variables {
        let mine = (byKey[LiteralKey(key)] ?? []).filter {
          $0.place.variable?.isLiterallyEqual(to: variable.name) == true
        }
        if mine.isEmpty { continue }
        guard let target = existing.variable(variable.name), let entries = target.node.entries
        else {
          let lines = StringsdictWriter.lines(
            StringsdictWriter.Entry(
              key: "", format: "",
              variables: [
                newVariable(
                  variable, key: key, accepted: accepted, language: code,
                  reference: referenceLanguage)
              ]), unit: unit)
          // Only the variable's own lines: drop the entry's key, dict and format lines.
          let variableLines = lines.dropFirst(4).dropLast()
          let text = variableLines.map { lineBreak + entryIndent + $0 }.joined()
          edits.append(
            .insert(
              text,
              at: existing.node.entries?.last?.value.byteRange.upperBound
                ?? existing.node.contentRange.lowerBound))
          continue
        }
        let firstKey = entries.first?.keyByteRange.lowerBound ?? target.node.contentRange.lowerBound
        let indent =
          file.indentation(before: firstKey)
          ?? ((file.indentation(before: target.node.byteRange.lowerBound) ?? "") + unit)
        // CLDR order for categories, then by Unicode scalars, so the bytes never vary.
        let sorted = mine.sorted {
          let (left, right) = (order($0.place.name), order($1.place.name))
          if left != right { return left < right }
          return ($0.place.name ?? "").unicodeScalars.lexicographicallyPrecedes(
            ($1.place.name ?? "").unicodeScalars)
        }
        for (place, text) in sorted {
          guard let name = place.name else { continue }
          if let node = entries.last(where: { $0.key.isLiterallyEqual(to: name) })?.value {
            replace(node, with: text)
            continue
          }
          let category = PluralCategory(rawValue: name)
          let before = entries.last { entry in
            guard let category, let existing = PluralCategory(literally: entry.key) else {
              return true
            }
            return existing < category
          }
          let inserted = StringsdictWriter.pair(name, text).map { lineBreak + indent + $0 }
            .joined()
          edits.append(
            .insert(
              inserted,
              at: before?.value.byteRange.upperBound ?? target.node.contentRange.lowerBound))
        }
      }
    }
    if !atStart.isEmpty {
      if file.entries.isEmpty {
        edits.append(
          .insert(
            "<dict>" + atStart.joined() + lineBreak + rootIndent + "</dict>",
            at: root.byteRange.lowerBound))
        edits.append(.remove(root.byteRange))
      } else {
        edits.append(.insert(atStart.joined(), at: root.contentRange.lowerBound))
      }
    }
    for (offset, texts) in pendingAfter.sorted(by: { $0.key < $1.key }) {
      edits.append(.insert(texts.joined(), at: offset))
    }
    return edits
  }

  /// Where the `<key>` of a top-level entry starts.
  private static func keyOffset(_ definition: PluralDefinition, _ file: StringsdictFile) -> Int {
    file.entries.last { $0.key.isLiterallyEqual(to: definition.key) }?.keyByteRange.lowerBound ?? 0
  }

  /// CLDR order for categories, names as written otherwise.
  private static func order(_ name: String?) -> Int {
    guard let name, let category = PluralCategory(rawValue: name) else { return 99 }
    return PluralCategory.allCases.firstIndex(of: category) ?? 99
  }
}
