import Foundation
import Testing

@testable import StringsKit

/// The three-way merge grows linearly with the file: both sides add keys (thousands, on the
/// largest input) and change translations, so every lookup, insertion and edit runs (see
/// ``ScalingMeasurement``); and deeply nested catalogs merge on a small stack.
@Suite(.serialized) struct ThreeWayMergeScalingTests {
  static func unit(_ value: String) -> CatalogNode {
    .object([
      CatalogMember(
        "stringUnit",
        .object([
          CatalogMember("state", .string("translated")), CatalogMember("value", .string(value)),
        ]))
    ])
  }

  /// Base, ours and theirs, separated by a zero byte: `40 × scale` keys; ours adds a key after
  /// every second one and changes every third German text, theirs adds French everywhere and
  /// a key after every other second one.
  static func catalogs(_ scale: Int) -> [UInt8] {
    let count = 40 * scale
    func file(_ side: Int) -> [UInt8] {
      var strings: [CatalogMember] = []
      for index in 0..<count {
        var languages = [
          CatalogMember("de", unit(side == 1 && index % 3 == 0 ? "ours \(index)" : "de \(index)"))
        ]
        if side == 2 { languages.append(CatalogMember("fr", unit("fr \(index)"))) }
        strings.append(
          CatalogMember(
            "key \(index)", .object([CatalogMember("localizations", .object(languages))])))
        if side == 1 && index % 2 == 0 || side == 2 && index % 2 == 1 {
          strings.append(
            CatalogMember(
              "key \(index) \(side == 1 ? "ours" : "theirs")",
              .object([CatalogMember("localizations", .object([CatalogMember("en", unit("new"))]))])
            ))
        }
      }
      return CatalogWriter.data(
        for: .object([
          CatalogMember("sourceLanguage", .string("en")),
          CatalogMember("strings", .object(strings)),
          CatalogMember("version", .string("1.0")),
        ]))
    }
    return file(0) + [0] + file(1) + [0] + file(2)
  }

  @Test func catalogMergeScalesLinearly() {
    let (ratio, times) = ScalingMeasurement.ratio(make: Self.catalogs) { bytes in
      let parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
      let result = ThreeWayMerge.merge(
        base: parts[0], ours: parts[1], theirs: parts[2], path: "L.xcstrings")
      precondition(result.isClean)
    }
    #expect(ratio < ScalingMeasurement.bound, "catalog merge: 16× input took \(ratio)× (\(times))")
  }

  /// The same edits on `.strings` tables (UTF-16, as many projects keep them).
  static func tables(_ scale: Int) -> [UInt8] {
    let count = 60 * scale
    func file(_ side: Int) -> [UInt8] {
      var entries: [StringsFileWriter.Entry] = []
      for index in 0..<count {
        let value =
          side == 1 && index % 3 == 0
          ? "ours \(index)" : side == 2 && index % 3 == 1 ? "theirs \(index)" : "v \(index)"
        entries.append(.init(key: "key \(index)", value: value, comments: ["Comment \(index)"]))
        if side == 1 && index % 2 == 0 || side == 2 && index % 2 == 1 {
          entries.append(.init(key: "new \(index) \(side)", value: "new"))
        }
      }
      return [UInt8](StringsFileWriter.data(for: entries, encoding: .utf16LittleEndian))
    }
    // Separated by four zero bytes, which UTF-16 text of these tables never holds.
    return file(0) + [0, 0, 0, 0] + file(1) + [0, 0, 0, 0] + file(2)
  }

  @Test func stringsMergeScalesLinearly() {
    let (ratio, times) = ScalingMeasurement.ratio(make: Self.tables) { bytes in
      var parts: [[UInt8]] = []
      var start = 0
      var index = 0
      while index + 3 < bytes.count {
        if bytes[index] == 0 && bytes[index + 1] == 0 && bytes[index + 2] == 0
          && bytes[index + 3] == 0 && index % 2 == 0
        {
          parts.append(Array(bytes[start..<index]))
          start = index + 4
          index += 4
        } else {
          index += 2
        }
      }
      parts.append(Array(bytes[start...]))
      let result = ThreeWayMerge.merge(
        base: parts[0], ours: parts[1], theirs: parts[2], path: "x.strings")
      precondition(result.isClean)
    }
    #expect(ratio < ScalingMeasurement.bound, "strings merge: 16× input took \(ratio)× (\(times))")
  }

  /// 500 levels of objects (the reader accepts 512) changed differently on both sides, at the
  /// bottom: merged as whole values below ``CatalogThreeWayMerge/maximumDepth``, on a small stack.
  @Test func deeplyNestedCatalogsMergeOnASmallStack() {
    DeepNestingTests.onSmallStack {
      func deep(_ leaf: String) -> [UInt8] {
        var node = CatalogNode.string(leaf)
        for level in 0..<500 { node = .object([CatalogMember("k\(level % 3)", node)]) }
        return CatalogWriter.data(
          for: .object([
            CatalogMember("sourceLanguage", .string("en")), CatalogMember("strings", node),
            CatalogMember("version", .string("1.0")),
          ]))
      }
      let result = ThreeWayMerge.merge(
        base: deep("base"), ours: deep("ours"), theirs: deep("theirs"), path: "deep.xcstrings")
      precondition(result.bytes == deep("ours") && result.conflicts.count == 1)
    }
  }
}
