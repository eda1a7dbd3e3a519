import Foundation
import Testing

@testable import StringsKit

/// An enum key is made of the enums' names and the case's; a raw identifier may hold a quote or
/// a backslash, and the table written from the key must still read back, one entry per key.
@Suite struct EnumKeyEscapingTests {
  @Test func namesWithQuotesAndBackslashesReadBack() throws {
    let source = """
      enum `Menu"Item`: Localizable {
        enum `Sub\\Menu`: Localizable {
          case quit
        }
        case `say "hi"`
      }
      """
    let options = ExtractionOptions(enumProtocols: ["Localizable"])
    let result = LocalizationExtractor(options: options).extract(
      Array(source.utf8), path: "Keys.swift")
    #expect(result.references.count == 2)
    let tables = Generator(options: GeneratorOptions(outputEncoding: .utf8)).generate(
      result.references)
    #expect(tables.tables.count == 1)
    for table in tables.tables {
      let file = StringsFileParser.parse(table.data, path: "\(table.name).strings")
      #expect(!file.hasErrors, "\(file.diagnostics)")
      #expect(file.entries.count == table.entries.count)
      let keys = file.entries.map(\.key)
      #expect(keys.allSatisfy { $0.hasPrefix("menu\"item.") }, "\(keys)")
      #expect(keys.contains { $0.contains("\\") }, "\(keys)")
    }
  }
}
