import Foundation
import PackagePlugin

/// `swift package strings-merge [--target NAME ...] [ARGUMENTS ...]`: runs `strings-merge` in the
/// package's folder with the arguments as given; `--target NAME` adds the folders holding that
/// target's `.lproj` folders (or catalogs) as paths.
@main
struct StringsMergeCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targets = try context.package.targets(named: extractor.extractOption(named: "target"))
    let process = Process()
    process.executableURL = try context.tool(named: "strings-merge").url
    let paths = try targets.flatMap(localizationFolders)
    process.arguments = extractor.remainingArguments + paths
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      // The tool has printed why; the status (1 findings, 2 could not run) fails the command.
      Diagnostics.error("strings-merge exited with status \(process.terminationStatus)")
    }
  }

  /// The folders holding a target's `.lproj` folders or string catalogs.
  func localizationFolders(_ target: Target) throws -> [String] {
    let files = (target.sourceModule?.sourceFiles.map(\.url) ?? []).filter {
      ["strings", "stringsdict", "xcstrings"].contains($0.pathExtension)
    }
    guard !files.isEmpty else {
      throw PluginError("target '\(target.name)' has no .strings, .stringsdict or .xcstrings files")
    }
    return Set(
      files.map { file in
        let parent = file.deletingLastPathComponent()
        return (parent.pathExtension == "lproj" ? parent.deletingLastPathComponent() : parent).path
      }
    ).sorted()
  }
}

/// A failure the plugin explains itself.
struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
