@testable import StringsKit

/// The golden-file form of a token list: one token per line, `line:col KIND "text"`, with
/// ` error: …` after malformed tokens.
enum TokenDump {
  static func render(_ tokens: [SwiftToken], bytes: [UInt8]) -> String {
    var out = ""
    for token in tokens {
      out += "\(token.line):\(token.column) \(kindName(token.kind)) \""
      out += escaped(bytes[token.range])
      out += "\""
      if let error = token.error { out += " error: \(error)" }
      out += "\n"
    }
    return out
  }

  /// `stringOpen` → `STRING_OPEN`.
  static func kindName(_ kind: SwiftToken.Kind) -> String {
    var name = ""
    for character in String(describing: kind) {
      if character.isUppercase { name += "_" }
      name += character.uppercased()
    }
    return name
  }

  /// The bytes with `\`, `"` and control characters made visible.
  static func escaped(_ bytes: ArraySlice<UInt8>) -> String {
    var out = ""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFEFF:
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
