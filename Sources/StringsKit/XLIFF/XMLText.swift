/// Escaping for the XML this project writes, and the characters XML 1.0 allows.
///
/// Text content escapes `&`, `<` and `>` (so `]]>` can never appear) and writes a carriage return
/// as `&#13;`, which a parser would otherwise read as a line feed. Attribute values (always in
/// double quotes) also escape `"` and write tab, line feed and carriage return as `&#9;`,
/// `&#10;` and `&#13;`, which attribute-value normalisation would otherwise turn into spaces:
/// Xcode writes a key holding a line break as `id="a&#10;b"`.
///
/// XML 1.0 cannot carry the C0 control characters other than tab, line feed and carriage return
/// (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F), nor U+FFFE and U+FFFF, not even as
/// references. Callers check ``firstForbidden(in:)`` first (the exporter leaves such units out
/// with a warning); the escaping functions write U+FFFD for them so that the output always
/// stays well-formed.
public enum XMLText {
  /// Whether XML 1.0 allows `scalar` in a document.
  public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: true
    case 0x00..<0x20: false
    case 0xFFFE, 0xFFFF: false
    default: true
    }
  }

  /// The first character of `text` that XML 1.0 cannot carry.
  public static func firstForbidden(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { !isAllowed($0) }
  }

  /// `text` as element content.
  public static func escapedContent(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// `text` as a double-quoted attribute value.
  public static func escapedAttribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  private static func escape(_ text: String, attribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      case "\"" where attribute: result += "&quot;"
      case "\n" where attribute: result += "&#10;"
      case "\t" where attribute: result += "&#9;"
      case _ where !isAllowed(scalar): result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
