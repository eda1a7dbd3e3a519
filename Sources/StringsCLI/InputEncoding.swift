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
  struct Problem: Error {
    var message: String
    var line: Int
    var column: Int

    func position(in path: String) -> SourcePosition {
      SourcePosition(path: path, line: line, column: column)
    }
  }

  /// The source as UTF-8 bytes for the lexer.
  ///
  /// Without an encoding the bytes must be valid UTF-8 (a leading BOM is fine); with `detect`, a
  /// UTF-16 BOM is honoured and anything else that is not UTF-8 is read as Mac OS Roman.
  static func decode(
    _ data: Data, as encoding: String.Encoding?, detect: Bool
  ) -> Result<[UInt8], Problem> {
    if encoding == .macOSRoman { return .success(Array(MacRoman.decode([UInt8](data)).utf8)) }
    if let encoding, encoding != .utf8 {
      guard let text = String(data: data, encoding: encoding) else {
        return .failure(Problem(message: "cannot read the file as \(encoding)", line: 1, column: 1))
      }
      return .success(Array(text.utf8))
    }
    let bytes = [UInt8](data)
    if let (line, column) = firstInvalidUTF8(bytes) {
      if detect {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
          let text = String(data: data, encoding: .utf16)
        {
          return .success(Array(text.utf8))
        }
        return .success(Array(MacRoman.decode(bytes).utf8))
      }
      return .failure(
        Problem(
          message: "the file is not valid UTF-8; name its encoding with -encoding NAME, "
            + "or use -d to guess it",
          line: line, column: column))
    }
    return .success(bytes)
  }

  /// Line and byte column of the first byte that does not belong to a valid UTF-8 sequence.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int)? {
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == 0x0A {
          line += 1
          lineStart = index + 1
        }
        index += 1
        continue
      }
      let length: Int
      let minimum: UInt32
      switch byte {
      case 0xC2...0xDF: (length, minimum) = (2, 0x80)
      case 0xE0...0xEF: (length, minimum) = (3, 0x800)
      case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
      default: return (line, index - lineStart + 1)
      }
      guard index + length <= bytes.count else { return (line, index - lineStart + 1) }
      var scalar = UInt32(byte) & (0xFF >> (length + 1))
      for offset in 1..<length {
        let continuation = bytes[index + offset]
        guard continuation & 0xC0 == 0x80 else { return (line, index - lineStart + 1) }
        scalar = scalar << 6 | UInt32(continuation & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return (line, index - lineStart + 1)
      }
      index += length
    }
    return nil
  }
}
