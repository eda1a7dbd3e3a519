import Foundation
import StringsKit

/// `strings-lint`: checks `.strings` files the way CoreFoundation reads them, compares every
/// language with the reference language, and (with `--sources`) the tables with the Swift code.
///
/// This file owns the command line: the option specs, `--help`, `--list-rules` and `--explain`.
/// ``LintRun`` validates the options and does the work.
public enum LintCommand {
  /// Raw option values, before validation and before the configuration file is merged in.
  public struct Options: Sendable {
    var dump: String?
    var strict = false
    var format: String?
    var reference: String?
    var enable: [String] = []
    var disable: [String] = []
    var listRules = false
    var explain: String?
    var config: String?
    var baseline: String?
    var writeBaseline: String?
    var sources: [String] = []
    var allowUnused: [String] = []
    var routines: [String] = []
    var swiftUI = false
    var swiftUIAll = false
    var methods: [String] = []
    var swiftLocalized = false
    var enumProtocols: [String] = []
    var noEnumKeys = false
    var languages: [String] = []
    var summary = false
    var enumKeyStyle: EnumKeyStyle?
  }

  private static let indent = String(repeating: " ", count: 26)

  public static let tool = ToolDescription(
    name: "strings-lint",
    overview:
      "Check .strings files and String Catalogs for errors that break them at runtime.",
    usage: "[options] [PATH ...]",
    arguments: [
      (
        "PATH",
        "A .strings or .xcstrings file, or a folder searched recursively (skipping\n"
          + indent + ".build, .git and hidden folders). Default: the current folder."
      )
    ],
    discussion: """
      Every *.lproj folder found is grouped with its siblings; each language is compared
      with the reference language of its folder (--reference, else en, else Base).
      A .strings file outside any .lproj folder is checked for syntax and duplicates.
      A String Catalog (.xcstrings) holds every language: each is compared with the
      catalog's sourceLanguage, and every language of the catalog (plus --languages)
      must translate each key.

      With --sources, the code is read as genstrings reads it (plus the flags given),
      but when String Catalogs are checked, as Xcode's sync reads it, the flags adding
      to that (as for a catalog sync of strings-gen): SwiftUI titles, String(localized:),
      LocalizedStringResource and every literal typed as a localized key are used. A catalog counts for its table wherever
      it is; a storyboard's catalog (in a *.lproj folder) is not checked for unused
      keys, since Swift code does not feed it.

      Diagnostics go to standard error as 'path:line:col: severity: message [rule-id]',
      sorted by path, line and column, followed by a summary line; json, sarif and the
      html coverage page go to standard output. A .strings-lint.json in the current folder (or --config FILE)
      holds the same settings as the options, by their long names: {"strict": true,
      "disable": ["stale-key"], "sources": ["Sources"], "allow-unused": ["tab.*"]}.

      --sources extracts keys as strings-gen does with the same flags: give it the
      ones the tables were generated with (-s, --swiftui, --method, …), or keep them
      in .strings-lint.json ("method": ["localized"]) and run strings-gen --config
      .strings-lint.json, so both tools extract alike. With fewer flags, keys only
      those flags find are reported as unused.

      EXAMPLES:
        strings-lint                          check every .strings file below here
        strings-lint --sources Sources Resources
        strings-lint --format github --strict
        strings-lint --format html > coverage.html
        strings-lint --write-baseline lint-baseline.json
        strings-lint --dump en.lproj/Localizable.strings
        strings-lint --summary --languages de,fr,ja
      """,
    findings: "errors were found (warnings too, with --strict)")

  public static let options: [OptionSpec<Options>] = [
    .value(
      ["--reference"], "LANG", help: "Compare every language with LANG (default en, else Base)."
    ) {
      $0.reference = $1
    },
    .value(
      ["--format"], "FORMAT", help: "Output format: text (default), json, github, sarif or html.",
      completion: .choices(LintOutputFormat.allCases.map(\.rawValue))
    ) {
      (options: inout Options, value: String) throws(UsageError) in
      guard LintOutputFormat(rawValue: value) != nil else {
        throw .badValue(
          "expected one of "
            + LintOutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
      }
      options.format = value
    },
    .flag(["--strict"], help: "Treat warnings as errors (exit status 1).") { $0.strict = true },
    .value(
      ["--languages"], "LANGS",
      help: "Catalogs must also be translated into these (comma-separated, repeatable)."
    ) { options, value in
      options.languages += value.split(separator: ",").map {
        String($0).trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty }
    },
    .value(
      ["--enable"], "ID", help: "Run rule ID, also one that is off by default (repeatable).",
      completion: ruleIDs
    ) {
      $0.enable.append($1)
    },
    .value(["--disable"], "ID", help: "Do not run rule ID (repeatable).", completion: ruleIDs) {
      $0.disable.append($1)
    },
    .flag(["--list-rules"], help: "List the rules with their severity and exit.") {
      $0.listRules = true
    },
    .value(
      ["--explain"], "ID", help: "Explain rule ID, with examples, and exit.", completion: ruleIDs
    ) {
      $0.explain = $1
    },
    .value(["--config"], "FILE", help: "Read settings from FILE instead of .strings-lint.json.") {
      $0.config = $1
    },
    .value(["--baseline"], "FILE", help: "Hide the findings recorded in FILE.") {
      $0.baseline = $1
    },
    .value(["--write-baseline"], "FILE", help: "Record the current findings in FILE and exit.") {
      $0.writeBaseline = $1
    },
    .value(
      ["--sources"], "PATH",
      help: "Swift files, folders or globs whose keys to check (repeatable)."
    ) { $0.sources.append($1) },
    .value(
      ["--allow-unused"], "PATTERN",
      help: "Keys matching PATTERN (* and ?) are never unused (repeatable)."
    ) { $0.allowUnused.append($1) },
    .value(
      ["--routine", "-s"], "ROUTINE", help: "With --sources: also calls of ROUTINE (repeatable)."
    ) {
      $0.routines.append($1)
    },
    .flag(["--swiftui", "-SwiftUI"], help: "With --sources: also SwiftUI Text(\"key\", …).") {
      $0.swiftUI = true
    },
    .flag(
      ["--swiftui-all"], help: "With --sources: Button, Label, … titles too (implies --swiftui)."
    ) {
      $0.swiftUIAll = true
    },
    .value(["--method"], "NAME", help: "With --sources: also \"key\".NAME() (repeatable).") {
      $0.methods.append($1)
    },
    .flag(["--swift-localized"], help: "With --sources: also String(localized:).") {
      $0.swiftLocalized = true
    },
    .value(
      ["--enum-protocol"], "NAME",
      help: "With --sources: enums conforming to NAME are keys (repeatable)."
    ) { $0.enumProtocols.append($1) },
    .flag(["--no-enum-keys"], help: "With --sources: do not extract typed enum keys.") {
      $0.noEnumKeys = true
    },
    .flag(
      ["--summary"],
      help: "Print, per table and language, how much is translated (copies of the\n"
        + indent + "reference value counted apart), and exit."
    ) { $0.summary = true },
    EnumKeyStyle.option(help: "With --sources: enum keys as path (default) or raw-value.") {
      $0.enumKeyStyle = $1
    },
    .value(
      ["--dump"], "FILE",
      help: "Print FILE (.strings or .stringsdict) as JSON (last duplicate wins), as\n"
        + indent + "plutil -convert json -r does (keys sorted, indented); a .xcstrings\n"
        + indent + "catalog as Xcode writes it."
    ) { options, value in options.dump = value },
  ]

  /// The rule IDs, offered by the completion scripts for `--enable`, `--disable`, `--explain`.
  private static let ruleIDs = ValueCompletion.choices(RuleRegistry.ids.map(\.rawValue))

  static let parser = CommandLineParser(tool: tool, options: options)

  /// Runs the tool. `arguments` includes the program name, as `CommandLine.arguments` does.
  public static func main(arguments: [String], environment: CommandEnvironment) -> ExitStatus {
    parser.run(arguments, defaults: Options(), environment: environment) {
      (options, positionals) throws(UsageError) in
      let display = DisplayPath(workingDirectory: environment.workingDirectory)
      if options.listRules {
        environment.standardOutput(listRules())
        return .clean
      }
      if let id = options.explain {
        guard let rule = RuleRegistry.rule(RuleID(id)) else {
          throw unknownRule(id, option: "--explain")
        }
        environment.standardOutput(explain(rule.description))
        return .clean
      }
      if let dump = options.dump {
        guard positionals.isEmpty else { throw .unexpectedArgument(positionals[0]) }
        return runDump(dump, display: display, environment: environment)
      }
      return try LintRun(options: options, positionals: positionals, environment: environment)
        .execute()
    }
  }

  /// `invalid value 'X' for '--enable': unknown rule (did you mean 'Y'?)`.
  static func unknownRule(_ id: String, option: String) -> UsageError {
    let ids = RuleRegistry.ids.map(\.rawValue)
    let close = ids.map { ($0, EditDistance.between($0, id)) }.filter { $0.1 <= 3 }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.first?.0
    let hint = close.map { " (did you mean '\($0)'?)" } ?? "; see '--list-rules'"
    return .invalidValue(option: option, value: id, reason: "unknown rule\(hint)")
  }

  /// One line per rule: ID, default severity, on or off by default, summary.
  static func listRules() -> String {
    let width = RuleRegistry.ids.map(\.rawValue.count).max() ?? 0
    var out = ""
    for rule in RuleRegistry.all {
      let description = rule.description
      let id = description.id.rawValue
      var line = id + String(repeating: " ", count: width - id.count + 2)
      let severity = "\(description.defaultSeverity)"
      line += severity + String(repeating: " ", count: 9 - severity.count)
      line += (description.enabledByDefault ? "on " : "off") + "  " + description.summary
      if description.needsSources { line += " (needs --sources)" }
      out += line + "\n"
    }
    return out
  }

  /// `--explain ID`: the summary, severity, rationale and examples of one rule.
  static func explain(_ description: RuleDescription) -> String {
    var out = "\(description.id): \(description.summary)\n"
    out += "Default severity: \(description.defaultSeverity), "
    out +=
      description.enabledByDefault ? "on by default" : "off by default (--enable \(description.id))"
    if description.needsSources { out += "; needs --sources" }
    out += "\n\n" + wrap(description.rationale, width: 79) + "\n"
    for (title, examples) in [
      ("Triggering examples (↓ marks each finding):", description.triggering),
      ("Non-triggering examples:", description.nonTriggering),
    ] {
      out += "\n\(title)\n"
      for (number, example) in examples.enumerated() {
        if number > 0 { out += "  --\n" }
        for path in example.files.keys.sorted() {
          out += "  \(path):\n"
          var text = example.files[path]!
          if text.hasSuffix("\n") { text.removeLast() }
          for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            out += "    \(line)\n"
          }
        }
      }
    }
    return out
  }

  /// Greedy word wrap.
  static func wrap(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " \(word)"
    }
    if !current.isEmpty { lines.append(current) }
    return lines.joined(separator: "\n")
  }

  private static func runDump(
    _ path: String, display: DisplayPath, environment: CommandEnvironment
  ) -> ExitStatus {
    let shown = display.display(path)
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(display.absolute(path), displayPath: shown)
    } catch {
      environment.standardError("\(tool.name): error: \(error)\n")
      return .couldNotRun
    }
    if path.hasSuffix(".xcstrings") {
      // A catalog of the wrong shape is still JSON and is printed; its errors follow. Its bytes
      // are let go once read and the text written as it was made: a copy of either, or the
      // text made a string, weighed as much as the catalog.
      let (_, diagnostics) = CatalogWriteBack.writeBack(consume bytes, path: shown) {
        environment.standardOutput(bytes: $0)
      }
      if diagnostics.contains(where: { $0.severity == .error }) {
        environment.standardError(tool.text(diagnostics))
        return .findings
      }
      return .clean
    }
    if path.hasSuffix(".stringsdict") {
      let file = StringsdictParser.parse(Data(bytes), path: shown)
      // A top level that is not a dictionary is still a property list: printed, as plutil does.
      guard file.root != nil else {
        environment.standardError(tool.text(file.diagnostics))
        return .findings
      }
      environment.standardOutput(file.jsonDump() + "\n")
      let notes = file.realsWithoutJSONNumber.map { node in
        Diagnostic.warning(
          "\(node.kindDescription) that JSON has no number for; dumped as a string",
          at: node.position)
      }
      if !notes.isEmpty { environment.standardError(tool.text(notes)) }
      return .clean
    }
    let file = StringsFileParser.parse(bytes, path: shown)
    if file.hasErrors {
      environment.standardError(tool.text(file.diagnostics))
      return .findings
    }
    environment.standardOutput(file.jsonDump() + "\n")
    return .clean
  }

  /// The last line: how many files were checked and what was found.
  static func summary(
    files: Int, errors: Int, warnings: Int, failures: Int, baselined: Int = 0
  ) -> String {
    let checked = "\(files) \(files == 1 ? "file" : "files") checked"
    var found: [String] = []
    if errors > 0 { found.append("\(errors) \(errors == 1 ? "error" : "errors")") }
    if warnings > 0 { found.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")") }
    if failures > 0 {
      found.append("\(failures) \(failures == 1 ? "file" : "files") could not be read")
    }
    let hidden = baselined > 0 ? " (\(baselined) hidden by the baseline)" : ""
    return found.isEmpty
      ? "\(tool.name): \(checked), no problems found\(hidden)\n"
      : "\(tool.name): \(checked): \(found.joined(separator: ", "))\(hidden)\n"
  }
}
