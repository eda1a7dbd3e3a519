import Foundation

/// Brings one language's `.stringsdict` up to date with the reference language's, by inserting
/// elements into its text: missing entries (with the language's CLDR categories) and missing
/// categories of existing plural variables.
///
/// Nothing a translator wrote is changed or removed: stale entries stay (reported) unless
/// `prune` is set, categories the language does not use stay, and every byte outside the
/// insertions is kept, so indentation, comments and unknown keys survive.
///
///     let result = StringsdictMerger().merge(reference: en, into: ru, language: "ru")
///     result.added          // keys inserted
///     result.addedCategories // ["\"k\": few, many of \"n\""]
public struct StringsdictMerger: Sendable {
  public var options: MergeOptions

  public init(options: MergeOptions = MergeOptions()) {
    self.options = options
  }

  /// The categories a new or updated plural variable gets in `language`: CLDR's, plus `zero`
  /// when the reference writes one (Apple uses it for 0 in every language).
  static func categories(
    for language: String, referenceLanguage: String, reference: PluralDefinition.Variable
  ) -> [PluralCategory] {
    let rules =
      PluralRules.ruleSet(forLanguage: language == "Base" ? referenceLanguage : language)
      ?? PluralRules.ruleSet(forLanguage: referenceLanguage)
    var categories = rules?.categories ?? reference.categories
    if reference.text(for: .zero) != nil && !categories.contains(.zero) {
      categories.insert(.zero, at: 0)
    }
    return categories
  }

  /// The text a new category gets: the reference's text for that category, else its `other`,
  /// or per `--new-value`.
  func newText(
    _ category: PluralCategory, of variable: PluralDefinition.Variable, key: String
  ) -> String {
    switch options.newValue {
    case .empty: ""
    case .key: key
    case .reference:
      (variable.text(for: category) ?? variable.text(for: .other))?.text ?? ""
    }
  }

  /// The entry to write for `definition` in `language`.
  func newEntry(
    _ definition: PluralDefinition, language: String, referenceLanguage: String
  ) -> StringsdictWriter.Entry {
    StringsdictWriter.Entry(
      key: definition.key,
      // The format is kept whatever --new-value says: it holds the %#@name@ references, without
      // which the texts are never used.
      format: definition.format?.text ?? "",
      variables: definition.variables.map { variable in
        let texts: [(name: String, text: String)]
        if variable.isPlural {
          texts = Self.categories(
            for: language, referenceLanguage: referenceLanguage, reference: variable
          ).map { ($0.rawValue, newText($0, of: variable, key: definition.key)) }
        } else {
          texts = variable.texts.map {
            ($0.name, options.newValue == .reference ? $0.text.text : "")
          }
        }
        return StringsdictWriter.Entry.Variable(
          name: variable.name, ruleType: variable.ruleType?.text,
          valueType: variable.valueType?.text, texts: texts)
      })
  }

  /// A new file for `language` from the reference.
  public func newFile(
    from reference: StringsdictFile, language: String, referenceLanguage: String
  ) -> MergeResult {
    var result = MergeResult()
    if let problem = Self.unusable(reference, role: "reference") {
      result.diagnostics = [problem]
      return result
    }
    let definitions = reference.definitions
    result.added = definitions.map(\.key)
    let text = StringsdictWriter.file(
      definitions.map { newEntry($0, language: language, referenceLanguage: referenceLanguage) },
      lineEnding: reference.lineEnding,
      unit: reference.format == .xml ? reference.indentationUnit : "\t")
    result.data = Data(text.utf8)
    return result
  }

  /// `file`'s fatal problem for merging, if any: errors, or a format merge cannot edit.
  static func unusable(_ file: StringsdictFile, role: String) -> Diagnostic? {
    if let error = file.diagnostics.first(where: { $0.severity == .error }) { return error }
    guard file.root?.entries != nil else {
      return .error("the \(role) is not a dictionary", at: file.start)
    }
    return nil
  }

  public func merge(
    reference: StringsdictFile, into file: StringsdictFile, language: String,
    referenceLanguage: String
  ) -> MergeResult {
    var result = MergeResult()
    if let problem = Self.unusable(reference, role: "reference") {
      result.diagnostics = [problem]
      return result
    }
    if let problem = Self.unusable(file, role: "file") {
      result.diagnostics = [problem]
      return result
    }
    guard file.format == .xml, let root = file.root else {
      result.diagnostics = [
        .error(
          "this .stringsdict is \(file.foreignFormatDescription ?? "not UTF-8 XML"); "
            + "strings-merge only edits XML in UTF-8", at: file.start)
      ]
      return result
    }
    var diagnostics = file.diagnostics
    let lineBreak = file.lineEnding.text
    let unit = file.indentationUnit
    let rootIndent = file.indentation(before: root.byteRange.lowerBound) ?? ""
    let entryIndent = rootIndent + unit
    let definitions = file.definitions
    var present: [LiteralKey: PluralDefinition] = [:]
    for definition in definitions { present[LiteralKey(definition.key)] = definition }
    let topLevel = PluralDefinition.effective(file.entries)
    var valueEnd: [LiteralKey: Int] = [:]
    for entry in topLevel { valueEnd[LiteralKey(entry.key)] = entry.value.byteRange.upperBound }

    var edits: [StringsdictFile.Edit] = []
    // New entries: after the previous reference key the file has, else first in the dictionary.
    var anchor: Int? = nil
    var newAtStart: [String] = []
    var pendingAfter: [Int: [String]] = [:]
    for definition in reference.definitions {
      let key = LiteralKey(definition.key)
      if let end = valueEnd[key] {
        anchor = end
        continue
      }
      let lines = StringsdictWriter.lines(
        newEntry(definition, language: language, referenceLanguage: referenceLanguage), unit: unit)
      let text = lines.map { lineBreak + entryIndent + $0 }.joined()
      if let anchor {
        pendingAfter[anchor, default: []].append(text)
      } else {
        newAtStart.append(text)
      }
      result.added.append(definition.key)
    }
    let emptyRoot = topLevel.isEmpty
    if emptyRoot && !newAtStart.isEmpty {
      // `<dict/>` or `<dict></dict>`: written anew, with the entries inside.
      let body = newAtStart.joined()
      // The insertion comes first: at one offset, edits apply in the order given.
      edits.append(
        .insert("<dict>" + body + lineBreak + rootIndent + "</dict>", at: root.byteRange.lowerBound)
      )
      edits.append(.remove(root.byteRange))
    } else if !newAtStart.isEmpty {
      edits.append(.insert(newAtStart.joined(), at: root.contentRange.lowerBound))
    }
    for (offset, texts) in pendingAfter.sorted(by: { $0.key < $1.key }) {
      edits.append(.insert(texts.joined(), at: offset))
    }

    // Missing categories of existing plural variables.
    for definition in reference.definitions {
      guard let existing = present[LiteralKey(definition.key)] else { continue }
      for referenceVariable in definition.variables where referenceVariable.isPlural {
        guard let variable = existing.variable(referenceVariable.name), variable.isPlural,
          let entries = variable.node.entries
        else { continue }
        let wanted = Self.categories(
          for: language, referenceLanguage: referenceLanguage, reference: referenceVariable)
        let missing = wanted.filter { variable.text(for: $0) == nil }
        if missing.isEmpty { continue }
        edits += categoryInsertions(
          missing, into: variable, entries: entries, reference: referenceVariable,
          key: definition.key, file: file, unit: unit)
        result.addedCategories.append(
          "\(quotedKey(definition.key)): \(missing.map(\.rawValue).joined(separator: ", ")) of "
            + quotedKey(variable.name))
      }
    }

    // Entries the reference no longer has.
    let referenceKeys = Set(reference.definitions.map { LiteralKey($0.key) })
    for entry in topLevel where !referenceKeys.contains(LiteralKey(entry.key)) {
      if options.prune {
        edits.append(
          .remove(
            file.startIncludingLine(
              entry.keyByteRange.lowerBound)..<entry.value.byteRange.upperBound))
        result.pruned.append(
          .init(
            key: entry.key,
            value: entry.value.entries?.last(PluralDefinition.formatKey)?.value.string ?? ""))
      } else {
        diagnostics.append(
          .warning(
            "\(quotedKey(entry.key)) is no longer in the reference (kept; --prune removes it)",
            at: entry.keyPosition))
        result.stale.append(entry.key)
      }
    }
    result.kept = definitions.map(\.key).filter { referenceKeys.contains(LiteralKey($0)) }
    result.diagnostics = diagnostics.sortedForPrinting()
    guard !edits.isEmpty else { return result }
    do {
      let data = try file.applying(edits)
      result.data = data == file.data ? nil : data
    } catch {
      result.diagnostics.append(.error("cannot merge this file: \(error)", at: file.start))
    }
    return result
  }

  /// Each missing category goes after the last entry of the variable's dictionary that comes
  /// before it in CLDR order (or after the rule and value types), on a line of its own.
  private func categoryInsertions(
    _ missing: [PluralCategory], into variable: PluralDefinition.Variable,
    entries: [PropertyListEntry], reference: PluralDefinition.Variable, key: String,
    file: StringsdictFile, unit: String
  ) -> [StringsdictFile.Edit] {
    let lineBreak = file.lineEnding.text
    let firstKey = entries.first?.keyByteRange.lowerBound ?? variable.node.contentRange.lowerBound
    let indent =
      file.indentation(before: firstKey)
      ?? ((file.indentation(before: variable.node.byteRange.lowerBound) ?? "") + unit)
    var edits: [StringsdictFile.Edit] = []
    for category in missing {
      // The last entry that is not a later category.
      let before = entries.last { entry in
        guard let existing = PluralCategory(literally: entry.key) else {
          return true
        }
        return existing < category
      }
      let lines = StringsdictWriter.pair(
        category.rawValue, newText(category, of: reference, key: key))
      let text = lines.map { lineBreak + indent + $0 }.joined()
      if let before {
        edits.append(.insert(text, at: before.value.byteRange.upperBound))
      } else {
        edits.append(.insert(text, at: variable.node.contentRange.lowerBound))
      }
    }
    return edits
  }

  private func quotedKey(_ key: String) -> String {
    "\"\(StringsFileWriter.escaped(key))\""
  }
}
