import Foundation
import Testing

@testable import StringsCLI

/// `-d` reads a source that is not UTF-8 as Windows-1252 (Latin-1) or Mac OS Roman, whichever
/// it is: the same sentences encoded either way come back as written.
@Suite struct DetectEncodingTests {
  static let sentences = [
    "Ça coûte", "Ça coûte 10 € — n’est-ce pas « très » cher ?", "Größe: 5 °C, Grüße aus München",
    "¿Dónde está el niño? Año nuevo", "naïve café, crème brûlée", "Œuvre complète", "l’été",
    "Smörgåsbord för två", "São Paulo, coração", "Ø og Å i Ærø",
  ]

  /// `text` in an 8-bit encoding given by the scalar of each byte.
  static func encode(_ text: String, _ scalar: (UInt8) -> Unicode.Scalar) -> [UInt8] {
    var table: [Unicode.Scalar: UInt8] = [:]
    for byte in UInt8(0x80)...UInt8(0xFF) { table[scalar(byte)] = byte }
    return text.unicodeScalars.map { $0.value < 0x80 ? UInt8($0.value) : table[$0]! }
  }

  @Test(arguments: sentences)
  func latin1AndWindows1252AreReadAsSuch(_ sentence: String) {
    let bytes = Self.encode(sentence, Windows1252.scalar)
    #expect(LegacyEncodingGuess.guess(bytes) == .windows1252)
    #expect(LegacyEncodingGuess.decode(bytes) == sentence)
  }

  @Test(arguments: sentences)
  func macRomanIsReadAsMacRoman(_ sentence: String) {
    let bytes = Self.encode(sentence, MacRoman.scalar)
    #expect(LegacyEncodingGuess.guess(bytes) == .macRoman)
    #expect(LegacyEncodingGuess.decode(bytes) == sentence)
  }

  @Test func genReadsALatin1SourceAsLatin1() throws {
    let root = TemporaryDirectory()
    let source = "let price = NSLocalizedString(\"Ça coûte\", comment: \"Prix\")\n"
    try root.write("Price.swift", Data(Self.encode(source, Windows1252.scalar)))
    let run = CommandRunner.run(
      GenCommand.main, ["-d", "--utf8", "-o", ".", "Price.swift"], in: root.path)
    #expect(run.status == .clean, "\(run.standardError)")
    let table = try String(
      contentsOfFile: "\(root.path)/Localizable.strings", encoding: .utf8)
    #expect(table == "/* Prix */\n\"Ça coûte\" = \"Ça coûte\";\n\n")
  }
}
