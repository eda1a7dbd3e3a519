import Foundation
import Testing

@testable import StringsCLI

/// `strings-tools`, the one executable the release installs under the three tools' names: it
/// runs the tool named by its program name and refuses any other name.
@Suite struct MultiCallCommandTests {
  /// Runs the multi-call main with `programName` as `argv[0]`, streams captured.
  static func run(_ programName: String, _ arguments: [String]) -> CommandOutput {
    let out = OutputCapture()
    let err = OutputCapture()
    let environment = CommandEnvironment(
      standardOutput: { out.append($0) }, standardError: { err.append($0) },
      workingDirectory: ScratchFolder.make("multi-call"))
    let status = MultiCallCommand.main(
      arguments: [programName] + arguments, environment: environment)
    return CommandOutput(standardOutput: out.value, standardError: err.value, status: status)
  }

  @Test(arguments: ["strings-gen", "strings-lint", "strings-merge"])
  func runsTheToolItIsCalledAs(tool: String) {
    for programName in [tool, "/usr/local/bin/\(tool)", "./\(tool)", "bin//\(tool)"] {
      let result = Self.run(programName, ["--version"])
      #expect(result.status == .clean)
      #expect(result.standardOutput == "\(tool) \(Version.current)\n")
      #expect(result.standardError == "")
    }
  }

  /// The same arguments give the same output and status through the multi-call entry point as
  /// through the tool's own, usage errors included.
  @Test func passesTheArgumentsThrough() {
    let direct = CommandRunner.run(LintCommand.main, ["--no-such-option"], in: "/")
    let viaName = Self.run("/opt/bin/strings-lint", ["--no-such-option"])
    #expect(direct.status == .couldNotRun)
    #expect(viaName.status == direct.status)
    #expect(viaName.standardError == direct.standardError)
    let help = Self.run("strings-merge", ["--help"])
    #expect(help.status == .clean)
    #expect(help.standardOutput.contains("USAGE: strings-merge "))
  }

  @Test(arguments: ["strings-other", "strings", "strings-gen.sh", "", "/"])
  func refusesAnyOtherName(programName: String) {
    let result = Self.run(programName, ["--version"])
    #expect(result.status == .couldNotRun)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "strings-tools: called as '\(programName)'; it runs only as one"
          + " of strings-gen, strings-lint, strings-merge"))
  }

  @Test func saysWhatItIsUnderItsOwnName() {
    let version = Self.run("/usr/bin/strings-tools", ["--version"])
    #expect(version.status == .clean)
    #expect(version.standardOutput == "strings-tools \(Version.current)\n")
    let help = Self.run("strings-tools", ["--help"])
    #expect(help.status == .clean)
    #expect(help.standardOutput.contains("strings-gen, strings-lint, strings-merge"))
    let other = Self.run("strings-tools", ["lint"])
    #expect(other.status == .couldNotRun)
    #expect(other.standardError.contains("called as 'strings-tools'"))
  }
}
