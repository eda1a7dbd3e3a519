import Foundation

/// Writes `.strings` tables in genstrings' layout, one entry per block:
///
///     /* comment */
///     "key" = "value";
///     (blank line)
///
/// Keys and values are escaped so that CoreFoundation reads back exactly the given text: `"` and
/// `\` get a backslash, LF, TAB and CR are written `\n`, `\t`, `\r`, other control characters as
/// `\U` with four uppercase hex digits, and everything else (non-ASCII included) as itself.
public enum StringsFileWriter {
  /// One entry to write. Several comments are joined into one block, as genstrings does.
  public struct Entry: Hashable, Sendable {
    public var key: String
    public var value: String
    /// Written in order; an empty list writes no comment line.
    public var comments: [String]

    public init(key: String, value: String, comments: [String] = []) {
      self.key = key
      self.value = value
      self.comments = comments
    }
  }

  /// The encodings the writer produces. UTF-16 always starts with a byte order mark.
  public enum OutputEncoding: Hashable, Sendable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian

    /// The matching ``StringsEncoding``.
    public var stringsEncoding: StringsEncoding {
      switch self {
      case .utf8: .utf8(bom: false)
      case .utf16LittleEndian: .utf16LittleEndian(bom: true)
      case .utf16BigEndian: .utf16BigEndian(bom: true)
      }
    }
  }

  /// The whole table as text, entries in the given order.
  public static func text(for entries: [Entry], lineEnding: LineEnding = .lf) -> String {
    entries.map { block(for: $0, lineEnding: lineEnding) }.joined()
  }

  /// The whole table as bytes in `encoding`, with a byte order mark for UTF-16.
  public static func data(for entries: [Entry], encoding: OutputEncoding) -> Data {
    let stringsEncoding = encoding.stringsEncoding
    return Data(stringsEncoding.byteOrderMark + stringsEncoding.encode(text(for: entries)))
  }

  /// One entry followed by a blank line: `/* c */⏎"k" = "v";⏎⏎`.
  public static func block(for entry: Entry, lineEnding: LineEnding = .lf) -> String {
    var text = ""
    if let comment = commentBlock(entry.comments, lineEnding: lineEnding) {
      text += comment + lineEnding.text
    }
    text += "\"\(escaped(entry.key))\" = \"\(escaped(entry.value))\";"
    return text + lineEnding.text + lineEnding.text
  }

  /// `/* c1⏎   c2 */`, or `nil` for no comments, each comment made safe by ``commentText(_:)``.
  public static func commentBlock(_ comments: [String], lineEnding: LineEnding = .lf) -> String? {
    guard !comments.isEmpty else { return nil }
    let body = comments.map(commentText).joined(separator: lineEnding.text + "   ")
    return "/* \(body) */"
  }

  /// `comment` as it can stand between `/*` and `*/`: every `*/` becomes `* /`, so the comment
  /// cannot end early and turn its remaining text into a syntax error that disables the whole
  /// table at runtime. Every writer of comments goes through here.
  ///
  ///     StringsFileWriter.commentText("Shown as */ in the banner")  // "Shown as * / in the banner"
  ///
  /// By scalars (`String.replacingLiterally(_:with:)`): a search by characters leaves a
  /// `*/` whose `/` is followed by a combining mark, since the two make one character
  /// (`*/\u{711}` does not contain the character `/`), yet the bytes still end the comment.
  public static func commentText(_ comment: String) -> String {
    guard mayEndComment(comment) else { return comment }
    return comment.replacingLiterally("*/", with: "* /")
  }

  /// Whether `comment` holds `*/`, which would end a `/* … */` comment early.
  public static func mayEndComment(_ comment: String) -> Bool {
    comment.withUTF8Bytes(UTF8Text.mayEndComment)
  }

  /// `text` escaped for the inside of a double-quoted `.strings` string.
  public static func escaped(_ text: String) -> String {
    // Most keys and values need no escape: returned as they are, without a scalar-by-scalar copy.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
      return text
    }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += String(format: "\\U%04X", Int(scalar.value))
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
