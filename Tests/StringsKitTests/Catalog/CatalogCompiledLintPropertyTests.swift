import Foundation
import Testing

@testable import StringsKit

/// For generated catalogs (plain texts with and without `%#@name@`, plurals and device
/// variations with and without `other`, substitutions that exist, are missing or refer to
/// themselves), the catalog draws errors from the rules that check what the runtime reads
/// (plural-syntax, unresolved-plural) exactly when its compiled tables do. What the runtime
/// falls back from by design draws nothing on either side (a plural without `other` is not
/// compiled). Placeholders across languages are compared by ``CatalogCompileLintTests`` on the
/// corpus: the shapes here differ between languages at random.
@Suite struct CatalogCompiledLintPropertyTests {
  static func unit(_ value: String) -> String {
    "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}"
  }

  /// One localization of a random shape, its texts in `word`.
  static func localization(_ random: inout SplitMix64, word: String) -> String {
    func cases(_ names: [String], _ text: (String) -> String) -> String {
      let chosen = names.filter { _ in random.next() % 4 != 0 }
      return "{" + chosen.map { "\"\($0)\":\(unit(text($0)))" }.joined(separator: ",") + "}"
    }
    switch random.next() % 6 {
    case 0: return unit("\(word) %lld")
    case 1: return unit("\(word) %#@n@")
    case 2:
      return "{\"variations\":{\"plural\":"
        + cases(["one", "other"]) { "%lld \(word) \($0)" } + "}}"
    case 3:
      return "{\"variations\":{\"device\":"
        + cases(["iphone", "mac", "other"]) { "\(word) \($0)" } + "}}"
    default:
      let reference = ["%#@n@", "%#@m@", "%#@n@ %#@m@"][Int(random.next() % 3)]
      let selfReference = random.next() % 4 == 0 ? " %#@n@" : ""
      return "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(word) \(reference)\"},"
        + "\"substitutions\":{\"n\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":"
        + "{\"plural\":" + cases(["one", "other"]) { "%arg \(word) \($0)\(selfReference)" }
        + "}}}}"
    }
  }

  static func catalog(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    // A plain key, so that the source language always has a compiled table.
    var strings: [String] = ["\"plain\":{\"localizations\":{\"en\":\(unit("Plain"))}}"]
    for index in 0..<Int(1 + random.next() % 3) {
      var localizations: [String] = []
      localizations.append("\"en\":" + localization(&random, word: "word\(index)"))
      if random.next() % 3 != 0 {
        localizations.append("\"es\":" + localization(&random, word: "palabra\(index)"))
      }
      strings.append("\"k\(index)\":{\"localizations\":{\(localizations.joined(separator: ","))}}")
    }
    return "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{"
      + strings.joined(separator: ",") + "}}"
  }

  static func compiledFindings(_ catalog: Catalog) throws -> [LintFinding] {
    let compiled = CatalogCompiler.compile(catalog)
    var strings: [StringsFile] = []
    var plurals: [StringsdictFile] = []
    for language in compiled.languages {
      let base = "Build/\(language.language).lproj/\(compiled.tableName)"
      if !language.strings.isEmpty {
        strings.append(StringsFileParser.parse(language.stringsData(), path: base + ".strings"))
      }
      if !language.stringsdict.isEmpty {
        plurals.append(
          StringsdictParser.parse(language.stringsdictData(), path: base + ".stringsdict"))
      }
    }
    return Linter().run(
      try LintInput(files: strings, stringsdicts: plurals, reference: compiled.sourceLanguage))
  }

  @Test(arguments: 0..<400)
  func aCatalogLintsCleanExactlyWhenItsCompiledTablesDo(_ seed: Int) throws {
    let json = Self.catalog(seed: UInt64(seed))
    let catalog = CatalogReader.read(Array(json.utf8), path: "L.xcstrings")
    try #require(catalog.blockingDiagnostics.isEmpty)
    let rules: Set<RuleID> = ["plural-syntax", "unresolved-plural"]
    let own = Linter().run(try LintInput(files: [], catalogs: [catalog]))
      .filter { $0.diagnostic.ruleID.map(rules.contains) == true }
    let compiled = try Self.compiledFindings(catalog)
      .filter { $0.diagnostic.ruleID.map(rules.contains) == true }
    #expect(
      own.isEmpty == compiled.isEmpty,
      "\(json)\ncatalog: \(own.map(\.diagnostic.message))\ncompiled: \(compiled.map(\.diagnostic.message))"
    )
  }
}
