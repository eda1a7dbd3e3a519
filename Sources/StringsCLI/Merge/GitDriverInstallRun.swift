import Foundation
import StringsKit

/// `strings-merge --install-git-driver [--global]`: sets the merge driver and the diff text
/// conversion in the repository's git configuration (or the user's, with `--global`), and
/// adds the lines of ``GitDriverSetup/attributeLines`` that the repository's `.gitattributes`
/// (or the user's attributes file) lacks. Running it again changes nothing.
struct GitDriverInstallRun {
  let environment: CommandEnvironment
  let global: Bool
  let writer: MergeRun.Writer

  init(
    global: Bool, positionals: [String], environment: CommandEnvironment,
    writer: @escaping MergeRun.Writer
  ) throws(UsageError) {
    if let extra = positionals.first { throw .unexpectedArgument(extra) }
    self.environment = environment
    self.global = global
    self.writer = writer
  }

  func execute() -> ExitStatus {
    let scope = global ? ["--global"] : []
    for (name, value) in GitDriverSetup.configuration {
      guard let result = git(["config"] + scope + [name, value]), result.status == 0 else {
        return fail("'git config \(name)' failed")
      }
    }
    let attributesPath: String
    if global {
      let configured = git(["config", "--global", "--get", "core.attributesFile"])
      let variables = ProcessInfo.processInfo.environment
      if let configured, configured.status == 0, !configured.output.isEmpty {
        let path = configured.output
        attributesPath =
          path.hasPrefix("~/") ? (variables["HOME"] ?? "") + path.dropFirst(1) : path
      } else if let xdg = variables["XDG_CONFIG_HOME"], !xdg.isEmpty {
        attributesPath = xdg + "/git/attributes"
      } else {
        attributesPath = (variables["HOME"] ?? "") + "/.config/git/attributes"
      }
    } else {
      guard let top = git(["rev-parse", "--show-toplevel"]), top.status == 0, !top.output.isEmpty
      else { return fail("not inside a git repository (use --global for every repository)") }
      attributesPath = top.output + "/.gitattributes"
    }
    let existing =
      (try? FileReader.bytes(attributesPath)).map {
        String(decoding: $0, as: UTF8.self)
      } ?? ""
    let shown = DisplayPath(workingDirectory: environment.workingDirectory).display(attributesPath)
    var report =
      "git config\(global ? " --global" : ""): "
      + GitDriverSetup.configuration.map(\.name).joined(separator: ", ") + " set\n"
    if let updated = GitDriverSetup.attributes(to: existing) {
      do {
        try FileManager.default.createDirectory(
          atPath: (attributesPath as NSString).deletingLastPathComponent,
          withIntermediateDirectories: true)
        try writer(Data(updated.utf8), attributesPath, shown)
      } catch {
        return fail("\(error)")
      }
      report += "\(shown): merge=strings diff=strings lines added\n"
    } else {
      report += "\(shown): already routes localization files to strings-merge\n"
    }
    environment.standardOutput(report)
    return .clean
  }

  private func fail(_ message: String) -> ExitStatus {
    environment.standardError("\(MergeCommand.tool.name): error: \(message)\n")
    return .couldNotRun
  }

  /// Runs git in the working folder; its standard output, trimmed.
  private func git(_ arguments: [String]) -> (status: Int32, output: String)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: environment.workingDirectory)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return (process.terminationStatus, text)
  }
}
