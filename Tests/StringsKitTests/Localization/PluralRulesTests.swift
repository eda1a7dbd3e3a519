import Foundation
import Testing

@testable import StringsKit

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The generated CLDR table against its source, and the `.lproj` name lookup.
@Suite struct PluralRulesTests {
  static let pluralsXML = URL(
    fileURLWithPath: "/usr/share/unicode/cldr/common/supplemental/plurals.xml")

  /// Reads plurals.xml's cardinal rules: locale → [(category, sample text after `@integer`,
  /// after `@decimal`)], independently of the generator script.
  final class CardinalRulesReader: NSObject, XMLParserDelegate {
    var rules: [String: [(category: String, integers: String, decimals: String)]] = [:]
    private var inCardinal = false
    private var locales: [String] = []
    private var category: String?
    private var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      switch name {
      case "plurals": inCardinal = (attributes["type"] ?? "cardinal") == "cardinal"
      case "pluralRules" where inCardinal:
        locales = (attributes["locales"] ?? "").split(separator: " ").map(String.init)
      case "pluralRule" where inCardinal:
        category = attributes["count"]
        text = ""
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if category != nil { text += string }
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      guard name == "pluralRule", let category else { return }
      var integers = ""
      var decimals = ""
      var rest = text
      if let range = rest.range(of: "@decimal") {
        decimals = String(rest[range.upperBound...])
        rest = String(rest[..<range.lowerBound])
      }
      if let range = rest.range(of: "@integer") { integers = String(rest[range.upperBound...]) }
      let squeeze = { (text: String) in
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }
      for locale in locales {
        rules[locale, default: []].append((category, squeeze(integers), squeeze(decimals)))
      }
      self.category = nil
    }
  }

  static func cldrSource() -> [String: [(category: String, integers: String, decimals: String)]]? {
    guard FileManager.default.fileExists(atPath: pluralsXML.path),
      let parser = XMLParser(contentsOf: pluralsXML)
    else { return nil }
    let reader = CardinalRulesReader()
    parser.delegate = reader
    return parser.parse() ? reader.rules : nil
  }

  @Test func spotChecksAgainstCLDRSource() throws {
    guard let source = Self.cldrSource() else {
      print("skipping: \(Self.pluralsXML.path) is not installed (Debian unicode-cldr-core)")
      return
    }
    let languages = [
      "ru", "ar", "ja", "en", "fr", "pl", "cy", "pt", "pt_PT", "he", "lv", "ga", "cs",
    ]
    for language in languages {
      let expected = try #require(source[language], "\(language) is not in plurals.xml")
      let ruleSet = try #require(PluralRules.ruleSet(forLanguage: language))
      #expect(
        ruleSet.rules.map(\.category.rawValue).sorted() == expected.map(\.category).sorted(),
        "\(language)")
      for cldr in expected {
        let category = try #require(PluralCategory(rawValue: cldr.category))
        let rule = try #require(ruleSet.rule(for: category))
        #expect(rule.integerSamples == cldr.integers, "\(language) \(cldr.category)")
        #expect(rule.decimalSamples == cldr.decimals, "\(language) \(cldr.category)")
      }
    }
    #expect(PluralRules.cldrLocales.count == source.count, "every CLDR locale is in the table")
  }

  /// Known facts, independent of the file: what the rules say about well-known languages.
  @Test func wellKnownLanguages() throws {
    let categories = { (language: String) in
      PluralRules.ruleSet(forLanguage: language)?.categories
    }
    #expect(categories("ru") == [.one, .few, .many, .other])
    #expect(categories("ar") == [.zero, .one, .two, .few, .many, .other])
    #expect(categories("ja") == [.other])
    #expect(categories("en") == [.one, .other])
    #expect(categories("pl") == [.one, .few, .many, .other])
    #expect(categories("cy") == [.zero, .one, .two, .few, .many, .other])
    let russianOne = try #require(PluralRules.ruleSet(forLanguage: "ru")?.rule(for: .one))
    #expect(russianOne.integers.contains(21))
    #expect(russianOne.integers.coversMoreThan(1))
    let englishOne = try #require(PluralRules.ruleSet(forLanguage: "en")?.rule(for: .one))
    #expect(!englishOne.integers.coversMoreThan(1))
    #expect(!PluralRules.cldrVersion.isEmpty)
  }

  @Test func lookupByLprojName() {
    let rules = { (language: String) in PluralRules.ruleSet(forLanguage: language) }
    #expect(rules("pt-BR") == rules("pt"))
    #expect(rules("pt_PT") != rules("pt"), "CLDR has rules of its own for pt_PT")
    #expect(rules("pt-PT") == rules("pt_PT"))
    #expect(rules("zh-Hans") == rules("zh"))
    #expect(rules("zh-Hant-TW") == rules("zh"))
    #expect(rules("sr-Latn") == rules("sr"))
    #expect(rules("es-419") == rules("es"))
    #expect(rules("en_GB") == rules("en"))
    #expect(rules("EN") == rules("en"))
    #expect(rules("English") == rules("en"))
    #expect(rules("Base") == nil, "callers use the reference's language for Base")
    #expect(rules("xx-unknown") == nil)
    #expect(rules("") == nil)
  }

  @Test func samplesAreRead() {
    let russianOne = PluralSamples("1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …")
    #expect(russianOne.isOpenEnded)
    #expect(russianOne.contains(101) && !russianOne.contains(2))
    let range = PluralSamples("0~15, 100")
    #expect(range.contains(7) && range.contains(100) && !range.contains(16))
    #expect(!range.isOpenEnded)
    #expect(PluralSamples("1c6, 2c6").contains(2_000_000))
    let zeroAndOne = PluralSamples("0, 1")
    #expect(zeroAndOne.coversMoreThan(1))
    #expect(!zeroAndOne.coversMoreThan(1, except: [0]))
    #expect(PluralSamples("").isEmpty)
  }
}
