import Foundation

/// Renders `.strings` tables as XLIFF units, as Xcode's "Export for Localization" does.
///
/// One `<file>` per reference table file; one unit per key in effect, in the reference's order:
/// `id` the key, `<source>` the reference value, the reference's comments as the note (several
/// comments joined by line breaks; `<note/>` when none), and the language's current value as
/// `<target state="translated">` when the language has the key (absent otherwise). A value equal
/// to the source is still a target: Xcode exports it so, and `strings-lint`'s `untranslated`
/// rule is the place to find those.
///
/// Not exported, each with a warning: non-string values (an array or dictionary in a `.strings`
/// table), and keys or values holding a character XML 1.0 cannot carry (see ``XMLText``). Such
/// units never come back, so an import leaves them alone.
public enum XLIFFExport {
  /// A reference table file, its path as `original` names it, and the language's table.
  public struct Table: Sendable {
    public var original: String
    public var reference: ReferenceTable
    /// `nil` when the language has no such table yet.
    public var translation: StringsFile?

    public init(original: String, reference: ReferenceTable, translation: StringsFile?) {
      self.original = original
      self.reference = reference
      self.translation = translation
    }
  }

  /// The `<file>` for `table` and the warnings for what it leaves out.
  public static func file(
    for table: Table, sourceLanguage: String, targetLanguage: String,
    tool: XLIFFDocument.Tool?
  ) -> (file: XLIFFDocument.File, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var translated: [LiteralKey: StringsEntry] = [:]
    for entry in table.translation?.entries ?? [] {
      translated[LiteralKey(entry.key)] = entry
    }
    var file = XLIFFDocument.File(
      original: table.original, sourceLanguage: sourceLanguage, targetLanguage: targetLanguage,
      tool: tool)
    for entry in table.reference.entries {
      guard entry.valueKind == .string else {
        diagnostics.append(
          .warning(
            "the value of \(quoted(entry.key)) is not a string; not exported",
            at: entry.keyPosition))
        continue
      }
      var target = translated[LiteralKey(entry.key)]
      if let candidate = target, candidate.valueKind != .string {
        diagnostics.append(
          .warning(
            "the translation of \(quoted(entry.key)) is not a string; exported without it",
            at: candidate.keyPosition))
        target = nil
      }
      let note = entry.comments.joined(separator: "\n")
      let unit = XLIFFDocument.Unit(
        id: entry.key, source: entry.value,
        target: target.map { XLIFFDocument.Target($0.value, state: "translated") },
        notes: note.isEmpty ? [] : [XLIFFDocument.Note(note)])
      if let unwritable = unwritable(unit, at: target?.keyPosition ?? entry.keyPosition) {
        diagnostics.append(unwritable)
        continue
      }
      file.units.append(unit)
    }
    return (file, diagnostics)
  }

  /// The warning that leaves `unit` out of an export, when its id, source, a note or its target
  /// holds a character XML 1.0 cannot carry (see ``XMLText``); nil when it can be written.
  static func unwritable(_ unit: XLIFFDocument.Unit, at position: SourcePosition) -> Diagnostic? {
    let texts =
      [unit.id, unit.source] + unit.notes.map(\.text) + (unit.target.map { [$0.text] } ?? [])
    guard let bad = texts.lazy.compactMap(XMLText.firstForbidden).first else { return nil }
    return .warning(
      String(
        format: "%@ holds U+%04X, which XML 1.0 cannot carry; not exported",
        XLIFFImport.quoted(unit.id), bad.value), at: position)
  }
}
