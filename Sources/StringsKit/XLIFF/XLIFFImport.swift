import Foundation

/// Writes the targets of one XLIFF `<file>` into a language's `.strings` table, safely.
///
/// A pure function from units, the reference table and the language's parsed file to new bytes
/// and a report. Each unit with a non-empty `<target>` (and without `translate="no"`) is:
/// - **refused** (reported as an error, nothing written for it) when its key is no longer in the
///   reference, when its `<source>` differs from the reference's current value (the translation
///   is for an old text; with ``Options/acceptOutdated`` it is written and reported as a warning,
///   since a `.strings` table cannot mark an entry for review), or when its format specifiers do
///   not match the reference value's (compared as `placeholder-mismatch` compares them);
/// - **unchanged** when the language already has exactly that value;
/// - **changed**: the value token of the entry in effect is replaced, nothing else;
/// - **added**: a new entry with the reference's comments, placed as ``Merger`` places new keys
///   (after the nearest preceding reference key the language has), in the canonical layout.
///
/// Keys compare literally (``LiteralKey``), and so do sources and values. Bytes no edit touches
/// stay as they are, so importing an unchanged export changes nothing. A language file with
/// errors, or in property-list form, is not edited.
public enum XLIFFImport {
  public struct Options: Hashable, Sendable {
    public var acceptOutdated: Bool

    public init(acceptOutdated: Bool = false) {
      self.acceptOutdated = acceptOutdated
    }
  }

  public struct Result: Sendable {
    /// The new bytes, or `nil` when nothing changes (or the file cannot be edited).
    public var data: Data?
    public var added: [String] = []
    public var changed: [String] = []
    public var unchanged: [String] = []
    /// Keys of refused units.
    public var skipped: [String] = []
    /// Units with no target, an empty target or `translate="no"`: nothing to import.
    public var untranslated = 0
    /// Refusals (errors) and accepted outdated units (warnings), at their place in the XLIFF
    /// file; the language file's own errors when it cannot be edited.
    public var diagnostics: [Diagnostic] = []

    public init() {}

    /// Whether the language file could not be edited (its errors are in ``diagnostics``).
    public var couldNotEdit = false
  }

  public static func apply(
    _ units: [XLIFFDocument.Unit], reference: ReferenceTable, to language: StringsFile?,
    options: Options = Options()
  ) -> Result {
    var result = Result()
    if let language {
      if language.hasErrors {
        result.diagnostics = language.diagnostics
        result.couldNotEdit = true
        return result
      }
      guard language.format == .text else {
        result.diagnostics = [
          .error(
            "this file is a property list, not a text .strings file; only text files are "
              + "edited", at: SourcePosition(path: language.path, line: 1, column: 1))
        ]
        result.couldNotEdit = true
        return result
      }
    }

    var accepted: [LiteralKey: String] = [:]
    for unit in lastUnits(units, diagnostics: &result.diagnostics) {
      guard hasTranslation(unit), let target = unit.target else {
        result.untranslated += 1
        continue
      }
      let at = target.position ?? unit.position
      guard let entry = reference.entry(forKey: unit.id), entry.valueKind == .string else {
        result.skipped.append(unit.id)
        result.diagnostics.append(
          .error(
            "\(quoted(unit.id)) is no longer in the reference; not imported", at: at,
            rule: "xliff-unknown-key"))
        continue
      }
      if !unit.source.isLiterallyEqual(to: entry.value) {
        guard options.acceptOutdated else {
          result.skipped.append(unit.id)
          result.diagnostics.append(
            .error(
              "the source of \(quoted(unit.id)) is outdated: translated from "
                + "\(quoted(unit.source)), the reference now says \(quoted(entry.value)); not "
                + "imported (--accept-outdated imports it)", at: at, rule: "xliff-outdated",
              notes: [.init("the reference value", at: entry.valuePosition ?? entry.keyPosition)]
            ))
          continue
        }
        result.diagnostics.append(
          .warning(
            "the source of \(quoted(unit.id)) is outdated (translated from "
              + "\(quoted(unit.source))); imported as --accept-outdated asks: review it",
            at: at, rule: "xliff-outdated"))
      }
      if let mismatch = placeholderMismatch(unit.id, target.text, entry.value, "the reference") {
        result.skipped.append(unit.id)
        result.diagnostics.append(.error(mismatch, at: at, rule: "placeholder-mismatch"))
        continue
      }
      accepted[LiteralKey(unit.id)] = target.text
    }
    result.diagnostics = result.diagnostics.sortedForPrinting()

    guard let language else {
      // No table yet in this language: one with the imported keys, in the reference's order.
      var entries: [StringsFileWriter.Entry] = []
      for entry in reference.entries {
        guard let value = accepted[LiteralKey(entry.key)] else { continue }
        entries.append(.init(key: entry.key, value: value, comments: entry.comments))
        result.added.append(entry.key)
      }
      if !entries.isEmpty {
        let encoding = reference.file.format == .text ? reference.file.encoding : .utf8(bom: false)
        let text = StringsFileWriter.text(for: entries, lineEnding: reference.file.lineEnding)
        result.data = Data(encoding.byteOrderMark + encoding.encode(text))
      }
      return result
    }

    var lastIndex: [LiteralKey: Int] = [:]
    for (offset, entry) in language.entries.enumerated() {
      lastIndex[LiteralKey(entry.key)] = offset
    }
    var edits: [StringsEdit] = []
    var anchor: Int?
    for entry in reference.entries {
      let key = LiteralKey(entry.key)
      let existing = lastIndex[key]
      defer { if let existing { anchor = existing } }
      guard let value = accepted[key] else { continue }
      if let existing {
        let current = language.entries[existing]
        if current.valueKind == .string && current.value.isLiterallyEqual(to: value) {
          result.unchanged.append(entry.key)
        } else {
          edits.append(.replaceValue(ofEntryAt: existing, with: value))
          result.changed.append(entry.key)
        }
      } else {
        let location: StringsEdit.Location =
          if let anchor { .after(entryAt: anchor) } else if language.entries.isEmpty {
            .end
          } else { .before(entryAt: 0) }
        edits.append(
          .insert(.init(key: entry.key, value: value, comments: entry.comments), at: location))
        result.added.append(entry.key)
      }
    }
    guard !edits.isEmpty else { return result }
    do {
      let data = try language.applying(edits)
      result.data = data == language.data ? nil : data
    } catch {
      // The edits above never overlap; this guards the invariant instead of trapping.
      result.diagnostics.append(
        .error(
          "cannot edit this file: \(error)",
          at: SourcePosition(path: language.path, line: 1, column: 1)))
      result.couldNotEdit = true
    }
    return result
  }

  /// The units to import: the last unit for an id wins, as the last entry for a key does, and
  /// each repeated id gets a warning.
  static func lastUnits(
    _ units: [XLIFFDocument.Unit], diagnostics: inout [Diagnostic]
  ) -> [XLIFFDocument.Unit] {
    var lastUnit: [LiteralKey: Int] = [:]
    for (offset, unit) in units.enumerated() {
      if let previous = lastUnit.updateValue(offset, forKey: LiteralKey(unit.id)) {
        diagnostics.append(
          .warning(
            "the unit \(quoted(unit.id)) appears twice; the last one is imported",
            at: unit.position, notes: [.init("previous unit", at: units[previous].position)]))
      }
    }
    return units.enumerated().filter { lastUnit[LiteralKey($0.element.id)] == $0.offset }
      .map(\.element)
  }

  /// Whether a unit carries something to import: translatable, with a target that is not
  /// empty (unless the source is empty too).
  static func hasTranslation(_ unit: XLIFFDocument.Unit) -> Bool {
    guard unit.translate, let target = unit.target else { return false }
    return !target.text.isEmpty || unit.source.isEmpty
  }

  /// Why the translation `text` of `id` is refused when its placeholders differ from those of
  /// `expected` (`expectedName`: "the reference" or "the source"); nil when they agree.
  static func placeholderMismatch(
    _ id: String, _ text: String, _ expected: String, _ expectedName: String
  ) -> String? {
    let wanted = FormatArgument.lintArguments(in: expected)
    let found = FormatArgument.lintArguments(in: text)
    guard wanted != found else { return nil }
    var (shownFound, shownWanted) = (spelling(found), spelling(wanted))
    // The same spellings at other positions (`%2$lld` for `%1$lld`): name the positions.
    if shownFound == shownWanted {
      (shownFound, shownWanted) = (positioned(found), positioned(wanted))
    }
    return "the translation of \(quoted(id)) has the placeholders \(shownFound), "
      + "\(expectedName) \(shownWanted); not imported"
  }

  /// `%1$lld %2$@`: each argument with its position.
  static func positioned(_ arguments: [FormatArgument]) -> String {
    arguments.map { "%\($0.index)$\($0.spelling.dropFirst())" }.joined(separator: " ")
  }

  static func spelling(_ arguments: [FormatArgument]) -> String {
    arguments.isEmpty ? "(none)" : arguments.map(\.spelling).joined(separator: " ")
  }

  static func quoted(_ text: String) -> String {
    "\"\(StringsFileWriter.escaped(text))\""
  }
}
