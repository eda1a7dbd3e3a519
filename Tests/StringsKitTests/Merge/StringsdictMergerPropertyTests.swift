import Foundation
import Testing

@testable import StringsKit

/// Properties of a `.stringsdict` merge over generated reference/translation pairs in several
/// layouts (tabs or spaces, LF or CRLF, comments between elements) and languages: no text a
/// translator wrote is lost or altered, every reference key and every category the language
/// needs is present, the result reads back cleanly, and a second merge is a no-op.
@Suite struct StringsdictMergerPropertyTests {
  static let languages = ["ru", "ar", "ja", "fr", "pl", "en-GB", "de", "cy", "zh-Hans", "pt_PT"]

  /// Awkward text: XML specials, a control character, quotes, a line break, non-ASCII.
  static let pieces = [
    "files", "&", "<b>", "a > b", "\u{8}", "\"q\"", "it's", "\n", "файлы", "%d", "]]>",
  ]

  struct Generated {
    var reference: StringsdictFile
    var translation: StringsdictFile
    var language: String
  }

  static func generate(seed: UInt64) -> Generated {
    var rng = SplitMix64(seed: seed)
    func text() -> String {
      (0..<Int.random(in: 1...3, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }
        .joined(separator: " ")
    }
    let keys = (0..<12).map { $0 % 5 == 0 ? "clé <\($0)> & co" : "key.\($0)" }
    let referenceKeys = keys.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
    func entry(_ key: String, categories: [String]) -> StringsdictWriter.Entry {
      let two = key.hasSuffix("3")
      let variables = (two ? ["n", "m"] : ["n"]).map { name in
        StringsdictWriter.Entry.Variable(
          name: name, ruleType: "NSStringPluralRuleType", valueType: "d",
          texts: categories.map { ($0, "%d " + text()) })
      }
      return StringsdictWriter.Entry(
        key: key, format: two ? "%#@n@ / %#@m@" : "%#@n@", variables: variables)
    }
    let reference = referenceKeys.map {
      entry(
        $0, categories: Bool.random(using: &rng) ? ["one", "other"] : ["zero", "one", "other"])
    }
    let language = languages.randomElement(using: &rng)!
    let all = ["zero", "one", "two", "few", "many", "other", "singular"]
    let translation = keys.filter { _ in Bool.random(using: &rng) }.shuffled(using: &rng).map {
      entry($0, categories: all.filter { _ in Bool.random(using: &rng) })
    }
    let unit = ["\t", "  ", "    "].randomElement(using: &rng)!
    let lineEnding: LineEnding = Bool.random(using: &rng) ? .lf : .crlf
    var translationText = StringsdictWriter.file(translation, lineEnding: lineEnding, unit: unit)
    if Bool.random(using: &rng) {
      // Comments between elements, as translation tools write them.
      translationText = translationText.replacingOccurrences(
        of: "<key>other</key>", with: "<!-- plural: other --><key>other</key>")
    }
    return Generated(
      reference: StringsdictParser.parse(
        Data(StringsdictWriter.file(reference).utf8), path: "en.lproj/L.stringsdict"),
      translation: StringsdictParser.parse(
        Data(translationText.utf8), path: "\(language).lproj/L.stringsdict"),
      language: language)
  }

  /// Every (key, variable, name) → text of a file.
  static func texts(_ file: StringsdictFile) -> [[String]: String] {
    var result: [[String]: String] = [:]
    for definition in file.definitions {
      for variable in definition.variables {
        for (name, text) in variable.texts {
          result[[definition.key, variable.name, name]] = text.text
        }
      }
    }
    return result
  }

  @Test(arguments: 0..<150 as Range<UInt64>)
  func mergeKeepsTranslationsAndCompletesCategories(seed: UInt64) throws {
    let generated = Self.generate(seed: seed)
    #expect(!generated.reference.hasErrors)
    #expect(!generated.translation.hasErrors)
    let merger = StringsdictMerger()
    let result = merger.merge(
      reference: generated.reference, into: generated.translation, language: generated.language,
      referenceLanguage: "en")
    #expect(!result.hasErrors, "\(DiagnosticFormatter.text(result.diagnostics))")
    let merged = StringsdictParser.parse(
      result.data ?? generated.translation.data, path: generated.translation.path)
    #expect(!merged.hasErrors, "\(DiagnosticFormatter.text(merged.diagnostics))")

    // Nothing a translator wrote is lost or changed.
    let before = Self.texts(generated.translation)
    let after = Self.texts(merged)
    for (path, text) in before {
      #expect(after[path] == text, "seed \(seed): \(path) changed")
    }
    #expect(
      Set(generated.translation.definitions.map { LiteralKey($0.key) })
        .isSubset(of: Set(merged.definitions.map { LiteralKey($0.key) })))

    // Every reference key, and every category the language needs, is there.
    let rules = try #require(PluralRules.ruleSet(forLanguage: generated.language))
    for definition in generated.reference.definitions {
      let entry = try #require(
        merged.definitions.last { $0.key.isLiterallyEqual(to: definition.key) },
        "seed \(seed): \(definition.key) missing")
      for variable in definition.variables {
        let written = try #require(entry.variable(variable.name)).categories
        #expect(
          Set(rules.categories).isSubset(of: Set(written)),
          "seed \(seed): \(definition.key) lacks categories")
      }
    }

    // Only insertions: the original bytes are a subsequence of the result.
    if let data = result.data {
      var remaining = generated.translation.data[...]
      for byte in data where remaining.first == byte { remaining.removeFirst() }
      #expect(remaining.isEmpty, "seed \(seed): original bytes were changed")
    }

    // A second run is a no-op.
    let again = merger.merge(
      reference: generated.reference, into: merged, language: generated.language,
      referenceLanguage: "en")
    #expect(again.data == nil, "seed \(seed): a second merge changed the file")
  }

  /// A new language's file has the language's categories and reads back as what was written.
  @Test(arguments: languages)
  func newFilesReadBack(language: String) throws {
    let generated = Self.generate(seed: 7)
    let result = StringsdictMerger().newFile(
      from: generated.reference, language: language, referenceLanguage: "en")
    let file = StringsdictParser.parse(try #require(result.data), path: "new.stringsdict")
    #expect(!file.hasErrors)
    let rules = try #require(PluralRules.ruleSet(forLanguage: language))
    for (definition, reference) in zip(file.definitions, generated.reference.definitions) {
      #expect(definition.key.isLiterallyEqual(to: reference.key))
      #expect(definition.format?.text == reference.format?.text)
      for variable in definition.variables {
        let expected = Set(rules.categories).union(
          reference.variable(variable.name)?.text(for: .zero) != nil ? [.zero] : [])
        #expect(Set(variable.categories) == expected)
        for (name, text) in variable.texts {
          let category = try #require(PluralCategory(rawValue: name))
          let source = try #require(reference.variable(variable.name))
          #expect(text.text == (source.text(for: category) ?? source.text(for: .other))?.text)
        }
      }
    }
  }
}
