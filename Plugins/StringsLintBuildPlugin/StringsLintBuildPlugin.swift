import Foundation
import PackagePlugin

/// Lints a target's `.strings`, `.stringsdict` and `.xcstrings` resources on every build that
/// changes one of them. Findings print as `path:line:col: warning|error: …` with absolute
/// paths, which `swift build` and Xcode show as warnings and errors at the file and line; an
/// error fails the build.
@main
struct StringsLintBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return try LintCommandPlan(
      tool: context.tool(named: "strings-lint").url, files: target.sourceFiles.map(\.url),
      workDirectory: context.pluginWorkDirectoryURL, name: target.name
    ).commands
  }
}

/// The one build command: strings-lint over the folders holding the localization files, run
/// from the plugin's work folder so that every path it prints is absolute, then a stamp file
/// written on success so that the build system knows the command's output.
struct LintCommandPlan {
  static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

  var tool: URL
  var files: [URL]
  var workDirectory: URL
  var name: String

  var commands: [Command] {
    let localized = files.filter { Self.extensions.contains($0.pathExtension) }
    guard !localized.isEmpty else { return [] }
    // The folder of the .lproj folders (or of a catalog): the lint groups languages from there
    // and picks up every format it reads.
    let folders = Set(
      localized.map { file -> String in
        let parent = file.deletingLastPathComponent()
        return (parent.pathExtension == "lproj" ? parent.deletingLastPathComponent() : parent)
          .path
      }
    ).sorted()
    let stamp = workDirectory.appendingPathComponent("strings-lint.stamp")
    let script = #"tool=$1 stamp=$2; shift 2; cd "${stamp%/*}" && "$tool" "$@" && : >"$stamp""#
    return [
      .buildCommand(
        displayName: "strings-lint \(name)", executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, "sh", tool.path, stamp.path] + folders,
        inputFiles: [tool] + localized, outputFiles: [stamp])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension StringsLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      try LintCommandPlan(
        tool: context.tool(named: "strings-lint").url, files: target.inputFiles.map(\.url),
        workDirectory: context.pluginWorkDirectoryURL, name: target.displayName
      ).commands
    }
  }
#endif
