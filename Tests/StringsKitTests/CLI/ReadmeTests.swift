import Foundation
import Testing

@testable import StringsCLI

/// The README and the pages below Documentation/ show real output; these checks fail when a
/// page drifts from the goldens the tools are tested against (the examples themselves run in
/// `DocumentationExampleTests`).
@Suite struct ReadmeTests {
  let readme: String

  init() throws {
    readme = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// The text of `Documentation/NAME`.
  func page(_ name: String) throws -> String {
    try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/\(name)"),
      encoding: .utf8)
  }

  @Test func rulesListIsTheListRulesOutput() throws {
    let rules = try String(
      contentsOf: Fixtures.url("cli/lint-list-rules/stdout"), encoding: .utf8)
    #expect(try page("strings-lint.md").contains("$ strings-lint --list-rules\n\(rules)```\n"))
  }

  @Test func plantedProblemsExampleIsTheGoldenReport() throws {
    let report = try String(
      contentsOf: Fixtures.url("lint/sample-app-planted/expected.txt"), encoding: .utf8)
    #expect(
      try page("strings-lint.md").contains(
        "$ strings-lint --sources Sources --method localized\n\(report)```\n"))
  }

  @Test func pluralsExampleIsTheGoldenReport() throws {
    let report = try String(
      contentsOf: Fixtures.url("lint/plurals/expected.txt"), encoding: .utf8)
    #expect(try page("strings-lint.md").contains("$ strings-lint\n\(report)```\n"))
  }

  @Test func stringsdictMergeExampleIsTheGoldenOutput() throws {
    let output = try String(
      contentsOf: Fixtures.url("merge/stringsdict-update/output.txt"), encoding: .utf8)
    let report = try #require(output.range(of: "status:", options: .backwards))
    #expect(
      try page("strings-merge.md").contains(
        "$ strings-merge\n\(output[..<report.lowerBound])```\n"))
  }

  @Test func translatorsPageShowsTheGoldenExport() throws {
    let export = try String(
      contentsOf: Fixtures.url(
        "xliff/export-sample-app/after/Export/es.xcloc/Localized Contents/es.xliff"),
      encoding: .utf8)
    let translators = try page("translators.md")
    let start = try #require(translators.range(of: "```xml\n"))
    let end = try #require(translators[start.upperBound...].range(of: "```\n"))
    let snippet = translators[start.upperBound..<end.lowerBound]
    #expect(!snippet.isEmpty && export.contains(snippet))
  }

  @Test func sampleAppExampleShowsTheCommittedEnglishTable() throws {
    let table = try String(
      contentsOf: Fixtures.url("sample-app/Resources/en.lproj/Localizable.strings"),
      encoding: .utf8)
    #expect(
      try page("strings-gen.md").contains("$ cat Resources/en.lproj/Localizable.strings\n\(table)"))
  }

  /// `Scripts/check-plugins.sh` resolves the README's SwiftPM snippet; the integrations page
  /// shows the same one.
  @Test func readmeAndIntegrationsShowTheSameSwiftPMSnippet() throws {
    let readmeSnippet = try #require(blocks("swift", in: readme).first)
    #expect(readme.contains("\n### SwiftPM"))
    #expect(readmeSnippet == blocks("swift", in: try integrations()).first)
  }

  /// The README's GitHub Actions and pre-commit snippets are the integrations page's, which the
  /// tests below hold to action.yml and the hooks.
  @Test func readmeYAMLSnippetsAreTheIntegrationsPagesOnes() throws {
    let readmeSnippets = blocks("yaml", in: readme)
    #expect(readmeSnippets.count == 2)
    let pageSnippets = blocks("yaml", in: try integrations())
    for snippet in readmeSnippets { #expect(pageSnippets.contains(snippet)) }
  }

  // MARK: - Integrations: every snippet names what exists and parses as the tools read it

  /// The integrations page from its `## SwiftPM` section on (the install section before it
  /// has shell blocks of its own).
  func integrations() throws -> String {
    let text = try page("integrations.md")
    let start = try #require(text.range(of: "## SwiftPM\n"))
    return String(text[start.upperBound...])
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
    let swift = try #require(blocks("swift", in: try integrations()).first)
    #expect(swift.contains(".plugin(name: \"StringsLintBuildPlugin\", package: \"strings-tools\")"))
    #expect(manifest.contains(".plugin(name: \"StringsLintBuildPlugin\", targets:"))
    let commands = blocks("sh", in: try integrations())[0].split(separator: "\n")
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
    let line = blocks("sh", in: try integrations())[1].trimmingCharacters(in: .newlines)
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
    let yaml = try #require(blocks("yaml", in: try integrations()).first)
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
    let yaml = blocks("yaml", in: try integrations())[1]
    let used = yaml.split(separator: "\n").compactMap { line -> String? in
      guard let range = line.range(of: "- id: ") else { return nil }
      return String(line[range.upperBound...])
    }
    #expect(used == ids)
    #expect(yaml.contains("args: [--strict]"))
    expectParses("strings-lint", ["--strict"])
  }

  @Test func distSnippetNamesTheCurrentVersion() {
    #expect(readme.contains("tar -xJf strings-tools-\(Version.current)-linux-x86_64.tar.xz\n"))
  }
}
