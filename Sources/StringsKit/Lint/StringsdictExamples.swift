/// Builders for the `.stringsdict` text of rule examples, so an example shows only what matters.
/// `↓` markers may appear in any argument; they are kept where they are written.
enum StringsdictExamples {
  /// A whole file holding `entries` (already-built `<key>…</key><dict>…</dict>` pairs).
  static func file(_ entries: String...) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(entries.joined())</dict>
    </plist>

    """
  }

  /// One entry: `key`, its format (default `%#@variable@`), and one plural variable with the
  /// given value type and `(category, text)` pairs, one element per line.
  static func plural(
    _ key: String, format: String? = nil, variable: String = "n", variableKey: String? = nil,
    ruleType: String = "NSStringPluralRuleType", valueType: String? = "d",
    _ categories: [(String, String)]
  ) -> String {
    var out = "<key>\(key)</key>\n<dict>\n"
    out +=
      "<key>NSStringLocalizedFormatKey</key>\n<string>\(format ?? "%#@\(variable)@")</string>\n"
    out += "\(variableKey ?? "<key>\(variable)</key>")\n<dict>\n"
    out += "<key>NSStringFormatSpecTypeKey</key>\n<string>\(ruleType)</string>\n"
    if let valueType {
      out += "<key>NSStringFormatValueTypeKey</key>\n<string>\(valueType)</string>\n"
    }
    for (category, text) in categories {
      out += "<key>\(category)</key>\n<string>\(text)</string>\n"
    }
    return out + "</dict>\n</dict>\n"
  }
}
