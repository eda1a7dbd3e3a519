import Foundation

/// Renders `.stringsdict` XML: whole files (a new language for merge, a compiled or migrated
/// table), and entries or category texts that merge inserts into an existing file at its own
/// indentation. One layout, the one Xcode and `plutil` write: tab indentation by default, keys
/// of every dictionary in the order given (callers pass them sorted when order carries no
/// meaning).
///
/// Text is escaped so that CoreFoundation and our own parser read back exactly the string meant
/// (see ``escaped(_:)``).
public enum StringsdictWriter {
  /// One localized key: its format with `%#@name@` references and the variables they name.
  public struct Entry: Sendable, Equatable {
    /// One `%#@name@` variable: `NSStringPluralRuleType` with its categories,
    /// `NSStringDeviceSpecificRuleType` with its devices, or another rule with its texts.
    public struct Variable: Sendable, Equatable {
      public var name: String
      /// `NSStringFormatSpecTypeKey`; left out of the file when `nil`.
      public var ruleType: String?
      /// `NSStringFormatValueTypeKey`: the conversion without `%` (`d`, `lld`, `f`, `@`); `nil`
      /// for device rules.
      public var valueType: String?
      /// Category (or device, width) → text, in writing order.
      public var texts: [(name: String, text: String)]

      public init(
        name: String, ruleType: String?, valueType: String?, texts: [(name: String, text: String)]
      ) {
        self.name = name
        self.ruleType = ruleType
        self.valueType = valueType
        self.texts = texts
      }

      /// Field by field, every string by its Unicode scalars (as the runtime compares keys).
      public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.name.isLiterallyEqual(to: rhs.name) && literallyEqual(lhs.ruleType, rhs.ruleType)
          && literallyEqual(lhs.valueType, rhs.valueType) && lhs.texts.count == rhs.texts.count
          && zip(lhs.texts, rhs.texts).allSatisfy {
            $0.name.isLiterallyEqual(to: $1.name) && $0.text.isLiterallyEqual(to: $1.text)
          }
      }

      /// Whether the rule is one a String Catalog has a form for: plural or device.
      public var isPluralOrDevice: Bool {
        ruleType == PluralDefinition.Variable.pluralRuleType
          || ruleType == PluralDefinition.Variable.deviceRuleType
      }
    }

    public var key: String
    /// `NSStringLocalizedFormatKey`.
    public var format: String
    public var variables: [Variable]

    public init(key: String, format: String, variables: [Variable]) {
      self.key = key
      self.format = format
      self.variables = variables
    }

    public static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.key.isLiterallyEqual(to: rhs.key) && lhs.format.isLiterallyEqual(to: rhs.format)
        && lhs.variables == rhs.variables
    }
  }

  static func literallyEqual(_ lhs: String?, _ rhs: String?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let l?, let r?): l.isLiterallyEqual(to: r)
    default: false
    }
  }

  /// `text` escaped for an XML element: `&`, `<` and `>` as entities, a carriage return as
  /// `&#13;` (an XML reader turns a raw one, or a raw CR LF, into a line feed), and the other
  /// control characters but tab and line feed as `&#x…;` (XML forbids them raw; CoreFoundation
  /// reads the reference back as the character).
  public static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\r": out += "&#13;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20:
        out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `text` can go into a `.stringsdict` that XML tools accept as well as the runtime:
  /// no control characters but tab, line feed and carriage return, and no noncharacters
  /// U+FFFE/U+FFFF (XML 1.0 forbids them even as references).
  public static func canWrite(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x09, 0x0A, 0x0D: true
      case 0..<0x20, 0xFFFE, 0xFFFF: false
      default: true
      }
    }
  }

  /// `<key>k</key>` then `<string>v</string>`, as lines.
  static func pair(_ key: String, _ value: String) -> [String] {
    ["<key>\(escaped(key))</key>", "<string>\(escaped(value))</string>"]
  }

  /// The lines of one entry, nested with `unit` per level below the entry's own.
  public static func lines(_ entry: Entry, unit: String) -> [String] {
    var lines = ["<key>\(escaped(entry.key))</key>", "<dict>"]
    lines += pair(PluralDefinition.formatKey, entry.format).map { unit + $0 }
    for variable in entry.variables {
      lines.append(unit + "<key>\(escaped(variable.name))</key>")
      lines.append(unit + "<dict>")
      if let ruleType = variable.ruleType {
        lines += pair("NSStringFormatSpecTypeKey", ruleType).map { unit + unit + $0 }
      }
      if let valueType = variable.valueType {
        lines += pair("NSStringFormatValueTypeKey", valueType).map { unit + unit + $0 }
      }
      for (name, text) in variable.texts {
        lines += pair(name, text).map { unit + unit + $0 }
      }
      lines.append(unit + "</dict>")
    }
    lines.append("</dict>")
    return lines
  }

  /// A whole file in the layout Xcode writes (tab indentation), ending in a line break.
  public static func file(_ entries: [Entry], lineEnding: LineEnding = .lf, unit: String = "\t")
    -> String
  {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
        + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">",
      "<plist version=\"1.0\">",
    ]
    if entries.isEmpty {
      lines.append("<dict/>")
    } else {
      lines.append("<dict>")
      for entry in entries { lines += self.lines(entry, unit: unit).map { unit + $0 } }
      lines.append("</dict>")
    }
    lines.append("</plist>")
    return lines.joined(separator: lineEnding.text) + lineEnding.text
  }

  /// ``file(_:lineEnding:unit:)`` in UTF-8.
  public static func data(for entries: [Entry]) -> Data { Data(file(entries).utf8) }
}
