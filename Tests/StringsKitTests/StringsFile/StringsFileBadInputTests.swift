import Foundation
import Testing

@testable import StringsKit

/// Hostile and broken input: the parser must always finish, never trap, and explain the problem.
@Suite struct StringsFileBadInputTests {
  static func parse(_ bytes: [UInt8]) -> StringsFile {
    StringsFileParser.parse(Data(bytes), path: "bad.strings")
  }

  static func firstError(_ file: StringsFile) -> String? {
    file.diagnostics.first { $0.severity == .error }.map { DiagnosticFormatter.text($0) }
  }

  @Test func emptyData() {
    let file = Self.parse([])
    #expect(Self.firstError(file) == "bad.strings:1:1: error: the file is empty\n")
  }

  @Test(
    arguments: [
      [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF], [0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF],
    ] as [[UInt8]])
  func onlyAByteOrderMark(_ bytes: [UInt8]) {
    let file = Self.parse(bytes)
    #expect(
      Self.firstError(file) == "bad.strings:1:1: error: the file contains only a byte order mark\n")
  }

  @Test(arguments: [1, 2, 3, 42, 2024])
  func randomGarbage(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let bytes = generator.bytes(4096)
    let file = Self.parse(bytes)
    #expect(file.hasErrors)
    #expect(file.serialized() == Data(bytes))
    #expect(file.diagnostics.count < 250)
  }

  @Test(arguments: [1, 7, 99])
  func randomGrammarCharacters(seed: UInt64) {
    // Random mixes of the characters the grammar cares about reach every branch of it.
    let alphabet = Array("\"'\\=;{}()<>,/* \n\raZ09_$:.-Uu@é".utf8)
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let count = Int(generator.next() % 64)
      let bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let file = Self.parse(bytes)
      #expect(file.serialized() == Data(bytes))
    }
  }

  @Test func fiftyMegabytesParseQuickly() {
    var text = [UInt8]()
    let entry = Array(
      "/* A comment about the entry */\n\"key.number.%d\" = \"Value with \\\"escapes\\\" \\n and é\";\n\n"
        .utf8)
    text.reserveCapacity(50_000_000 + entry.count)
    while text.count < 50_000_000 { text.append(contentsOf: entry) }
    let clock = ContinuousClock()
    var file: StringsFile?
    let elapsed = clock.measure { file = Self.parse(text) }
    #expect(file?.hasErrors == false)
    #expect(file?.entries.count == (text.count / entry.count))
    #expect(elapsed < .seconds(60), "parsing 50 MB took \(elapsed)")
  }

  @Test func hundredThousandNestedBraces() {
    let bytes = Array("\"a\" = ".utf8) + [UInt8](repeating: 0x7B, count: 100_000)
    let file = Self.parse(bytes)
    #expect(file.hasErrors)
    let top = Self.parse([UInt8](repeating: 0x7B, count: 100_000))
    #expect(top.hasErrors)
  }

  @Test func hundredThousandNestedParentheses() {
    let value = Self.parse(Array("\"a\" = ".utf8) + [UInt8](repeating: 0x28, count: 100_000))
    #expect(
      Self.firstError(value)?.contains("too many nested arrays or dictionaries") == true,
      "\(value.diagnostics)")
    let top = Self.parse([UInt8](repeating: 0x28, count: 100_000))
    #expect(Self.firstError(top)?.contains("too many nested arrays or dictionaries") == true)
  }

  @Test func deeplyNestedDictionaries() {
    let depth = 100_000
    let text = String(repeating: "{a=", count: depth) + "b" + String(repeating: ";}", count: depth)
    let file = Self.parse(Array(("\"k\" = " + text + ";").utf8))
    #expect(Self.firstError(file)?.contains("too many nested") == true)
  }

  @Test(arguments: [
    "\"a", "'a", "\"a\" = \"b", "\"a\" = 'b", "\"a\" = \"b\\", "\"a\" = (", "\"a\" = (\"x\",",
    "\"a\" = {", "\"a\" = {b", "\"a\" = {b =", "\"a\" = <", "\"a\" = <0", "\"a\" =", "\"a\"",
    "{", "{\"a\" = \"b\";", "(", "<", "\"a\" = /* c", "\"a\" = // c",
  ])
  func unterminatedConstructs(_ text: String) {
    let file = Self.parse(Array(text.utf8))
    #expect(file.hasErrors, "\(text)")
    #expect(file.diagnostics.allSatisfy { $0.position != nil })
  }

  @Test func errorsAreCappedOnHugeBrokenFiles() {
    let line = Array("\"a\" \"b\";\n".utf8)
    let bytes = (0..<10_000).flatMap { _ in line }
    let file = Self.parse(bytes)
    #expect(file.hasErrors)
    #expect(file.diagnostics.count <= OldStylePlistParser.maximumErrorCount + 1)
  }
}
