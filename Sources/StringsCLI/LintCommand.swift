import Foundation
import StringsKit

/// `strings-lint`: checks `.strings` files the way CoreFoundation reads them and reports every
/// problem as `path:line:col: severity: message`.
public enum LintCommand {
  /// Raw option values, before validation.
  public struct Options: Sendable {
    var dump: String?
    var strict = false
  }

  public static let tool = ToolDescription(
    name: "strings-lint",
    overview: "Check .strings localization files for errors that break them at runtime.",
    usage: "[options] [PATH ...]",
    arguments: [
      (
        "PATH",
        "A .strings file, or a folder searched recursively (skipping .build, .git\n"
          + String(repeating: " ", count: 26) + "and hidden folders). Default: the current folder."
      )
    ],
    discussion: """
      Diagnostics go to standard error as 'path:line:col: severity: message', sorted by
      path, line and column, followed by a summary line. A file with any error is one
      that CoreFoundation refuses to load: the app then shows untranslated keys for
      the whole table.

      EXAMPLES:
        strings-lint                          check every .strings file below here
        strings-lint Resources/de.lproj       check one language
        strings-lint --dump en.lproj/Localizable.strings
      """)

  public static let options: [OptionSpec<Options>] = [
    .value(
      ["--dump"], "FILE",
      help: "Print FILE's table as JSON (last duplicate wins), as plutil does."
    ) { options, value in options.dump = value },
    .flag(["--strict"], help: "Treat warnings as errors (exit status 1).") { $0.strict = true },
  ]

  static let parser = CommandLineParser(tool: tool, options: options)

  /// Runs the tool. `arguments` includes the program name, as `CommandLine.arguments` does.
  public static func main(arguments: [String], environment: CommandEnvironment) -> ExitStatus {
    let outcome: CommandLineParser<Options>.Outcome
    do {
      outcome = try parser.parse(Array(arguments.dropFirst()), defaults: Options())
    } catch {
      environment.standardError(parser.render(error))
      return .couldNotRun
    }
    switch outcome {
    case .help:
      environment.standardOutput(HelpFormatter.help(for: tool, options: options))
      return .clean
    case .version:
      environment.standardOutput("\(tool.name) \(Version.current)\n")
      return .clean
    case .run(let options, let positionals):
      let display = DisplayPath(workingDirectory: environment.workingDirectory)
      if let dump = options.dump {
        guard positionals.isEmpty else {
          environment.standardError(parser.render(.unexpectedArgument(positionals[0])))
          return .couldNotRun
        }
        return runDump(dump, display: display, environment: environment)
      }
      return runCheck(
        paths: positionals.isEmpty ? ["."] : positionals, strict: options.strict,
        display: display, environment: environment)
    }
  }

  private static func runDump(
    _ path: String, display: DisplayPath, environment: CommandEnvironment
  ) -> ExitStatus {
    let shown = display.display(path)
    let data: Data
    do {
      data = try FileReader.read(display.absolute(path), displayPath: shown)
    } catch {
      environment.standardError("\(tool.name): error: \(error)\n")
      return .couldNotRun
    }
    let file = StringsFileParser.parse(data, path: shown)
    if file.hasErrors {
      environment.standardError(DiagnosticFormatter.text(file.diagnostics))
      return .findings
    }
    environment.standardOutput(file.jsonDump() + "\n")
    return .clean
  }

  private static func runCheck(
    paths: [String], strict: Bool, display: DisplayPath, environment: CommandEnvironment
  ) -> ExitStatus {
    let finder = FileFinder(
      paths: paths.map(display.absolute), suffixes: [".strings"], display: display)
    let results = SyntaxCheck.run(files: finder.files, display: display)

    var diagnostics = results.flatMap(\.diagnostics)
    if strict {
      diagnostics = diagnostics.map { diagnostic in
        var promoted = diagnostic
        if promoted.severity == .warning { promoted.severity = .error }
        return promoted
      }
    }
    let problems = finder.errors + results.compactMap(\.failure)
    var report = DiagnosticFormatter.text(diagnostics)
    for problem in problems { report += "\(tool.name): error: \(problem)\n" }
    report += summary(files: finder.files.count, diagnostics: diagnostics, failures: problems.count)
    environment.standardError(report)

    if !problems.isEmpty { return .couldNotRun }
    return diagnostics.contains { $0.severity == .error } ? .findings : .clean
  }

  /// The last line: how many files were checked and what was found.
  static func summary(files: Int, diagnostics: [Diagnostic], failures: Int) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let checked = "\(files) \(files == 1 ? "file" : "files") checked"
    var found: [String] = []
    if errors > 0 { found.append("\(errors) \(errors == 1 ? "error" : "errors")") }
    if warnings > 0 { found.append("\(warnings) \(warnings == 1 ? "warning" : "warnings")") }
    if failures > 0 {
      found.append("\(failures) \(failures == 1 ? "file" : "files") could not be read")
    }
    return found.isEmpty
      ? "\(tool.name): \(checked), no problems found\n"
      : "\(tool.name): \(checked): \(found.joined(separator: ", "))\n"
  }
}
