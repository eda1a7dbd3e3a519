import Foundation

/// Writes whole `.stringsdict` files, as catalogs compile and migrate to them, as XML property lists in the layout Xcode and `plutil` use: tab
/// indentation, keys of every dictionary in the order given (callers pass them sorted), and
/// `&`, `<`, `>` escaped as entities.
///
/// XML 1.0 cannot hold most control characters, so CoreFoundation refuses a `<string>` with a
/// raw U+0008; ``canWrite(_:)`` tells callers which texts a `.stringsdict` cannot carry.
public enum StringsdictFileWriter {
  /// One localized key: its format with `%#@name@` references and the variables they name.
  public struct Entry: Sendable {
    public var key: String
    public var formatKey: String
    public var variables: [Variable]

    public init(key: String, formatKey: String, variables: [Variable]) {
      self.key = key
      self.formatKey = formatKey
      self.variables = variables
    }
  }

  /// One `%#@name@` variable: `NSStringPluralRuleType` with its categories, or
  /// `NSStringDeviceSpecificRuleType` with its devices.
  public struct Variable: Sendable {
    public var name: String
    public var specType: String
    /// The conversion without `%` (`d`, `lld`, `f`, `@`); `nil` for device rules.
    public var valueType: String?
    /// Category or device name → text, in the order written.
    public var cases: [(name: String, text: String)]

    public init(
      name: String, specType: String, valueType: String?, cases: [(name: String, text: String)]
    ) {
      self.name = name
      self.specType = specType
      self.valueType = valueType
      self.cases = cases
    }

    public static let pluralRule = "NSStringPluralRuleType"
    public static let deviceRule = "NSStringDeviceSpecificRuleType"
  }

  /// Whether `text` can be written to an XML property list: no control characters but tab,
  /// line feed and carriage return, and no noncharacters U+FFFE/U+FFFF.
  public static func canWrite(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: true
      case 0..<0x20, 0xFFFE, 0xFFFF: false
      default: true
      }
    }
  }

  /// The whole file, UTF-8, ending in a line break.
  public static func data(for entries: [Entry]) -> Data {
    var out = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>

      """
    for entry in entries {
      line(1, "<key>\(escaped(entry.key))</key>", &out)
      line(1, "<dict>", &out)
      line(2, "<key>NSStringLocalizedFormatKey</key>", &out)
      line(2, "<string>\(escaped(entry.formatKey))</string>", &out)
      for variable in entry.variables {
        line(2, "<key>\(escaped(variable.name))</key>", &out)
        line(2, "<dict>", &out)
        line(3, "<key>NSStringFormatSpecTypeKey</key>", &out)
        line(3, "<string>\(variable.specType)</string>", &out)
        if let valueType = variable.valueType {
          line(3, "<key>NSStringFormatValueTypeKey</key>", &out)
          line(3, "<string>\(escaped(valueType))</string>", &out)
        }
        for (name, text) in variable.cases {
          line(3, "<key>\(escaped(name))</key>", &out)
          line(3, "<string>\(escaped(text))</string>", &out)
        }
        line(2, "</dict>", &out)
      }
      line(1, "</dict>", &out)
    }
    out += "</dict>\n</plist>\n"
    return Data(out.utf8)
  }

  private static func line(_ depth: Int, _ text: String, _ out: inout String) {
    out += String(repeating: "\t", count: depth) + text + "\n"
  }

  /// `&`, `<` and `>` as entities, and carriage return as `&#13;` (an XML reader would turn a
  /// raw one into a line feed); everything else as itself.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\r": result += "&#13;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
