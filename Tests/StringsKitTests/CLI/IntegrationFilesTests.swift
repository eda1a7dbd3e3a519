import Foundation
import Testing

@testable import StringsCLI

/// The integration files read as their hosts read them, as far as that can be done without the
/// hosts: the pre-commit hooks' `files` pattern and entries, and the action's inputs. Each is
/// also run for real by a script under `Scripts/` that `.ci/run` calls.
@Suite struct IntegrationFilesTests {
  static func text(_ path: String) throws -> String {
    try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// `key: value` of every top-level list item of `.pre-commit-hooks.yaml`, in order.
  static func hooks() throws -> [[String: String]] {
    var hooks: [[String: String]] = []
    for line in try text(".pre-commit-hooks.yaml").split(separator: "\n") {
      guard !line.hasPrefix("#") else { continue }
      let isNew = line.hasPrefix("- ")
      let body = line.dropFirst(2)
      guard let colon = body.firstIndex(of: ":") else { continue }
      if isNew { hooks.append([:]) }
      let key = String(body[..<colon])
      hooks[hooks.count - 1][key] = body[body.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return hooks
  }

  @Test func preCommitHooksRunEveryToolOverEveryLocalizationFormat() throws {
    let hooks = try Self.hooks()
    #expect(hooks.map { $0["id"] } == ["strings-lint", "strings-merge-check"])
    for hook in hooks {
      let files = try NSRegularExpression(pattern: try #require(hook["files"]))
      // pre-commit searches (re.search) each path relative to the repository.
      func matches(_ path: String) -> Bool {
        files.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
      }
      for path in [
        "en.lproj/Localizable.strings", "App/de.lproj/Plurals.stringsdict",
        "Localizable.xcstrings",
      ] {
        #expect(matches(path), "\(path)")
      }
      for path in ["App.swift", "x.strings.orig", "README.md", "Localizable.xcstringsx"] {
        #expect(!matches(path), "\(path)")
      }
      #expect(hook["language"] == "swift")
      #expect(hook["pass_filenames"] == "false")
    }
    // Each entry is a tool of this package with arguments its parser accepts.
    let lint = try #require(hooks[0]["entry"]).split(separator: " ").map(String.init)
    let merge = try #require(hooks[1]["entry"]).split(separator: " ").map(String.init)
    #expect(lint == ["strings-lint"])
    #expect(merge.first == "strings-merge")
    guard
      case .run(_, let positionals) = try MergeCommand.parser.parse(
        Array(merge.dropFirst()), defaults: MergeCommand.Options())
    else {
      Issue.record("the merge hook's arguments do not parse")
      return
    }
    #expect(positionals.isEmpty)
  }

  @Test func actionPassesEachInputToTheLint() throws {
    let action = try Self.text("action.yml")
    for input in ["paths", "reference", "strict", "baseline"] {
      #expect(action.contains("\n  \(input):\n"), "input \(input)")
      let variable = "INPUT_\(input.uppercased())"
      #expect(action.contains("\(variable): ${{ inputs.\(input) }}"))
      #expect(action.contains("$\(variable)"))
    }
    #expect(action.contains("strings-lint \"${args[@]}\" -- \"${paths[@]}\""))
    #expect(action.contains("args=(--format github)"))
    #expect(LintOutputFormat(rawValue: "github") != nil)
  }
}
