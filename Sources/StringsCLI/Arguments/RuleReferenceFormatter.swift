import StringsKit

/// Generates `Documentation/rules.md` from every rule's ``RuleDescription``: its ID, default
/// severity, summary, rationale and examples, the same values `--list-rules`, `--explain` and
/// the rule example tests read. A test fails when the checked-in page differs.
public enum RuleReferenceFormatter {
  public static func page() -> String {
    var out = MarkdownReferenceFormatter.generatedNotice + "\n# Lint rules\n\n"
    out += "Every rule of `strings-lint`, in the order of `strings-lint --list-rules`. "
    out += "`--enable ID` turns on a rule that is off by default, `--disable ID` turns one off, "
    out += "`--strict` makes warnings errors, and `strings-lint --explain ID` prints a rule's "
    out += "page in the terminal. In each triggering example, `↓` marks where a finding is "
    out += "reported. How the rules work on String Catalogs: [catalogs.md](catalogs.md#lint).\n\n"
    out += "| rule | severity | default | summary |\n| --- | --- | --- | --- |\n"
    for rule in RuleRegistry.all {
      let description = rule.description
      out += "| [`\(description.id)`](#\(description.id)) | \(description.defaultSeverity) | "
      out += (description.enabledByDefault ? "on" : "off") + " | "
      out += MarkdownReferenceFormatter.escape(description.summary) + " |\n"
    }
    for rule in RuleRegistry.all {
      out += "\n" + section(rule.description)
    }
    return out
  }

  static func section(_ description: RuleDescription) -> String {
    var out = "## `\(description.id)`\n\n"
    out += "**\(MarkdownReferenceFormatter.escape(description.summary)).** "
    out += "Default severity: \(description.defaultSeverity); "
    out +=
      description.enabledByDefault
      ? "on by default" : "off by default (`--enable \(description.id)`)"
    if description.needsSources { out += "; needs `--sources`" }
    out += ".\n\n" + MarkdownReferenceFormatter.escape(description.rationale) + "\n"
    for (title, examples) in [
      ("Triggering examples", description.triggering),
      ("Non-triggering examples", description.nonTriggering),
    ] where !examples.isEmpty {
      out += "\n### \(title)\n"
      for (number, example) in examples.enumerated() {
        out += "\n" + (examples.count > 1 ? "\(number + 1). " : "")
        out += example.files.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
        if let reference = example.reference { out += " (reference language `\(reference)`)" }
        if !example.allowUnused.isEmpty {
          out += " (`--allow-unused \(example.allowUnused.joined(separator: ","))`)"
        }
        out += ":\n"
        for path in example.files.keys.sorted() {
          var text = example.files[path]!
          if !text.hasSuffix("\n") { text += "\n" }
          let fence = MarkdownReferenceFormatter.fence(for: text)
          out += "\n" + fence + language(of: path) + "\n" + text + fence + "\n"
        }
      }
    }
    return out
  }

  /// The fence's language, for GitHub's highlighting.
  private static func language(of path: String) -> String {
    if path.hasSuffix(".swift") { return "swift" }
    if path.hasSuffix(".stringsdict") { return "xml" }
    if path.hasSuffix(".xcstrings") || path.hasSuffix(".json") { return "json" }
    return "text"
  }
}
