import Foundation
import PackagePlugin

/// `swift package strings-gen [--target NAME ...] [ARGUMENTS ...]`: runs `strings-gen` in the
/// package's folder with the arguments as given; `--target NAME` adds that target's Swift files.
@main
struct StringsGenCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targets = try context.package.targets(named: extractor.extractOption(named: "target"))
    let process = Process()
    process.executableURL = try context.tool(named: "strings-gen").url
    process.arguments = extractor.remainingArguments + targets.flatMap(swiftFiles)
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      // The tool has printed why; the status (1 findings, 2 could not run) fails the command.
      Diagnostics.error("strings-gen exited with status \(process.terminationStatus)")
    }
  }

  /// A target's Swift files, in the order SwiftPM lists them.
  func swiftFiles(_ target: Target) -> [String] {
    (target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url.path) ?? [])
  }
}
