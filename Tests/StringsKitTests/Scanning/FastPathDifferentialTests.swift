import Foundation
import Testing

@testable import StringsKit

/// The fast path (files without a watched name are not lexed) against the full lexer path:
/// the same references and diagnostics, byte for byte, on random Swift soups and on damaged
/// real sources, with every kernel. `Fuzz/Targets/GenDifferentialFuzz.swift` runs the same
/// check on libFuzzer's inputs.
@Suite struct FastPathDifferentialTests {
  /// Option sets that switch different names on: defaults, every shape with a protocol name
  /// that cannot be compared by bytes (`K`), and a short custom routine with enum keys off.
  static let optionSets: [ExtractionOptions] = [
    ExtractionOptions(),
    ExtractionOptions(
      routines: ["MyLocalized"], swiftUI: true, swiftUIAll: true, methods: ["localized"],
      swiftLocalized: true, enumProtocols: ["Localizable", "Keys"], enumKeyStyle: .rawValue),
    ExtractionOptions(routines: ["Loc"], enumProtocols: []),
  ]

  static let pieces: [String] = [
    "NSLocalizedString(\"k\", comment: \"c\")", "NSLocalizedString(", "NSLocalized", "String",
    "Text(\"t\")", "Text(", "Tex", "\"s\".localized", ".localized()", "localize",
    "String(localized: \"x\", table: \"T\")", "LocalizedStringResource(\"r\")",
    "enum E: Localizable { case a, b }", "enum K: Keys { case k = \"K\" }",
    "enum K2: \u{212A}eys { case k }", "enum", "Localizable", "Localizabl", "Keys",
    "/* NSLocalizedString(\"c\") */", "// Text(\"x\")\n", "\"NSLocalizedString(\\\"s\\\")\"",
    "#\"raw \"Text\" \"#", "\"\"\"\nml NSLocalizedString(\"m\")\n\"\"\"", "/Text/", "\\(",
    ")", "(", "{", "}", "\"", "\n", " ", "é", "e\u{301}", "\u{FEFF}", "Loc(\"l\")", "Loc",
    "MyLocalized(\"m\", comment: \"\")", "Button(\"b\")", ".navigationTitle(\"n\")", "nil",
    " + \"x\"", "tableName: \"T\", ", "value: \"v\", ", "comment: ", ", ", "\"\"",
    "static let parent: LocalizeParent = nil", "extension E {", "/// doc\n",
    "func NSLocalizedString(_ k: String) {}", "let value = compute(x, y) // filler line\n",
    "NSLocalizedString(\"\", comment: \"empty\")", "NSLocalizedString(key, comment: \"c\")",
  ]

  /// A byte-exact rendering of a result: `==` on the `String`s inside would fold canonically
  /// equivalent keys together.
  static func rendering(_ result: LocalizationExtractor.Result) -> [UInt8] {
    Array(String(reflecting: result.references).utf8) + [0]
      + Array(String(reflecting: result.diagnostics).utf8)
  }

  /// Whether every kernel's fast path gives the full path's result on `bytes`.
  static func check(_ bytes: [UInt8], _ options: ExtractionOptions) -> Bool {
    let extractor = LocalizationExtractor(options: options)
    let full = rendering(extractor.extract(bytes, path: "s.swift", prefilter: false))
    return ScanKernel.available.allSatisfy { kernel in
      rendering(extractor.extract(bytes, path: "s.swift", prefilter: true, kernel: kernel)) == full
    }
  }

  static func soup(_ generator: inout SplitMix64) -> [UInt8] {
    var bytes: [UInt8] = []
    for _ in 0..<Int(generator.next() % 40) {
      switch generator.next() % 20 {
      case 0: bytes.append(UInt8(truncatingIfNeeded: generator.next()))
      case 1: bytes += Array(repeating: UInt8(ascii: "x"), count: Int(generator.next() % 70))
      default: bytes += Array(pieces[Int(generator.next() % UInt64(pieces.count))].utf8)
      }
    }
    return bytes
  }

  @Test func fiveThousandSeededSoups() {
    var generator = SplitMix64(seed: 0xFA57)
    var lexed = 0
    for round in 0..<5_000 {
      let bytes = Self.soup(&generator)
      let options = Self.optionSets[round % Self.optionSets.count]
      #expect(
        Self.check(bytes, options), "soup \(round): \(String(decoding: bytes, as: UTF8.self))")
      let extractor = LocalizationExtractor(options: options)
      if !extractor.extract(bytes, path: "s.swift", prefilter: false).references.isEmpty {
        lexed += 1
      }
    }
    // Most soups hold references, and a good share hold none, so both sides are exercised.
    #expect(lexed > 1_000 && lexed < 4_900, "\(lexed) of 5000 soups held references")
  }

  /// A protocol name with `K` also matches an identifier spelled with U+212A KELVIN SIGN: the
  /// gate must not skip that file.
  @Test func kelvinSignStillNamesTheProtocol() {
    let bytes = Array("enum A: \u{212A}eys { case a }".utf8)
    let options = ExtractionOptions(enumProtocols: ["Keys"])
    let full = LocalizationExtractor(options: options).extract(
      bytes, path: "s.swift", prefilter: false)
    #expect(full.references.map(\.key) == ["a.a"])
    #expect(Self.check(bytes, options))
  }

  /// Files of the shared real corpus, each also damaged a few ways (a range cut out, a piece
  /// pasted in, a byte flipped).
  @Test func damagedRealSources() throws {
    let root = Fixtures.packageRoot.appendingPathComponent("../shared/corpus/swift/brave-ios").path
    guard FileManager.default.fileExists(atPath: root) else {
      print("skipped: the shared Swift corpus is absent at \(root)")
      return
    }
    let display = DisplayPath(workingDirectory: root)
    let files = FileFinder(paths: [root], suffixes: [".swift"], display: display).files
    var generator = SplitMix64(seed: 0xB4A7E)
    for (index, path) in files.enumerated() where index % 20 == 0 {
      let original = try FileReader.bytes(path)
      guard original.count < 40_000 else { continue }
      var variants = [original]
      for _ in 0..<3 {
        var bytes = original
        if !bytes.isEmpty {
          let start = Int(generator.next() % UInt64(bytes.count))
          let end = min(bytes.count, start + Int(generator.next() % 200))
          switch generator.next() % 3 {
          case 0: bytes.removeSubrange(start..<end)
          case 1:
            bytes.insert(
              contentsOf: Array(
                Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))].utf8),
              at: start)
          default: bytes[start] ^= UInt8(truncatingIfNeeded: generator.next() | 1)
          }
        }
        variants.append(bytes)
      }
      for bytes in variants {
        for options in Self.optionSets {
          #expect(Self.check(bytes, options), "\(path)")
        }
      }
    }
  }
}
