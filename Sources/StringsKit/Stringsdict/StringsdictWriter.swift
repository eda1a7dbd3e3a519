/// Renders `.stringsdict` XML: whole files for a new language, and entries or category texts
/// that merge inserts into an existing file at its own indentation.
///
/// Text is escaped so that CoreFoundation reads back exactly the string meant: `&`, `<` and `>`
/// become entities, and control characters other than tab and line breaks become `&#x…;`
/// (XML forbids them raw).
public enum StringsdictWriter {
  /// One `.stringsdict` entry to write: the format and its variables.
  public struct Entry: Sendable, Equatable {
    public struct Variable: Sendable, Equatable {
      public var name: String
      public var ruleType: String?
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

      public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.name == rhs.name && lhs.ruleType == rhs.ruleType && lhs.valueType == rhs.valueType
          && lhs.texts.map(\.name) == rhs.texts.map(\.name)
          && lhs.texts.map(\.text) == rhs.texts.map(\.text)
      }
    }

    public var key: String
    public var format: String
    public var variables: [Variable]

    public init(key: String, format: String, variables: [Variable]) {
      self.key = key
      self.format = format
      self.variables = variables
    }
  }

  /// `text` escaped for an XML element.
  public static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20:
        out += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
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

  /// A whole file in the layout Xcode writes (tab indentation).
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
}
