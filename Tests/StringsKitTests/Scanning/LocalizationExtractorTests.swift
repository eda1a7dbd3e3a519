import Foundation
import Testing

@testable import StringsKit

@Suite struct LocalizationExtractorTests {
  /// `Fixtures/extract/<case>/input.swift` (+ `options`, one flag per line) against
  /// `expected.txt`: one reference per line, then the diagnostics as users see them.
  @Test(arguments: Fixtures.cases(in: "extract"))
  func fixture(_ name: String) throws {
    let folder = "extract/\(name)"
    let input = try #require(
      FileManager.default.contents(atPath: Fixtures.url("\(folder)/input.swift").path))
    let optionLines =
      (try? String(contentsOf: Fixtures.url("\(folder)/options"), encoding: .utf8)) ?? ""
    let options = try Self.options(from: optionLines)
    let result = LocalizationExtractor(options: options).extract(
      [UInt8](input), path: "input.swift")
    expectGolden(Self.render(result), at: "\(folder)/expected.txt")
  }

  /// Parses the fixture `options` file.
  static func options(from text: String) throws -> ExtractionOptions {
    var options = ExtractionOptions()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      switch (words.first, words.count) {
      case ("-SwiftUI", 1): options.swiftUI = true
      case ("--swiftui-all", 1): options.swiftUIAll = true
      case ("--swift-localized", 1): options.swiftLocalized = true
      case ("--no-enum-keys", 1): options.enumProtocols = []
      case ("-s", 2): options.routines.append(words[1])
      case ("--method", 2): options.methods.append(words[1])
      case ("--enum-protocol", 2): options.enumProtocols.append(words[1])
      case ("--enum-key", 2):
        guard let style = EnumKeyStyle(rawValue: words[1]) else {
          throw FixtureError(message: "unknown enum key style: \(line)")
        }
        options.enumKeyStyle = style
      default: throw FixtureError(message: "unknown option line: \(line)")
      }
    }
    return options
  }

  struct FixtureError: Error {
    var message: String
  }

  /// `line:col table "key" = "value" /* comment */ kind`; `nil` for absent values and comments,
  /// a real line break shown as `␊`.
  static func render(_ result: LocalizationExtractor.Result) -> String {
    var out = ""
    for reference in result.references {
      let value = reference.value.map { "\"\(visible($0))\"" } ?? "nil"
      let comment = reference.comment.map { "/* \(visible($0)) */" } ?? "/* nil */"
      out += "\(reference.position.line):\(reference.position.column) \(reference.tableName) "
      out += "\"\(visible(reference.key))\" = \(value) \(comment) \(reference.kind)\n"
    }
    out += DiagnosticFormatter.text(result.diagnostics)
    return out
  }

  private static func visible(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: "␊")
  }

  // MARK: - Decisions pinned outside the fixtures

  @Test(arguments: [
    ("MenuItem", "menu_item"), ("URLScheme", "url_scheme"), ("openSettings", "open_settings"),
    ("Strings", "strings"), ("item2Name", "item2_name"), ("`default`", "default"),
    ("HTTPServerURL", "http_server_url"), ("already_snake", "already_snake"),
  ])
  func snakeCaseSplitsWords(_ name: String, _ expected: String) {
    #expect(snakeCase(name) == expected)
  }

  /// Random token soup around the call shapes: extraction never traps and reports positions
  /// inside the input.
  @Test func fuzzedInputsNeverTrap() {
    let fragments = [
      "NSLocalizedString(", "Text(", "String(localized: ", "LocalizedStringResource(",
      "Button(", ".help(", "\"k\"", "\"a\\(", "#\"r\"#", "\"\"\"\n", ")", "(", ",", " + ",
      "comment: ", "tableName: ", "value: ", "nil", "x", "enum E: Localizable {", "case a",
      " = \"raw\"", "}", "{", "static let parent: P = ", ".self", "extension E {", "/// doc\n",
      "\n", ".localized", "func ", "/*", "*/", "//", "/", "\\u{E9}",
    ]
    let options = ExtractionOptions(
      routines: ["Pod"], swiftUI: true, swiftUIAll: true, methods: ["localized"],
      swiftLocalized: true)
    var generator = SplitMix64(seed: 42)
    for _ in 0..<3000 {
      var text = ""
      for _ in 0..<Int(generator.next() % 30) {
        text += fragments[Int(generator.next() % UInt64(fragments.count))]
      }
      let bytes = Array(text.utf8)
      let result = LocalizationExtractor(options: options).extract(bytes, path: "f.swift")
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      for reference in result.references {
        #expect(reference.position.line <= lines)
      }
    }
  }

  /// The lexer invariants hold on every extractor fixture too.
  @Test(arguments: Fixtures.cases(in: "extract"))
  func fixtureInputsKeepLexerInvariants(_ name: String) throws {
    let input = try #require(
      FileManager.default.contents(atPath: Fixtures.url("extract/\(name)/input.swift").path))
    expectInvariants(SwiftLexer.tokenize([UInt8](input)), count: input.count)
  }

  /// A `specifier:` literal is converted as any literal is: a raw specifier's bare `"` or lone
  /// `\` would otherwise end or break the quoted key, and the runtime would drop the table.
  @Test func specifierLiteralsReadBackAsTheirText() throws {
    let source = #"""
      Text("Quoted \(x, specifier: #""%d""#)")
      Text("Slash \(x, specifier: #"\"#) end")
      Text("Plain \(x, specifier: "%.2f")")
      """#
    let result = LocalizationExtractor(options: ExtractionOptions(swiftUI: true)).extract(
      Array(source.utf8), path: "A.swift")
    let tables = Generator(options: GeneratorOptions(outputEncoding: .utf8)).generate(
      result.references)
    let table = try #require(tables.tables.first)
    let file = StringsFileParser.parse(table.data, path: "Localizable.strings")
    #expect(file.diagnostics.isEmpty)
    #expect(file.entries.map(\.key) == ["Plain %.2f", "Quoted \"%d\"", "Slash \\ end"])
  }

  @Test func positionsPointAtTheRoutineName() throws {
    let source = "let a = 1; let s = NSLocalizedString(\"k\", comment: \"c\")"
    let result = LocalizationExtractor().extract(Array(source.utf8), path: "A.swift")
    let reference = try #require(result.references.first)
    #expect(reference.position == SourcePosition(path: "A.swift", line: 1, column: 20))
  }
}
