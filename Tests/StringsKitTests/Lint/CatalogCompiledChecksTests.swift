import Foundation
import Testing

@testable import StringsKit

/// `plural-syntax` checks a catalog's plurals in the form they compile to without writing and
/// parsing a `.stringsdict` for each: the definition built directly must draw exactly the
/// findings the written and parsed one draws.
@Suite struct CatalogCompiledChecksTests {
  /// The messages `PluralSyntaxRule` gives the entry written as XML and parsed back.
  static func messagesThroughXML(_ compiled: StringsdictWriter.Entry) -> [String] {
    let file = StringsdictParser.parse(
      StringsdictWriter.data(for: [compiled]), path: "compiled.stringsdict")
    return file.definitions.flatMap(PluralSyntaxRule.check).map(\.diagnostic.message)
  }

  static func messagesDirect(_ compiled: StringsdictWriter.Entry) -> [String] {
    PluralSyntaxRule.check(PluralDefinition(compiled: compiled))
      .map(\.diagnostic.message)
  }

  /// Every compiled plural of the real catalogs and of the fixtures.
  @Test func realCatalogsDrawTheSameFindings() throws {
    let fixtures = Fixtures.files(
      below: Fixtures.packageRoot.appendingPathComponent("Fixtures"), suffix: ".xcstrings")
    let catalogs =
      try Fixtures.readSharedCatalogs().map(\.catalog)
      + fixtures.map { CatalogReader.read(try [UInt8](Data(contentsOf: $0)), path: $0.path) }
    var compared = 0
    var withFindings = 0
    for catalog in catalogs {
      let source = catalog.sourceLanguage ?? "en"
      for entry in catalog.entries {
        for localization in entry.localizations {
          guard
            case .stringsdict(let compiled) = CatalogCompiler.outcome(
              of: localization, in: entry, sourceLanguage: source)
          else { continue }
          let direct = Self.messagesDirect(compiled)
          #expect(direct == Self.messagesThroughXML(compiled), "\(entry.key)")
          compared += 1
          if !direct.isEmpty { withFindings += 1 }
        }
      }
    }
    #expect(compared > 50)
    #expect(withFindings > 0, "the fixtures hold plurals the rule reports")
  }

  /// Random entries with texts the writer escapes, repeated names, missing categories,
  /// references to variables that are not there and to themselves.
  @Test func randomEntriesDrawTheSameFindings() {
    let texts = [
      "%d item", "a & b <c>", "line\r\nbreak", "tab\there", "\u{1}control", "%#@n@", "%#@m@ %#@n@",
      "", " ", "%1$#@n@", "%#@self@",
    ]
    let names = ["n", "m", "self", "one", "other", "few", "iphone", "a&b"]
    let ruleTypes: [String?] = [
      nil, "NSStringPluralRuleType", "NSStringDeviceSpecificRuleType",
      "NSStringVariableWidthRuleType", "Bogus",
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3000 {
      let variables = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        StringsdictWriter.Entry.Variable(
          name: names.randomElement(using: &generator)!,
          ruleType: ruleTypes.randomElement(using: &generator)!,
          valueType: Bool.random(using: &generator) ? "d" : nil,
          texts: (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            (
              names.randomElement(using: &generator)!,
              texts.randomElement(using: &generator)!
            )
          })
      }
      let entry = StringsdictWriter.Entry(
        key: "key", format: texts.randomElement(using: &generator)!, variables: variables)
      #expect(Self.messagesDirect(entry) == Self.messagesThroughXML(entry), "\(entry)")
    }
  }
}
