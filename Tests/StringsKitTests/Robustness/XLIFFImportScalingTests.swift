import Foundation
import Testing

@testable import StringsKit

/// Export and import of `.stringsdict` and catalog units grow linearly with the table: every
/// unit is edited, so every lookup and every edit runs (see ``ScalingMeasurement``).
@Suite(.serialized) struct XLIFFImportScalingTests {
  /// `count` entries of one plural variable; the translation has every other one.
  static func stringsdicts(_ scale: Int) -> [UInt8] {
    let count = 50 * scale
    func entries(_ step: Int, _ prefix: String) -> [StringsdictWriter.Entry] {
      stride(from: 0, to: count, by: step).map {
        StringsdictWriter.Entry(
          key: "k\($0)", format: "%#@n@",
          variables: [
            .init(
              name: "n", ruleType: PluralDefinition.Variable.pluralRuleType, valueType: "d",
              texts: [("one", "\(prefix) %d"), ("other", "\(prefix)s %d")])
          ])
      }
    }
    return Array(StringsdictWriter.file(entries(1, "item")).utf8) + [0]
      + Array(StringsdictWriter.file(entries(2, "cosa")).utf8)
  }

  @Test func stringsdictImportsScaleLinearly() {
    let (ratio, times) = ScalingMeasurement.ratio(make: Self.stringsdicts) { bytes in
      let split = bytes.firstIndex(of: 0)!
      let reference = StringsdictParser.parse(Data(bytes[..<split]), path: "en")
      let language = StringsdictParser.parse(Data(bytes[(split + 1)...]), path: "es")
      let units = XLIFFStringsdictUnits.units(
        reference: reference, translation: language, referenceLanguage: "en", language: "es"
      ).map { unit in
        var unit = unit.unit
        unit.target = .init("E " + unit.source, state: "translated")
        return unit
      }
      let result = XLIFFStringsdictImport.apply(
        units, reference: reference, to: language, referenceLanguage: "en", language: "es")
      precondition(result.skipped.isEmpty && result.data != nil)
    }
    #expect(ratio < ScalingMeasurement.bound, "stringsdict: 16× input took \(ratio)× (\(times))")
  }

  /// `count` plural keys in English, every other one in Spanish.
  static func catalog(_ scale: Int) -> [UInt8] {
    let count = 40 * scale
    func unit(_ value: String) -> CatalogNode {
      .object([
        CatalogMember(
          "stringUnit",
          .object([
            CatalogMember("state", .string("translated")), CatalogMember("value", .string(value)),
          ]))
      ])
    }
    func plural(_ prefix: String) -> CatalogNode {
      .object([
        CatalogMember(
          "variations",
          .object([
            CatalogMember(
              "plural",
              .object([
                CatalogMember("one", unit("\(prefix) %lld")),
                CatalogMember("other", unit("\(prefix)s %lld")),
              ]))
          ]))
      ])
    }
    let strings = (0..<count).map { index in
      var localizations = [CatalogMember("en", plural("item"))]
      if index.isMultiple(of: 2) { localizations.append(CatalogMember("es", plural("cosa"))) }
      return CatalogMember(
        "key \(index) %lld", .object([CatalogMember("localizations", .object(localizations))]))
    }.sorted { CatalogKeyOrder.areInIncreasingOrder($0.key, $1.key) }
    return CatalogWriter.data(
      for: .object([
        CatalogMember("sourceLanguage", .string("en")),
        CatalogMember("strings", .object(strings)),
        CatalogMember("version", .string("1.0")),
      ]))
  }

  @Test func catalogImportsScaleLinearly() {
    let (ratio, times) = ScalingMeasurement.ratio(make: Self.catalog) { bytes in
      let catalog = CatalogReader.read(bytes, path: "L.xcstrings")
      let units = XLIFFCatalogUnits.units(of: catalog, sourceLanguage: "en", language: "es")
        .map { unit in
          var unit = unit.unit
          unit.target = .init("E " + unit.source, state: "translated")
          return unit
        }
      let result = XLIFFCatalogImport.apply(
        units, to: catalog, sourceLanguage: "en", language: "es")
      precondition(result.skipped.isEmpty && result.data != nil)
    }
    #expect(ratio < ScalingMeasurement.bound, "catalog: 16× input took \(ratio)× (\(times))")
  }
}
