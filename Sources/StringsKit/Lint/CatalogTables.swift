import Foundation

/// A String Catalog with the neutral tables the translation rules read: the source language's
/// and one per other language (those of the catalog plus `--languages`).
///
/// Built once per catalog, before the rules run side by side.
public struct CatalogTables: Sendable {
  public let catalog: Catalog
  public let reference: LocalizedTable
  public let translations: [LocalizedTable]

  public init(_ catalog: Catalog, extraLanguages: [String] = []) {
    self.catalog = catalog
    (reference, translations) = catalog.localizedTables(extraLanguages: extraLanguages)
  }

  /// A translated entry of a key to translate, beside the source language's entry.
  public struct TranslatedEntry: Sendable {
    public var language: String
    public var entry: LocalizedEntry
    public var reference: LocalizedEntry
  }

  /// A translated text beside the source text it is compared with.
  public struct TranslatedText: Sendable {
    public var language: String
    public var entry: LocalizedEntry
    public var text: LocalizedText
    public var referenceText: LocalizedText
  }

  /// Every language's entry of every key that should be translated (not `shouldTranslate:
  /// false`), in language and file order.
  public var translatedEntries: [TranslatedEntry] {
    var result: [TranslatedEntry] = []
    for table in translations {
      for (entry, reference) in zip(table.entries, reference.entries)
      where reference.shouldTranslate {
        result.append(TranslatedEntry(language: table.language, entry: entry, reference: reference))
      }
    }
    return result
  }

  /// Each text of ``translatedEntries`` with the source text it is compared with: a plural
  /// case with the source's `other` case of the same variation (languages differ in which
  /// categories they have, and `one` often drops the number), any other case with the same
  /// case, then `other`, and finally the source's plain text. Texts with nothing to compare
  /// with are left out.
  public var translatedTexts: [TranslatedText] {
    translatedEntries.flatMap { pair in
      pair.entry.texts.compactMap { text in
        Self.referenceText(for: text, in: pair.reference).map {
          TranslatedText(language: pair.language, entry: pair.entry, text: text, referenceText: $0)
        }
      }
    }
  }

  static func referenceText(for text: LocalizedText, in reference: LocalizedEntry)
    -> LocalizedText?
  {
    let components = text.path.split(separator: ".")
    let parent = components.dropLast().joined(separator: ".")
    let isPluralCase = components.count >= 2 && components[components.count - 2] == "plural"
    if isPluralCase, let other = reference.text(at: "\(parent).other") { return other }
    if let same = reference.text(at: text.path) { return same }
    if text.isVariation, let other = reference.text(at: "\(parent).other") { return other }
    return text.substitutionName == nil ? reference.text(at: "") : nil
  }

  /// The format arguments of a catalog text. In a substitution's variations `%arg` stands for
  /// the substituted argument, formatted by the substitution's `formatSpecifier`. Such a text
  /// formats that one argument, however it is spelled (`%arg`, `%ld`, or `%2$ld` as Xcode
  /// compiles it), so its arguments are compared by type alone (index 0).
  public static func arguments(of text: LocalizedText, in entry: LocalizedEntry)
    -> [FormatArgument]
  {
    guard let name = text.substitutionName else {
      return orderingSubstitutions(FormatArgument.lintArguments(in: text.value))
    }
    let specifier = entry.substitutions.first { $0.name == name }?.formatSpecifier ?? "@"
    let arguments = FormatArgument.lintArguments(
      in: text.value.replacingOccurrences(of: "%arg", with: "%" + specifier))
    var seen = Set<FormatArgument>()
    return arguments.map { argument in
      var unnumbered = argument
      unnumbered.index = 0
      return unnumbered
    }.filter { seen.insert($0).inserted }
  }

  /// A catalog's substitutions name their argument (`argNum`), so a translation may put its
  /// `%#@name@` references in any order: they are compared by name, ahead of the other
  /// arguments, which keep their order.
  static func orderingSubstitutions(_ arguments: [FormatArgument]) -> [FormatArgument] {
    guard arguments.contains(where: { $0.stringsdictName != nil }) else { return arguments }
    let named = arguments.filter { $0.stringsdictName != nil }.sorted {
      $0.stringsdictName!.unicodeScalars.lexicographicallyPrecedes(
        $1.stringsdictName!.unicodeScalars)
    }
    let others = arguments.filter { $0.stringsdictName == nil }
    return (named + others).enumerated().map { offset, argument in
      var renumbered = argument
      renumbered.index = offset + 1
      return renumbered
    }
  }
}
