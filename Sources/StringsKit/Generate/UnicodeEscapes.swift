/// genstrings' `-u` option: `\Uxxxx` escapes written in a value become the character itself,
/// while the key keeps the text `\Uxxxx` (§1.2, §8 case 27).
///
///     UnicodeEscapes.decode(#"AB\U0043D"#)  // "ABCD"
public enum UnicodeEscapes {
  /// `text` (raw table text) with every `\U` followed by exactly four hex digits replaced by
  /// that character.
  ///
  /// Choices pinned by tests, since the sources leave them open:
  /// - Four hex digits, as in the man page and as CoreFoundation reads `\U` (§5.4); a longer run
  ///   of hex digits decodes its first four and keeps the rest as text.
  /// - The doubled form `\\Uxxxx` is decoded too. Man pages lose one backslash in rendering, and
  ///   [DTLSS] says "double slash \\u are decoded on writing with -u option": in Objective-C the
  ///   escape must be written `@"\\U00e9"` to reach genstrings at all. A `\\` not followed by
  ///   `Uxxxx` is an escaped backslash and is copied unchanged with what follows.
  /// - A decoded `"` or `\` is written `\"` or `\\`, so the table still parses (as §10,
  ///   decision 3 requires for `\u{…}`). Surrogate code points are not characters and are left
  ///   as text.
  public static func decode(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      guard scalars[i] == "\\" else {
        result.append(scalars[i])
        i += 1
        continue
      }
      if let decoded = character(at: i + 1, in: scalars) {
        append(decoded, to: &result)
        i += 6
      } else if i + 1 < scalars.count, scalars[i + 1] == "\\",
        let decoded = character(at: i + 2, in: scalars)
      {
        append(decoded, to: &result)
        i += 7
      } else {
        // An escape pair copied as is, so that `\\` never starts another escape.
        result.append(scalars[i])
        if i + 1 < scalars.count { result.append(scalars[i + 1]) }
        i += 2
      }
    }
    return String(result)
  }

  /// The scalar of `Uxxxx` starting at `start`, or `nil`.
  private static func character(at start: Int, in scalars: [Unicode.Scalar]) -> Unicode.Scalar? {
    guard start + 4 < scalars.count, scalars[start] == "U" else { return nil }
    var value: UInt32 = 0
    for scalar in scalars[(start + 1)...(start + 4)] {
      guard let digit = hexValue(scalar) else { return nil }
      value = value * 16 + digit
    }
    return Unicode.Scalar(value)
  }

  private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 87
    case "A"..."F": scalar.value - 55
    default: nil
    }
  }

  private static func append(_ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
    if scalar == "\"" || scalar == "\\" { result.append("\\") }
    result.append(scalar)
  }
}
