import Foundation

/// Turns a catalog into what the runtime reads, as `xcstringstool compile` does: per language a
/// `<Table>.strings` and, for keys with plural or device variations or substitutions, a
/// `<Table>.stringsdict`.
///
/// What is compiled:
/// - the source language gets every key: its text in any state, or the key itself when it has
///   none (what the app shows anyway);
/// - other languages get `translated` and `needs_review` texts (Xcode ships both) and texts
///   without a state; `new` and `stale` texts and missing languages are left out, so the
///   runtime falls back to the source language; `shouldTranslate: false` keys only exist in
///   the source language;
/// - a plural or device variation becomes one variable, `%#@variation@` (`%N$#@variation@`
///   when the number is argument N); its value type is the first numeric specifier of the
///   texts (`lld` when they have none). A plural without `other` is left out;
/// - substitutions keep their names; `%#@name@` becomes `%N$#@name@` for a substitution with
///   `argNum` N, so reordered translations still pick the right argument, and `%arg` in their
///   texts becomes `%N$` plus the `formatSpecifier`.
///
/// What a `.stringsdict` cannot say (variations nested in variations, App Shortcut string
/// sets, control characters in plural texts) is left out with a warning at the localization.
public enum CatalogCompiler {
  /// The variable a variation at the top of a localization becomes.
  public static let variationVariable = "variation"

  /// Compiles every language of `catalog`. With `comments`, each `.strings` entry carries the
  /// key's comment (for `.lproj` tables that people read; the build needs none).
  public static func compile(_ catalog: Catalog, comments: Bool = false) -> CompiledCatalog {
    let sourceLanguage = catalog.sourceLanguage ?? "en"
    var languages = catalog.languages
    if !languages.contains(sourceLanguage) { languages.append(sourceLanguage) }
    languages.sort()
    var result = CompiledCatalog(
      tableName: catalog.tableName, sourceLanguage: sourceLanguage,
      languages: languages.map { CompiledLanguage(language: $0) }, diagnostics: [])
    var position: [String: Int] = [:]
    for (index, language) in languages.enumerated() { position[language] = index }

    for entry in catalog.entries {
      let commentList = comments ? entry.comment.map { [$0] } ?? [] : []
      if entry.localization(sourceLanguage) == nil {
        result.languages[position[sourceLanguage]!].strings.append(
          StringsFileWriter.Entry(key: entry.key, value: entry.key, comments: commentList))
      }
      for localization in entry.localizations {
        guard let index = position[localization.language],
          let outcome = outcome(of: localization, in: entry, sourceLanguage: sourceLanguage)
        else { continue }
        switch outcome {
        case .strings(let value):
          result.languages[index].strings.append(
            StringsFileWriter.Entry(key: entry.key, value: value, comments: commentList))
        case .stringsdict(let stringsdictEntry):
          result.languages[index].stringsdict.append(stringsdictEntry)
        case .omitted: break
        case .unsupported(let reason):
          result.diagnostics.append(
            .warning(
              "\"\(entry.key)\" in \(localization.language) is not compiled: \(reason)",
              at: catalog.position(localization.location)))
        }
      }
    }
    return result
  }

  /// What `localization` of `entry` compiles to; `nil` when it is not compiled at all (a
  /// language other than the source for a key not to translate). The lint checks each
  /// localization in this form, so that it finds what the compiled tables would draw.
  static func outcome(
    of localization: CatalogLocalization, in entry: CatalogEntry, sourceLanguage: String
  ) -> Outcome? {
    let isSource = localization.language == sourceLanguage
    guard isSource || entry.shouldTranslate else { return nil }
    var compiler = KeyCompiler(key: entry.key, isSource: isSource)
    return compiler.compile(localization.content)
  }

  /// The compilation of one key in one language.
  enum Outcome: Sendable {
    case strings(String)
    case stringsdict(StringsdictWriter.Entry)
    /// Not compiled, as the runtime wants: an untranslated text falls back.
    case omitted
    case unsupported(String)
  }

  struct KeyCompiler {
    let key: String
    let isSource: Bool

    func ships(_ unit: CatalogStringUnit) -> Bool {
      isSource || unit.state == nil || unit.state == "translated" || unit.state == "needs_review"
    }

    mutating func compile(_ content: CatalogContent) -> Outcome {
      if content.variations.isEmpty && content.substitutions.isEmpty {
        guard let unit = content.stringUnit else {
          return content.stringSet != nil
            ? .unsupported("App Shortcut phrases (stringSet) have no .strings form") : .omitted
        }
        return ships(unit) ? .strings(unit.value) : .omitted
      }
      if !content.substitutions.isEmpty {
        guard content.variations.isEmpty else {
          return .unsupported("variations and substitutions in one localization")
        }
        guard let unit = content.stringUnit else {
          return .unsupported("substitutions without a string unit")
        }
        guard ships(unit) else { return .omitted }
        var variables: [StringsdictWriter.Entry.Variable] = []
        for substitution in content.substitutions {
          guard substitution.variations.count == 1 else {
            return .unsupported("substitution \"\(substitution.name)\" has no single variation")
          }
          let specifier = substitution.formatSpecifier
          let outcome = variable(
            named: substitution.name, substitution.variations[0],
            valueType: specifier.map(Self.valueType(of:))
          ) { text in
            guard let specifier else { return text }
            return Self.replacingArg(
              in: text, with: "%" + (substitution.argNum.map { "\($0)$" } ?? "") + specifier)
          }
          switch outcome {
          case .success(let variable): variables.append(variable)
          case .failure(let outcome): return outcome.outcome
          }
        }
        let format = Self.numberingReferences(
          in: unit.value,
          argNums: Dictionary(
            content.substitutions.compactMap { s in s.argNum.map { (s.name, $0) } },
            uniquingKeysWith: { a, _ in a }))
        return entry(format: format, variables: variables)
      }
      guard content.variations.count == 1, content.stringUnit == nil else {
        return .unsupported("more than one kind of variation")
      }
      let variations = content.variations[0]
      var argument = 1
      var valueType: String?
      if variations.selector == "plural" {
        let texts =
          variations.cases.filter { $0.name == "other" }.compactMap { $0.content.stringUnit?.value }
          + variations.cases.compactMap { $0.content.stringUnit?.value } + [key]
        (argument, valueType) = Self.numericArgument(in: texts)
      }
      switch variable(named: CatalogCompiler.variationVariable, variations, valueType: valueType) {
      case .success(let variable):
        let reference = argument == 1 ? "%#@" : "%\(argument)$#@"
        return entry(
          format: reference + CatalogCompiler.variationVariable + "@", variables: [variable])
      case .failure(let outcome): return outcome.outcome
      }
    }

    struct Failure: Error { var outcome: Outcome }

    func entry(format: String, variables: [StringsdictWriter.Entry.Variable]) -> Outcome {
      let texts = [key, format] + variables.flatMap { $0.texts.map(\.text) }
      guard texts.allSatisfy(StringsdictWriter.canWrite) else {
        return .unsupported("a control character cannot be written to a .stringsdict")
      }
      return .stringsdict(
        StringsdictWriter.Entry(key: key, format: format, variables: variables))
    }

    func variable(
      named name: String, _ variations: CatalogVariations, valueType: String?,
      text: (String) -> String = { $0 }
    ) -> Result<StringsdictWriter.Entry.Variable, Failure> {
      var cases: [(name: String, text: String)] = []
      for variationCase in variations.cases {
        let content = variationCase.content
        guard content.variations.isEmpty, content.substitutions.isEmpty else {
          return .failure(Failure(outcome: .unsupported("variations nested in variations")))
        }
        guard let unit = content.stringUnit, ships(unit) else { continue }
        cases.append((variationCase.name, text(unit.value)))
      }
      if variations.selector == "plural" {
        guard cases.contains(where: { $0.name == "other" }) else {
          return .failure(Failure(outcome: .omitted))
        }
        let order = PluralCategory.allCases.map(\.rawValue)
        cases.sort { (order.firstIndex(of: $0.name) ?? 6) < (order.firstIndex(of: $1.name) ?? 6) }
        return .success(
          StringsdictWriter.Entry.Variable(
            name: name, ruleType: PluralDefinition.Variable.pluralRuleType,
            valueType: valueType ?? "lld", texts: cases))
      }
      guard !cases.isEmpty else { return .failure(Failure(outcome: .omitted)) }
      return .success(
        StringsdictWriter.Entry.Variable(
          name: name, ruleType: PluralDefinition.Variable.deviceRuleType, valueType: nil,
          texts: cases))
    }

    /// The value type of a `formatSpecifier` such as `lld` or `.1f`: its length modifier and
    /// conversion, without flags, width or precision.
    static func valueType(of specifier: String) -> String {
      let scalars = Array(specifier.unicodeScalars)
      var start = scalars.count
      while start > 0, isLetterOrAt(scalars[start - 1]) { start -= 1 }
      let suffix = String(String.UnicodeScalarView(scalars[start...]))
      return suffix.isEmpty ? specifier : suffix
    }

    /// Letters and `@`, the characters a value type ends in.
    static func isLetterOrAt(_ scalar: Unicode.Scalar) -> Bool {
      (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "@"
    }

    /// The first numeric argument of the first text that has one, and its value type.
    static func numericArgument(in texts: [String]) -> (Int, String?) {
      for text in texts {
        var next = 1
        for specifier in FormatSpecifier.argumentSpecifiers(in: text) {
          let index = specifier.position ?? next
          next = index + 1
          guard let conversion = specifier.conversion, "dDiuUoOxXcCeEfFgGaA".contains(conversion)
          else { continue }
          return (index, (specifier.length?.rawValue ?? "") + String(conversion))
        }
      }
      return (1, nil)
    }

    /// `text` with `%arg` replaced by `replacement`; `%%` is left alone.
    static func replacingArg(in text: String, with replacement: String) -> String {
      var result = ""
      var rest = Substring(text)
      while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        let after = rest[rest.index(after: percent)...]
        if after.hasPrefix("%") {
          result += "%%"
          rest = after.dropFirst()
        } else if after.hasPrefix("arg") {
          result += replacement
          rest = after.dropFirst(3)
        } else {
          result += "%"
          rest = after
        }
      }
      return result + rest
    }

    /// `format` with each `%#@name@` of a substitution with an `argNum` written `%N$#@name@`.
    static func numberingReferences(in format: String, argNums: [String: Int]) -> String {
      var result = format
      for specifier in FormatSpecifier.scan(format).reversed() {
        guard case .stringsdictReference(let name) = specifier.kind, specifier.position == nil,
          let number = argNums[name]
        else { continue }
        result.replaceSubrange(specifier.range, with: "%\(number)$#@\(name)@")
      }
      return result
    }
  }
}

/// A catalog compiled: one ``CompiledLanguage`` per language, sorted, the source language
/// included.
public struct CompiledCatalog: Sendable {
  public var tableName: String
  public var sourceLanguage: String
  public var languages: [CompiledLanguage]
  /// What could not be compiled, as warnings.
  public var diagnostics: [Diagnostic]
}

/// What one language's `.lproj` gets: the `.strings` entries and the `.stringsdict` entries,
/// in catalog order. Either may be empty (then that file is not written).
public struct CompiledLanguage: Sendable {
  public var language: String
  public var strings: [StringsFileWriter.Entry] = []
  public var stringsdict: [StringsdictWriter.Entry] = []

  public init(language: String) {
    self.language = language
  }

  /// `<Table>.strings`: text in UTF-8, or a binary property list.
  public func stringsData(format: CompiledTableFormat = .text) -> Data {
    switch format {
    case .text: StringsFileWriter.data(for: strings, encoding: .utf8)
    case .binary: BinaryPropertyListWriter.data(forStrings: strings)
    }
  }

  /// `<Table>.stringsdict`: an XML or a binary property list.
  public func stringsdictData(format: CompiledTableFormat = .text) -> Data {
    switch format {
    case .text: StringsdictWriter.data(for: stringsdict)
    case .binary: BinaryPropertyListWriter.data(forStringsdict: stringsdict)
    }
  }
}

/// How compiled tables are written: text (`.strings` in UTF-8, `.stringsdict` as XML), which
/// people and diffs can read, or binary property lists, as Xcode ships them.
public enum CompiledTableFormat: String, Sendable, CaseIterable {
  case text
  case binary
}
