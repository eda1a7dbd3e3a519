/// Generates `--help` from a tool's description and its option specs, so help never drifts from
/// what the parser accepts.
public enum HelpFormatter {
  public static func help<Options>(
    for tool: ToolDescription, options: [OptionSpec<Options>]
  ) -> String {
    var out = "OVERVIEW: \(tool.overview)\n\nUSAGE: \(tool.name) \(tool.usage)\n"
    if !tool.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      out += table(tool.arguments.map { ($0.name, $0.help) })
    }
    out += "\nOPTIONS:\n"
    let rows = documented(options).map { option -> (String, String) in
      var left = option.namesInHelpOrder.joined(separator: ", ")
      if let valueName = option.valueName { left += " \(valueName)" }
      return (left, option.help)
    }
    out += table(rows)
    if !tool.discussion.isEmpty { out += "\n\(tool.discussion)\n" }
    out += "\n\(tool.exitStatusHelp)\n"
    return out
  }

  /// The options help, the man page and the completions show: the visible ones in declaration
  /// order, then `--help` and `--version`.
  public static func documented<Options>(_ options: [OptionSpec<Options>]) -> [OptionSummary] {
    options.filter { !$0.hidden }.map(\.summary) + OptionSummary.builtIn
  }

  /// Two columns; a left side too wide for the column gets the help on the next line.
  private static func table(_ rows: [(String, String)]) -> String {
    let width = 26
    var out = ""
    for (left, right) in rows {
      if left.count + 4 <= width {
        out += "  " + left + String(repeating: " ", count: width - left.count - 2) + right + "\n"
      } else {
        out += "  \(left)\n" + String(repeating: " ", count: width) + right + "\n"
      }
    }
    return out
  }
}
