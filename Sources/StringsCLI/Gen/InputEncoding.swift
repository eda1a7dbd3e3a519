import Foundation
import StringsKit

/// Source encodings for `-encoding NAME`, `-macRoman` and `-d`, and the UTF-8 check that runs
/// when none is given.
enum InputEncoding {
  /// IANA names (case-insensitive) and the common aliases genstrings users pass.
  static func named(_ name: String) -> String.Encoding? {
    switch name.lowercased() {
    case "utf-8", "utf8": .utf8
    case "utf-16", "utf16": .utf16
    case "utf-16le", "utf16le": .utf16LittleEndian
    case "utf-16be", "utf16be": .utf16BigEndian
    case "macintosh", "macroman", "mac-roman", "x-mac-roman": .macOSRoman
    case "iso-8859-1", "latin1", "iso-latin-1": .isoLatin1
    case "iso-8859-2", "latin2": .isoLatin2
    case "windows-1252", "cp1252": .windowsCP1252
    case "us-ascii", "ascii": .ascii
    case "shift_jis", "shift-jis", "sjis": .shiftJIS
    case "euc-jp": .japaneseEUC
    default: nil
    }
  }

  /// Why a source could not be read as text, and where.
  struct Problem {
    var message: String
    var line: Int
    var column: Int

    func position(in path: String) -> SourcePosition {
      SourcePosition(path: path, line: line, column: column)
    }
  }

  /// What ``decode(_:as:detect:)`` made of a source. Not a `Result`: making that generic type
  /// for the first file made the runtime look up `Problem`'s `Error` conformance, a scan of
  /// every conformance record of a static binary, in every run.
  enum Decoded {
    case text([UInt8])
    case problem(Problem)
  }

  /// The source as UTF-8 bytes for the lexer.
  ///
  /// Without an encoding the bytes must be valid UTF-8 (a leading BOM is fine); with `detect`, a
  /// UTF-16 BOM is honoured and anything else that is not UTF-8 is read as Windows-1252 (which
  /// covers Latin-1) or Mac OS Roman, as ``LegacyEncodingGuess`` decides.
  ///
  /// Valid UTF-8, the usual case, is returned as given, without a copy.
  static func decode(
    _ bytes: [UInt8], as encoding: String.Encoding?, detect: Bool
  ) -> Decoded {
    if encoding == .macOSRoman { return .text(Array(MacRoman.decode(bytes).utf8)) }
    if let encoding, encoding != .utf8 {
      guard let text = String(data: Data(bytes), encoding: encoding) else {
        return .problem(Problem(message: "cannot read the file as \(encoding)", line: 1, column: 1))
      }
      return .text(Array(text.utf8))
    }
    if let (line, column) = firstInvalidUTF8(bytes) {
      if detect {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
          let text = String(data: Data(bytes), encoding: .utf16)
        {
          return .text(Array(text.utf8))
        }
        return .text(Array(LegacyEncodingGuess.decode(bytes).utf8))
      }
      return .problem(
        Problem(
          message: "the file is not valid UTF-8; name its encoding with -encoding NAME, "
            + "or use -d to guess it",
          line: line, column: column))
    }
    return .text(bytes)
  }

  /// Line and byte column of the first byte that does not belong to a valid UTF-8 sequence.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int)? {
    UTF8Validation.firstInvalid(in: bytes).map { ($0.line, $0.column) }
  }
}
