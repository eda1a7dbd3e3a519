import Foundation
import Testing

@testable import StringsKit

/// Every catalog of the shared corpus compiled: every `.strings` and `.stringsdict` reads back
/// (our parser, CoreFoundation's through `PropertyListSerialization`, and `plutil`) as exactly
/// the catalog's shipped texts per language, and every plural variable is well formed (`other`
/// present, a value type, only CLDR category names, texts whose numbers match the value type).
@Suite struct CatalogCompileCorpusTests {
  @Test func everyCorpusCatalogCompilesToWhatItSays() throws {
    let catalogs = try Fixtures.readSharedCatalogs()
    if catalogs.isEmpty { return }
    let work = TemporaryDirectory()
    var written: [String] = []
    var pluralEntries = 0
    for (number, (url, catalog)) in catalogs.enumerated() {
      try #require(catalog.blockingDiagnostics.isEmpty)
      let compiled = CatalogCompiler.compile(catalog)
      for language in compiled.languages {
        let expected = Self.expectedStrings(catalog, language: language.language)
        let folder = "\(work.path)/\(number)/\(language.language).lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if !language.strings.isEmpty || !expected.isEmpty {
          let data = language.stringsData()
          let file = StringsFileParser.parse(data, path: "x.strings")
          #expect(!file.hasErrors, "\(url.lastPathComponent) \(language.language)")
          #expect(
            file.entries.map { [$0.key, $0.value] } == expected.map { [$0.key, $0.value] },
            "\(url.lastPathComponent) \(language.language)")
          let native = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
          )
          #expect(native.count == Set(expected.map { LiteralKey($0.key) }).count)
          let differing = expected.filter { native[$0.key] != $0.value }.map(\.key)
          #expect(differing.isEmpty, "\(url.lastPathComponent) \(language.language): \(differing)")
          let path = "\(folder)/\(compiled.tableName).strings"
          try data.write(to: URL(fileURLWithPath: path))
          written.append(path)
        }
        guard !language.stringsdict.isEmpty else { continue }
        let data = language.stringsdictData()
        let path = "\(folder)/\(compiled.tableName).stringsdict"
        try data.write(to: URL(fileURLWithPath: path))
        written.append(path)
        let plist = try #require(
          try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        #expect(plist.count == language.stringsdict.count)
        for entry in language.stringsdict {
          pluralEntries += 1
          let source = try #require(catalog.entries.last { $0.key.isLiterallyEqual(to: entry.key) })
          let content = try #require(source.localization(language.language)?.content)
          let dictionary = try #require(plist[entry.key] as? [String: Any])
          try Self.check(
            dictionary, against: content, isSource: language.language == catalog.sourceLanguage)
        }
      }
    }
    #expect(pluralEntries > 300)
    guard let plutil = StringsFilePlutilDifferentialTests.plutil else {
      print("skipping the plutil part: no plutil next to swift")
      return
    }
    for chunk in stride(from: 0, to: written.count, by: 200) {
      let files = Array(written[chunk..<min(chunk + 200, written.count)])
      let lint = StringsFilePlutilDifferentialTests.run(plutil, ["-lint"] + files)
      #expect(lint.status == 0, "\(String(decoding: lint.output, as: UTF8.self))")
    }
    // plutil's own reading of a sample: the first file of every catalog folder.
    for path in written where path.contains("/en.lproj/") && path.hasSuffix(".strings") {
      let json = StringsFilePlutilDifferentialTests.run(
        plutil, ["-convert", "json", "-o", "-", path])
      #expect(json.status == 0)
      let viaPlutil = try JSONSerialization.jsonObject(with: json.output) as? [String: String]
      let viaFoundation =
        try PropertyListSerialization.propertyList(
          from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil) as? [String: String]
      #expect(viaPlutil == viaFoundation, "\(path)")
    }
  }

  /// The `.strings` entries a language ships, worked out from the catalog on its own terms.
  static func expectedStrings(_ catalog: Catalog, language: String) -> [(
    key: String, value: String
  )] {
    let isSource = language == catalog.sourceLanguage
    var result: [(String, String)] = []
    for entry in catalog.entries {
      guard let localization = entry.localization(language) else {
        if isSource { result.append((entry.key, entry.key)) }
        continue
      }
      let content = localization.content
      guard isSource || entry.shouldTranslate, content.variations.isEmpty,
        content.substitutions.isEmpty, let unit = content.stringUnit
      else { continue }
      if isSource || [nil, "translated", "needs_review"].contains(unit.state) {
        result.append((entry.key, unit.value))
      }
    }
    return result
  }

  static func shipped(_ unit: CatalogStringUnit?, isSource: Bool) -> String? {
    guard let unit, isSource || [nil, "translated", "needs_review"].contains(unit.state) else {
      return nil
    }
    return unit.value
  }

  static let specKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]

  static func check(_ dictionary: [String: Any], against content: CatalogContent, isSource: Bool)
    throws
  {
    let format = try #require(dictionary["NSStringLocalizedFormatKey"] as? String)
    if content.substitutions.isEmpty {
      let variations = try #require(content.variations.first)
      let variable = try #require(dictionary[CatalogCompiler.variationVariable] as? [String: Any])
      try checkVariable(variable, variations, isSource: isSource) { $0 }
      #expect(format.hasSuffix("#@\(CatalogCompiler.variationVariable)@"))
      return
    }
    // The format is the catalog's, with each reference numbered by its argNum.
    let unnumbered = format.replacingOccurrences(
      of: "%[0-9]+\\$#@", with: "%#@", options: .regularExpression)
    #expect(unnumbered == content.stringUnit?.value)
    for substitution in content.substitutions {
      let variable = try #require(dictionary[substitution.name] as? [String: Any])
      let replacement =
        "%" + (substitution.argNum.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "arg")
      try checkVariable(variable, substitution.variations[0], isSource: isSource) {
        $0.replacingOccurrences(of: "%arg", with: replacement)
      }
    }
  }

  static func checkVariable(
    _ variable: [String: Any], _ variations: CatalogVariations, isSource: Bool,
    text: (String) -> String
  ) throws {
    var expected: [String: String] = [:]
    for variationCase in variations.cases {
      if let value = shipped(variationCase.content.stringUnit, isSource: isSource) {
        expected[variationCase.name] = text(value)
      }
    }
    var actual: [String: String] = [:]
    for (key, value) in variable where !specKeys.contains(key) { actual[key] = value as? String }
    #expect(actual == expected)
    guard variations.selector == "plural" else {
      #expect(variable["NSStringFormatSpecTypeKey"] as? String == "NSStringDeviceSpecificRuleType")
      return
    }
    #expect(variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType")
    #expect(actual["other"] != nil)
    #expect(Set(actual.keys).isSubset(of: PluralCategory.allCases.map(\.rawValue)))
    let valueType = try #require(variable["NSStringFormatValueTypeKey"] as? String)
    // Every number a category text prints agrees with the value type the rule reads.
    let conversion = try #require(valueType.last)
    for (_, value) in actual {
      for specifier in FormatSpecifier.argumentSpecifiers(in: value)
      where specifier.conversion.map({ "dioux".contains($0) }) == true {
        #expect("dioux".contains(conversion), "\(value) under \(valueType)")
      }
    }
  }
}
