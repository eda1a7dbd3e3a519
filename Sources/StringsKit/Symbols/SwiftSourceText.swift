/// Swift source spellings the symbol writers and the key rename (``KeyRename``) share.
enum SwiftSourceText {
  /// `text` as a Swift string literal, quotes included: `\`, `"` and control characters escaped,
  /// everything else as written. `\(` cannot occur unescaped, so the literal never interpolates.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F
          || (0x2028...0x2029).contains(scalar.value)
        {
          result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A doc comment at `indent`: the translator comment, then the reference value as a `.strings`
  /// file spells it, so that each holds on its lines whatever they contain.
  static func docComment(comment: String?, value: String, indent: String) -> String {
    var lines: [String] = []
    if let comment, !comment.isEmpty {
      lines += comment.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map(String.init)
      lines.append("")
    }
    lines.append("\"\(StringsFileWriter.escaped(value))\"")
    return lines.map { $0.isEmpty ? "\(indent)///\n" : "\(indent)/// \($0)\n" }.joined()
  }
}
