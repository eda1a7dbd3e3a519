import Foundation
import Testing

@testable import StringsCLI

/// The README shows real output; these checks fail when it drifts from what the tools print.
@Suite struct ReadmeTests {
  let readme: String

  init() throws {
    readme = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test func rulesTableIsTheListRulesOutput() throws {
    let rules = try String(
      contentsOf: Fixtures.url("cli/lint-list-rules/stdout"), encoding: .utf8)
    #expect(readme.contains("```\n\(rules)```\n"))
  }

  @Test func plantedProblemsExampleIsTheGoldenReport() throws {
    let report = try String(
      contentsOf: Fixtures.url("lint/sample-app-planted/expected.txt"), encoding: .utf8)
    #expect(readme.contains("```\n\(report)```\n"))
  }

  @Test func pluralsExampleIsTheGoldenReport() throws {
    let report = try String(
      contentsOf: Fixtures.url("lint/plurals/expected.txt"), encoding: .utf8)
    #expect(readme.contains("```\n\(report)```\n"))
  }

  @Test func stringsdictMergeExampleIsTheGoldenOutput() throws {
    let output = try String(
      contentsOf: Fixtures.url("merge/stringsdict-update/output.txt"), encoding: .utf8)
    let report = try #require(output.range(of: "status:", options: .backwards))
    #expect(readme.contains("```\n\(output[..<report.lowerBound])```\n"))
  }

  @Test func translatorsSectionShowsTheGoldenExport() throws {
    let export = try String(
      contentsOf: Fixtures.url(
        "xliff/export-sample-app/after/Export/es.xcloc/Localized Contents/es.xliff"),
      encoding: .utf8)
    let start = try #require(readme.range(of: "```xml\n"))
    let end = try #require(readme[start.upperBound...].range(of: "```\n"))
    let snippet = readme[start.upperBound..<end.lowerBound]
    #expect(!snippet.isEmpty && export.contains(snippet))
  }

  @Test func demoShowsTheCommittedEnglishTable() throws {
    let table = try String(
      contentsOf: Fixtures.url("sample-app/Resources/en.lproj/Localizable.strings"),
      encoding: .utf8)
    #expect(readme.contains("$ cat Resources/en.lproj/Localizable.strings \n\(table)"))
  }

  // MARK: - Integrations: every snippet names what exists and parses as the tools read it

  /// The README's text between `## Integrations` and the next `## ` heading.
  var integrations: String {
    let start = readme.range(of: "## Integrations\n")!.upperBound
    let rest = readme[start...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The fenced blocks of `language` in `text`.
  func blocks(_ language: String, in text: String) -> [String] {
    text.components(separatedBy: "```\(language)\n").dropFirst().map {
      $0.components(separatedBy: "\n```")[0]
    }
  }

  /// Parses `arguments` with `tool`'s parser; a usage error is a test failure.
  func expectParses(_ tool: String, _ arguments: [String]) {
    let outcome: Bool
    switch tool {
    case "strings-lint":
      outcome = (try? LintCommand.parser.parse(arguments, defaults: .init())) != nil
    case "strings-gen":
      outcome = (try? GenCommand.parser.parse(arguments, defaults: .init())) != nil
    case "strings-merge":
      outcome = (try? MergeCommand.parser.parse(arguments, defaults: .init())) != nil
    default:
      Issue.record("not a tool: \(tool)")
      return
    }
    #expect(outcome, "\(tool) \(arguments.joined(separator: " ")) does not parse")
  }

  @Test func swiftPMSnippetsNameRealPluginsAndValidArguments() throws {
    let manifest = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains("name: \"strings-tools\""))
    let swift = try #require(blocks("swift", in: integrations).first)
    #expect(swift.contains(".plugin(name: \"StringsLintBuildPlugin\", package: \"strings-tools\")"))
    #expect(manifest.contains(".plugin(name: \"StringsLintBuildPlugin\", targets:"))
    let commands = blocks("sh", in: integrations)[0].split(separator: "\n")
    #expect(commands.count == 4)
    for command in commands {
      var words = command.split(separator: " ").map(String.init)
      #expect(Array(words.prefix(2)) == ["swift", "package"])
      words.removeFirst(2)
      if words.first == "--allow-writing-to-package-directory" { words.removeFirst() }
      let verb = words.removeFirst()
      #expect(manifest.contains("verb: \"\(verb)\""), "\(verb) is not a command plugin")
      // Writing tools need the permission flag; the lint does not ask for it.
      #expect(command.contains("--allow-writing") == (verb != "strings-lint"))
      if let target = words.firstIndex(of: "--target") {
        words.removeSubrange(target...(target + 1))
      }
      expectParses(verb, words)
    }
  }

  /// The Xcode build-phase line, run as Xcode runs it (bash, from the project folder, with
  /// `SRCROOT` and `DERIVED_FILE_DIR` set), prints absolute paths that Xcode can open.
  @Test func xcodeBuildPhaseLinePrintsAbsolutePaths() throws {
    let line = blocks("sh", in: integrations)[1].trimmingCharacters(in: .newlines)
    #expect(line == "cd \"$DERIVED_FILE_DIR\" && strings-lint \"$SRCROOT\"")
    guard let bash = ExternalTool.find("bash") else {
      print("skipped: bash is not installed")
      return
    }
    let project = TemporaryDirectory()
    try project.copyContents(of: Fixtures.url("lint/sample-app-planted/Resources"))
    let derived = TemporaryDirectory()
    var environment = ProcessInfo.processInfo.environment
    environment["SRCROOT"] = project.path
    environment["DERIVED_FILE_DIR"] = derived.path
    environment["PATH"] = Executables.binDirectory.path + ":" + (environment["PATH"] ?? "")
    let result = try ExternalTool.run(
      bash, ["-c", line], in: project.path, environment: environment)
    #expect(result.status == 1)
    let diagnostics = result.standardError.split(separator: "\n").filter {
      $0.contains(": warning: ") || $0.contains(": error: ")
    }
    #expect(diagnostics.count == 8)
    for diagnostic in diagnostics { #expect(diagnostic.hasPrefix(project.path + "/")) }
  }

  @Test func githubActionsSnippetUsesTheActionsInputs() throws {
    let action = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8)
    let yaml = try #require(blocks("yaml", in: integrations).first)
    let with = yaml.components(separatedBy: "with:\n")[1].split(separator: "\n")
      .prefix { $0.hasPrefix("          ") }
    #expect(with.count == 3)
    for line in with {
      let key = line.trimmingCharacters(in: .whitespaces).split(separator: ":")[0]
      #expect(action.contains("\n  \(key):\n"), "\(key) is not an input of action.yml")
    }
    let run = try #require(yaml.split(separator: "\n").first { $0.contains("- run: ") })
    let words = run.components(separatedBy: "- run: ")[1].split(separator: " ").map(String.init)
    expectParses(words[0], Array(words.dropFirst()))
  }

  @Test func preCommitSnippetUsesTheHooksIdsAndValidArguments() throws {
    let ids = try IntegrationFilesTests.hooks().compactMap { $0["id"] }
    let yaml = blocks("yaml", in: integrations)[1]
    let used = yaml.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "- id: ") else { return nil }
      return String(line[range.upperBound...])
    }
    #expect(used == ids)
    #expect(yaml.contains("args: [--strict]"))
    expectParses("strings-lint", ["--strict"])
  }

  @Test func distSnippetNamesTheCurrentVersion() {
    #expect(readme.contains("tar -xzf strings-tools-\(Version.current)-linux-x86_64.tar.gz\n"))
  }
}
