import Foundation

@testable import StringsKit

/// The readable serialisation of a parsed file used by the `.entries` golden files: a header,
/// one entry per line (`3:1 "key" = "value"`, escapes made visible), then the diagnostics in the
/// format users see.
enum StringsFileRendering {
  static func entries(_ file: StringsFile) -> String {
    var out =
      "encoding: \(file.encoding), format: \(file.format), line ending: \(file.lineEnding)\n"
    for entry in file.entries {
      var line = "\(entry.keyPosition.line):\(entry.keyPosition.column) \(visible(entry.key))"
      switch entry.propertyListValue {
      case .string(let value) where entry.isShorthand:
        line += ";"
        if value != entry.key { line += " (value \(visible(value)))" }
      case .string(let value):
        line += " = \(visible(value))"
      default:
        line += " = \(entry.valueKind) \(entry.value)"
      }
      if !entry.comments.isEmpty {
        line += "  comments: " + entry.comments.map(visible).joined(separator: ", ")
      }
      out += line + "\n"
    }
    out += DiagnosticFormatter.text(file.diagnostics)
    return out
  }

  /// `text` in double quotes with control characters, quotes, backslashes and invisible
  /// characters escaped Swift-style, so that a golden file shows exactly what was decoded.
  static func visible(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      case _
      where scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0xA0)
        || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFFFD
        || scalar.properties.generalCategory == .format:
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
