/// Whether a language code can name a `.lproj` folder, checked once where codes enter (XLIFF
/// `source-language` and `target-language`, a catalog's `sourceLanguage` and localization
/// names, `--add-language` and `--language`): a code becomes part of a path, so `..`, `/` or
/// an empty code would write outside the folder meant.
///
/// The shape is BCP 47's as Xcode accepts it: subtags of ASCII letters and digits, 1 to 8
/// long, joined by `-` or `_`, the first of 2 to 8 letters (`en`, `pt-BR`, `zh-Hans`,
/// `zh_Hant_TW`, `es-419`, `sr-Latn`, `Base`, `mul`).
///
///     LanguageCode.problem(with: "pt-BR")          // nil
///     LanguageCode.problem(with: "../../tmp/x")    // "'../../tmp/x' is not a language code …"
public enum LanguageCode {
  /// Why `code` cannot be used, in words; `nil` when it can.
  public static func problem(with code: String) -> String? {
    isValid(code)
      ? nil
      : "'\(shown(code))' is not a language code (letters, digits, '-' and '_', such as en, "
        + "pt-BR, zh-Hans or es-419); it would name the folder \(shown(code)).lproj"
  }

  public static func isValid(_ code: String) -> Bool {
    // One pass over the bytes: a catalog checks the code of every localization it holds.
    var subtag = 0
    var length = 0
    func fits() -> Bool { subtag == 0 ? (2...8).contains(length) : (1...8).contains(length) }
    for byte in code.utf8 {
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        guard fits() else { return false }
        subtag += 1
        length = 0
      } else {
        guard isLetter(byte) || (subtag > 0 && isDigit(byte)) else { return false }
        length += 1
      }
    }
    return fits()
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The code with control characters escaped, for a message on one line.
  private static func shown(_ code: String) -> String {
    String(
      code.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
  }
}
