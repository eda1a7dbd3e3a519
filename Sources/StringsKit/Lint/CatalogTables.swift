import Foundation

/// A String Catalog with the per-language tables the translation rules read: the source language's
/// and one per other language (those of the catalog plus `--languages`).
///
/// Built once per catalog, before the rules run side by side.
public struct CatalogTables: Sendable {
  public let catalog: Catalog
  public let reference: CatalogLanguageTable
  public let translations: [CatalogLanguageTable]

  /// Every language's entry of every key that should be translated (not `shouldTranslate:
  /// false`), in language and file order.
  public var translatedEntries: TranslatedEntries {
    TranslatedEntries(reference: reference, translations: translations)
  }
  /// Each text of ``translatedEntries`` with the source text it is compared with (see
  /// ``referenceText(for:in:)``).
  public var translatedTexts: TranslatedTexts { TranslatedTexts(entries: translatedEntries) }

  /// The localizations the compiled-form checks read (``CatalogCompiledChecks/compile(_:)``),
  /// compiled while the tables are built: `plural-syntax` and `unresolved-plural` both read
  /// them, and ``catalog`` keeps no localizations to compile later.
  let compiledLocalizations: [CatalogCompiledChecks.Compiled]

  /// Built once, on the worker that read the catalog: the rules that run side by side then
  /// share the tables instead of each building them again. Each language is built apart from
  /// the others, on every core.
  ///
  /// ``catalog`` keeps the decoded keys but neither the JSON document (``Catalog/root``) nor
  /// the localizations (``CatalogEntry/localizations``): no rule reads them, the tables hold
  /// their texts, and for a big catalog they are the largest part of what was read. Given the
  /// last copy of the catalog, the document is freed and the localizations compiled on another
  /// thread while the tables are built.
  public init(_ catalog: consuming Catalog, extraLanguages: [String] = []) {
    let document = Document(catalog.root)
    catalog.root = nil
    let (source, others) = catalog.tableLanguages(extraLanguages: extraLanguages)
    let freeing = DispatchGroup()
    let compiled = Built<[CatalogCompiledChecks.Compiled]>()
    DispatchQueue.global().async(group: freeing) { [catalog] in
      document.free()
      _ = compiled.value { CatalogCompiledChecks.compile(catalog) }
    }
    let reference = catalog.languageTable(source, isSource: true)
    translations = Parallel.map(others.count) { [catalog] index in
      catalog.languageTable(others[index], isSource: false, reference: reference)
    }
    self.reference = reference
    freeing.wait()
    compiledLocalizations = compiled.value { [] }
    for index in catalog.entries.indices { catalog.entries[index].localizations = [] }
    self.catalog = catalog
  }

  /// The JSON document of a catalog, to be freed on another thread.
  private final class Document: @unchecked Sendable {
    // Safe: only `free()` touches `root`, once, from one thread.
    private var root: CatalogNode?
    init(_ root: CatalogNode?) { self.root = root }
    func free() { root = nil }
  }

  /// A translated entry of a key to translate, beside the source language's entry.
  public struct TranslatedEntry: Sendable {
    public var language: String
    public var entry: CatalogLanguageEntry
    public var reference: CatalogLanguageEntry
  }

  /// A translated text beside the source text it is compared with.
  ///
  /// Both texts are read from their entries where they are: a catalog has a text per key,
  /// language and variation case, and a copy of each with its source text took more memory
  /// than the rest of the tables.
  public struct TranslatedText: Sendable {
    public var language: String
    public var entry: CatalogLanguageEntry
    /// The source language's entry of the key.
    public var reference: CatalogLanguageEntry
    /// Where `entry` is in its table, and `reference` in the source table (paired by place).
    let place: Int32
    let textIndex: Int32
    let referenceIndex: Int32

    public var text: CatalogText { entry.text(Int(textIndex)) }
    public var referenceText: CatalogText { reference.text(Int(referenceIndex)) }
    /// `text.value`, read without making the text (the rules compare the values of every pair).
    public var value: String { entry.value(Int(textIndex)) }
    /// `referenceText.value`, read without making the text.
    public var referenceValue: String { reference.value(Int(referenceIndex)) }
    /// Which source text `referenceText` is, as a cheap key: the same for every language's
    /// text compared with it.
    var referencePlace: ReferenceTextPlace {
      ReferenceTextPlace(entry: place, text: referenceIndex)
    }
  }

  /// A source text of the catalog: its entry's place in the source table and its index there.
  struct ReferenceTextPlace: Hashable {
    var entry: Int32
    var text: Int32
  }

  /// The source text a translated text is compared with: a plural case with the source's
  /// `other` case of the same variation (languages differ in which categories they have, and
  /// `one` often drops the number), any other case with the same case, then `other`, and
  /// finally the source's plain text; `nil` when there is nothing to compare with.
  static func referenceText(for text: CatalogText, in reference: CatalogLanguageEntry)
    -> CatalogText?
  {
    referenceTextIndex(for: text, in: reference).map(reference.text)
  }

  /// Where ``referenceText(for:in:)`` is in the source entry's texts.
  static func referenceTextIndex(for text: CatalogText, in reference: CatalogLanguageEntry)
    -> Int?
  {
    // The plain text (nearly every one): compared with the source's plain text.
    if text.path.isEmpty { return reference.textIndex(at: "") }
    let (parent, isPluralCase) = parentAndPluralCase(of: text.path)
    if isPluralCase, let other = reference.textIndex(at: "\(parent).other") { return other }
    if let same = reference.textIndex(at: text.path) { return same }
    if text.isVariation, let other = reference.textIndex(at: "\(parent).other") { return other }
    return text.substitutionName == nil ? reference.textIndex(at: "") : nil
  }

  /// The path without its last case (`plural` for `plural.one`), and whether that case is a
  /// plural category. A path of ASCII names (every one a catalog of this world holds) is read
  /// byte by byte; any other is split into its names, empty ones left out.
  static func parentAndPluralCase(of path: String) -> (parent: String, isPluralCase: Bool) {
    let bytes = path.utf8
    var lastDot: String.Index?
    var previousDot: String.Index?
    var simple = bytes.first != UInt8(ascii: ".") && bytes.last != UInt8(ascii: ".")
    var afterDot = false
    for index in bytes.indices where simple {
      let byte = bytes[index]
      if byte >= 0x80 || (byte == UInt8(ascii: ".") && afterDot) { simple = false }
      afterDot = byte == UInt8(ascii: ".")
      if afterDot {
        previousDot = lastDot
        lastDot = index
      }
    }
    if simple {
      guard let lastDot else { return ("", false) }
      let parentStart = previousDot.map { bytes.index(after: $0) } ?? path.startIndex
      return (String(path[..<lastDot]), path[parentStart..<lastDot] == "plural")
    }
    let components = path.split(separator: ".")
    let parent = components.dropLast().joined(separator: ".")
    return (parent, components.count >= 2 && components[components.count - 2] == "plural")
  }

  /// The format arguments of a catalog text. In a substitution's variations `%arg` stands for
  /// the substituted argument, formatted by the substitution's `formatSpecifier`. Such a text
  /// formats that one argument, however it is spelled (`%arg`, `%ld`, or `%2$ld` as Xcode
  /// compiles it), so its arguments are compared by type alone (index 0).
  public static func arguments(of text: CatalogText, in entry: CatalogLanguageEntry)
    -> [FormatArgument]
  {
    guard let name = text.substitutionName else {
      return orderingSubstitutions(FormatArgument.lintArguments(in: text.value))
    }
    let specifier = entry.substitutions.first { $0.name == name }?.formatSpecifier ?? "@"
    let arguments = FormatArgument.lintArguments(
      in: text.value.replacingLiterally("%arg", with: "%" + specifier))
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
