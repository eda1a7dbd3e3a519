/// What `-d` decides for a source that is neither UTF-8 nor marked by a UTF-16 byte order mark:
/// Windows-1252 (which reads Latin-1 text the same) or Mac OS Roman, whichever turns its
/// non-ASCII bytes into more plausible text.
///
/// Both map the same bytes to very different characters: Latin-1 `Ça coûte` read as Mac OS
/// Roman is `«a co˚te`, and Mac OS Roman `naïve` read as Windows-1252 is `na•ve`. Each non-ASCII
/// byte is scored in both encodings: a letter of a Western European language scores high, more
/// so next to an ASCII letter, unless it is upper case right after a lower-case letter; common punctuation (quotes, dashes, `€`, `°`) scores a little,
/// unless it sits between two letters (an apostrophe may); anything else (`˚ ˇ ∂ √ ◊ ﬁ`, a
/// control character, a byte Windows-1252 leaves undefined) scores below zero, lower next to a
/// letter. The higher total wins; a tie keeps Mac OS Roman, genstrings' legacy encoding.
///
///     LegacyEncodingGuess.guess(Array("Ça coûte".data(using: .isoLatin1)!))  // .windows1252
enum LegacyEncodingGuess {
  enum Guess: Equatable {
    case windows1252
    case macRoman
  }

  static func guess(_ bytes: [UInt8]) -> Guess {
    var windows = 0
    var mac = 0
    for index in bytes.indices where bytes[index] >= 0x80 {
      let before = index > bytes.startIndex ? bytes[index - 1] : 0x20
      let after = index + 1 < bytes.endIndex ? bytes[index + 1] : 0x20
      let context = Context(
        letterBefore: isASCIILetter(before), letterAfter: isASCIILetter(after),
        lowercaseBefore: before >= 0x61 && before <= 0x7A)
      let byte = bytes[index]
      windows +=
        Windows1252.undefined.contains(byte)
        ? -10 : score(Windows1252.scalar(byte), context)
      mac += score(MacRoman.scalar(byte), context)
    }
    return windows > mac ? .windows1252 : .macRoman
  }

  /// The text of `bytes` in the guessed encoding.
  static func decode(_ bytes: [UInt8]) -> String {
    switch guess(bytes) {
    case .windows1252: Windows1252.decode(bytes)
    case .macRoman: MacRoman.decode(bytes)
    }
  }

  private struct Context {
    var letterBefore: Bool
    var letterAfter: Bool
    var lowercaseBefore: Bool
    var nextToLetter: Bool { letterBefore || letterAfter }
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// Letters of Western European languages, upper and lower case.
  private static let commonLetters = Set(
    "àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿßœÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝŒ".unicodeScalars)
  /// Apostrophes, which sit between letters (`don’t`).
  private static let apostrophes = Set("’´".unicodeScalars)
  /// Punctuation and symbols common in text, but not inside a word.
  private static let commonPunctuation = Set(
    "…“”‘–—«»€£°©®™•·¿¡\u{A0}§".unicodeScalars)

  private static func score(_ scalar: Unicode.Scalar, _ context: Context) -> Int {
    if commonLetters.contains(scalar) {
      // An upper-case letter right after a lower-case one (`niÒo`) is a misreading.
      if context.lowercaseBefore && scalar.properties.isUppercase { return -1 }
      return context.nextToLetter ? 3 : 2
    }
    if apostrophes.contains(scalar) { return 1 }
    if commonPunctuation.contains(scalar) {
      return context.letterBefore && context.letterAfter ? -1 : 1
    }
    if scalar.properties.isAlphabetic { return 0 }
    return context.nextToLetter ? -3 : -2
  }
}
