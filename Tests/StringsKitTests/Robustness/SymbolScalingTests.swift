import Foundation
import Testing

@testable import StringsKit

/// Reading tables and generating accessors stay linear: a table whose keys all give one symbol
/// (the longest collision group), and dotted keys making a wide and deep enum tree.
@Suite(.serialized) struct SymbolScalingTests {
  static func table(_ scale: Int, key: (Int) -> String) -> [UInt8] {
    var text = ""
    for index in 0..<(2_000 * scale) {
      let value = key(index)
      text += "/* c */\n\"\(value)\" = \"\(value) %@\";\n"
    }
    return Array(text.utf8)
  }

  /// `Allow uploads` followed by `index` written in punctuation: distinct keys, one symbol.
  static func punctuated(_ index: Int) -> String {
    var key = "Allow uploads "
    var rest = index
    repeat {
      key += ["!", "?", "-", ":"][rest % 4]
      rest /= 4
    } while rest > 0
    return key
  }

  static func generate(_ bytes: [UInt8], style: SymbolOptions.Style) {
    let file = StringsFileParser.parse(bytes, path: "en.lproj/Localizable.strings")
    let entries = file.entries.map(SymbolTableReader.entry(for:))
    let output = SymbolGenerator(options: SymbolOptions(style: style))
      .generate([SymbolTable(name: "Localizable", entries: entries)])
    precondition(!output.text.isEmpty)
  }

  @Test(arguments: [SymbolOptions.Style.resource, .string])
  func oneCollisionGroupScalesLinearly(style: SymbolOptions.Style) {
    let (ratio, times) = ScalingMeasurement.ratio(
      make: { Self.table($0, key: Self.punctuated) }, work: { Self.generate($0, style: style) })
    #expect(ratio < ScalingMeasurement.bound, "\(style): \(times)")
  }

  @Test func wideAndDeepEnumTreesScaleLinearly() {
    let (ratio, times) = ScalingMeasurement.ratio(
      make: { Self.table($0) { "root.group_\($0 % 500).level\($0 % 3).item_\($0)" } },
      work: { Self.generate($0, style: .enum) })
    #expect(ratio < ScalingMeasurement.bound, "\(times)")
  }
}
