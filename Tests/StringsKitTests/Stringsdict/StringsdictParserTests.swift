import Foundation
import Testing

@testable import StringsKit

/// The `.stringsdict` reader on the fixtures: every position of a well-formed file, and the
/// diagnostic of every broken one (both as goldens beside the fixture).
@Suite struct StringsdictParserTests {
  static func parse(_ relative: String) throws -> StringsdictFile {
    let url = Fixtures.url(relative)
    return StringsdictParser.parse(try Data(contentsOf: url), path: relative)
  }

  /// Every key and string of the tree with its `line:col`, indented by depth.
  static func outline(_ node: PropertyListNode, indent: String = "") -> String {
    let at = "\(node.position.line):\(node.position.column)"
    switch node.value {
    case .dictionary(let entries):
      var out = "\(indent)\(at) dict\n"
      for entry in entries {
        out += "\(indent)  \(entry.keyPosition.line):\(entry.keyPosition.column) key "
        out += "\(entry.key.debugDescription)\n"
        out += outline(entry.value, indent: indent + "    ")
      }
      return out
    case .array(let items):
      return "\(indent)\(at) array\n" + items.map { outline($0, indent: indent + "  ") }.joined()
    case .string(let text): return "\(indent)\(at) string \(text.debugDescription)\n"
    default: return "\(indent)\(at) \(node.kindDescription) \(node.propertyListValue)\n"
    }
  }

  @Test(arguments: Fixtures.cases(in: "stringsdict/ok", suffix: ".stringsdict"))
  func wellFormedFiles(_ name: String) throws {
    let file = try Self.parse("stringsdict/ok/\(name).stringsdict")
    #expect(!file.hasErrors, "\(DiagnosticFormatter.text(file.diagnostics))")
    #expect(file.format == .xml)
    let root = try #require(file.root)
    expectGolden(Self.outline(root), at: "stringsdict/ok/\(name).outline")
  }

  @Test(arguments: Fixtures.cases(in: "stringsdict/bad", suffix: ".stringsdict"))
  func brokenFiles(_ name: String) throws {
    let file = try Self.parse("stringsdict/bad/\(name).stringsdict")
    #expect(file.hasErrors)
    expectGolden(DiagnosticFormatter.text(file.diagnostics), at: "stringsdict/bad/\(name).txt")
  }

  @Test func positionsPointAtTheElements() throws {
    let file = try Self.parse("stringsdict/ok/basic.stringsdict")
    let entry = try #require(file.entries.first)
    #expect(entry.key == "%d home(s) found")
    #expect(entry.keyPosition.line == 5 && entry.keyPosition.column == 2)
    let homes = try #require(entry.value.entries?.last("homes")?.value.entries)
    let other = try #require(homes.last("other"))
    #expect(other.value.string == "%d homes found")
    #expect(other.value.position.line == 18 && other.value.position.column == 4)
    let bytes = [UInt8](file.data)
    #expect(
      String(decoding: bytes[other.value.contentRange], as: UTF8.self) == "%d homes found")
    #expect(
      String(decoding: bytes[other.value.byteRange], as: UTF8.self)
        == "<string>%d homes found</string>")
  }

  @Test func binaryPropertyListsReadAsFoundationWritesThem() throws {
    let table: [String: Any] = ["k": ["NSStringLocalizedFormatKey": "%#@n@"]]
    let data = try PropertyListSerialization.data(
      fromPropertyList: table, format: .binary, options: 0)
    let file = StringsdictParser.parse(data, path: "b.stringsdict")
    #expect(file.format == .foreign)
    #expect(!file.hasErrors)
    #expect(
      file.root?.propertyListValue
        == .dictionary(["k": .dictionary(["NSStringLocalizedFormatKey": .string("%#@n@")])]))
  }

  @Test func randomGarbageNeverTraps() {
    for seed in [1, 2, 3, 42, 2024] as [UInt64] {
      var generator = SplitMix64(seed: seed)
      var bytes = Array("<plist><dict>".utf8) + generator.bytes(4096)
      let file = StringsdictParser.parse(Data(bytes), path: "g.stringsdict")
      #expect(file.hasErrors)
      bytes.removeAll()
    }
  }

  @Test func deepNestingIsBoundedAsInCoreFoundation() {
    let deep = { (levels: Int) in
      Data(
        ("<dict><key>k</key>" + String(repeating: "<array>", count: levels)
          + String(repeating: "</array>", count: levels) + "</dict>").utf8)
    }
    #expect(!StringsdictParser.parse(deep(511), path: "d").hasErrors)
    let tooDeep = StringsdictParser.parse(deep(100_000), path: "d")
    #expect(tooDeep.diagnostics.first?.message.hasPrefix("too many nested") == true)
  }
}
