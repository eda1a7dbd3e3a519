import Foundation
import Testing

/// The shell examples in README.md and Documentation/ run, and print what the page says.
///
/// The convention: a ```` ```console ```` block holds `$ COMMAND` lines (continued on `> ` lines,
/// as a shell's second prompt shows a here-document), each followed by the output it prints (standard output and standard error together, as in a terminal). A line
/// `...` stands for any number of lines. The commands of a block run one after another, with
/// the built tools first on `PATH`, in a fresh copy of a fixture: `Fixtures/sample-app` unless an
/// HTML comment right above the fence names another, `<!-- fixture: lint/plurals -->`, or
/// `<!-- fixture: none -->` for an empty folder. The copy is a git repository with one commit,
/// so `git diff` shows what the commands changed. `$?` is the previous command's status. Blocks
/// that are not meant to run use another fence (```` ```sh ````, or none).
@Suite struct DocumentationExampleTests {
  struct Example: Sendable, CustomStringConvertible {
    var page: String
    var block: DocumentationPage.Block
    var description: String { "\(page):\(block.line)" }

    /// The fixture folder below Fixtures/, or `nil` for an empty folder.
    var fixture: String? {
      guard let annotation = block.annotation, annotation.hasPrefix("fixture:") else {
        return "sample-app"
      }
      let name = annotation.dropFirst("fixture:".count).trimmingCharacters(in: .whitespaces)
      return name == "none" ? nil : name
    }

    /// The commands and the output each must print.
    var steps: [(command: String, output: [String])] {
      var steps: [(command: String, output: [String])] = []
      for line in block.lines {
        if line.hasPrefix("$ ") {
          steps.append((String(line.dropFirst(2)), []))
        } else if let last = steps.last, last.output.isEmpty, line == ">" || line.hasPrefix("> ") {
          steps[steps.count - 1].command += "\n" + line.dropFirst(2)
        } else if !steps.isEmpty {
          steps[steps.count - 1].output.append(line)
        }
      }
      return steps
    }
  }

  static let examples: [Example] = DocumentationPage.all.flatMap { page in
    page.blocks.filter { $0.info == "console" }.map { Example(page: page.path, block: $0) }
  }

  /// Lines without their trailing spaces, and no blank lines at the end.
  static func normalized(_ lines: [String]) -> [String] {
    var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Whether `actual` is `expected`, where an expected `...` line matches any lines.
  static func matches(_ expected: [String], _ actual: [String]) -> Bool {
    guard let first = expected.first else { return actual.isEmpty }
    if first == "..." {
      return (0...actual.count).contains {
        matches(Array(expected.dropFirst()), Array(actual.dropFirst($0)))
      }
    }
    guard let line = actual.first, line == first else { return false }
    return matches(Array(expected.dropFirst()), Array(actual.dropFirst()))
  }

  @Test func thereAreExamplesOnEveryWorkflow() {
    #expect(Self.examples.filter { $0.page == "README.md" }.count >= 4)
    #expect(Self.examples.count >= 10)
  }

  @Test(arguments: examples)
  func exampleRuns(example: Example) throws {
    guard let bash = ExternalTool.find("bash"), let git = ExternalTool.find("git") else {
      print("skipped: bash and git are needed to run the documentation's examples")
      return
    }
    let work = TemporaryDirectory()
    if let fixture = example.fixture {
      try work.copyContents(of: Fixtures.url(fixture))
    }
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = Executables.binDirectory.path + ":" + (environment["PATH"] ?? "")
    for (name, value) in [
      ("GIT_AUTHOR_NAME", "docs"), ("GIT_AUTHOR_EMAIL", "docs@example.com"),
      ("GIT_COMMITTER_NAME", "docs"), ("GIT_COMMITTER_EMAIL", "docs@example.com"),
      ("GIT_CONFIG_GLOBAL", "/dev/null"), ("GIT_CONFIG_NOSYSTEM", "1"), ("LC_ALL", "C.UTF-8"),
    ] {
      environment[name] = value
    }
    _ = try ExternalTool.run(
      bash,
      ["-c", "'\(git)' init -q && '\(git)' add -A && '\(git)' commit -q --allow-empty -m fixture"],
      in: work.path, environment: environment)
    var status: Int32 = 0
    for (command, expected) in example.steps {
      let result = try ExternalTool.run(
        bash, ["-c", "(exit \(status)); { \(command)\n} 2>&1"], in: work.path,
        environment: environment)
      status = result.status
      // The only difference allowed: the temporary folder, shown as the path it stands for.
      let output = result.standardOutput.replacingOccurrences(of: work.path + "/", with: "")
        .replacingOccurrences(of: work.path, with: ".")
      let actual = Self.normalized(output.components(separatedBy: "\n"))
      let wanted = Self.normalized(expected)
      #expect(
        Self.matches(wanted, actual),
        """
        \(example): `\(command)` printed:
        \(actual.joined(separator: "\n"))
        but the page shows:
        \(wanted.joined(separator: "\n"))
        """)
    }
  }

  /// The runner itself: steps, `> ` continuation lines, `...` and the fixture annotation.
  @Test func runnerReadsTheConvention() {
    let block = DocumentationPage.Block(
      info: "console", lines: ["$ a <<E", "> b", ">", "> E", "out", "> x", "$ c", "..."], line: 1,
      annotation: "fixture: none")
    let example = Example(page: "x.md", block: block)
    #expect(example.fixture == nil)
    #expect(example.steps.map(\.command) == ["a <<E\nb\n\nE", "c"])
    #expect(example.steps.map(\.output) == [["out", "> x"], ["..."]])
    #expect(Self.matches(["a", "...", "d"], ["a", "b", "c", "d"]))
    #expect(Self.matches(["a", "..."], ["a"]))
    #expect(!Self.matches(["a", "d"], ["a", "b", "d"]))
  }
}
