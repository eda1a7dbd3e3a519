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
    var rows = options.filter { !$0.hidden }.map { spec -> (String, String) in
      var left = spec.names.sorted { lhs, rhs in
        // Short and single-dash spellings first, as `-o, --output-dir DIR`.
        (lhs.hasPrefix("--") ? 1 : 0, lhs) < (rhs.hasPrefix("--") ? 1 : 0, rhs)
      }.joined(separator: ", ")
      if let valueName = spec.valueName { left += " \(valueName)" }
      return (left, spec.help)
    }
    rows.append(("-h, --help", "Show this help and exit."))
    rows.append(("--version", "Show the version and exit."))
    out += table(rows)
    if !tool.discussion.isEmpty { out += "\n\(tool.discussion)\n" }
    out += "\n\(ToolDescription.exitStatusHelp)\n"
    return out
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
