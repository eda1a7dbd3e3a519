import Foundation
import StringsKit
import Testing

/// §8 cases run through the generator and compared byte for byte with
/// `Fixtures/generate/<case>/expected/<Table>.strings` and `expected/messages.txt`.
@Suite struct GenerateGoldenTests {
  @Test(arguments: GenerateCase.all)
  func generatedTablesMatchGoldenFiles(testCase: GenerateCase) throws {
    let result = Generator(options: testCase.options).generate(testCase.references)
    let folder = "generate/\(testCase.name)/expected"
    for table in result.tables {
      expectGolden(table.data, at: "\(folder)/\(table.fileName)")
    }
    expectGolden(DiagnosticFormatter.text(result.diagnostics), at: "\(folder)/messages.txt")
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url(folder).path)
    #expect(Set(onDisk) == Set(result.tables.map(\.fileName) + ["messages.txt"]))
  }

  @Test func everyFixtureFolderHasACase() {
    #expect(Fixtures.cases(in: "generate") == GenerateCase.all.map(\.name).sorted())
  }

  /// §8 case 2, asserted literally rather than only through the golden file.
  @Test func littleEndianFileStartsWithMarkAndEndsWithEmptyLine() throws {
    let data = try #require(Generator().generate(Self.case1).tables.first?.data)
    #expect(Array(data.prefix(8)) == [0xFF, 0xFE, 0x2F, 0x00, 0x2A, 0x00, 0x20, 0x00])
    #expect(Array(data.suffix(6)) == [0x3B, 0x00, 0x0A, 0x00, 0x0A, 0x00])
  }

  /// §8 case 3.
  @Test func bigEndianFileStartsWithBigEndianMark() throws {
    let generator = Generator(options: GeneratorOptions(outputEncoding: .utf16BigEndian))
    let data = try #require(generator.generate(Self.case1).tables.first?.data)
    #expect(Array(data.prefix(6)) == [0xFE, 0xFF, 0x00, 0x2F, 0x00, 0x2A])
    #expect(Array(data.suffix(6)) == [0x00, 0x3B, 0x00, 0x0A, 0x00, 0x0A])
  }

  /// §8 case 6: non-ASCII is written as itself, `é` as `e9 00`, never as `\U00E9`.
  @Test func nonASCIIIsWrittenAsItself() throws {
    let reference = KeyReference(
      key: "k", value: "é", comment: "c", kind: .localizedString(routine: "NSLocalizedString"),
      position: SourcePosition(path: "A.swift", line: 1, column: 1))
    let data = try #require(Generator().generate([reference]).tables.first?.data)
    #expect(Array(data.suffix(12)) == [0x22, 0, 0xE9, 0, 0x22, 0, 0x3B, 0, 0x0A, 0, 0x0A, 0])
  }

  /// §8 case 1, as text.
  @Test func keyIsTheValueWhenNoneIsGiven() throws {
    let table = try #require(Generator().generate(Self.case1).tables.first)
    #expect(table.name == "Localizable")
    #expect(
      TableWriter.text(for: table.entries)
        == "/* App key 1, no value */\n\"app.key1\" = \"app.key1\";\n\n")
  }

  static let case1 = [
    KeyReference(
      key: "app.key1", comment: "App key 1, no value",
      kind: .localizedString(routine: "NSLocalizedString"),
      position: SourcePosition(path: "Sources/App.swift", line: 1, column: 9))
  ]
}
