import Foundation
import PackagePlugin

/// Generates typed accessors for a target's `.strings`, `.stringsdict` and `.xcstrings`
/// resources on every build that changes one of them: `strings-gen --symbols` writes
/// `StringsSymbols.swift` into the plugin's work folder and the target compiles it. The
/// accessors look their keys up in `Bundle.module`, the bundle SwiftPM makes for a target's
/// resources. Apple platforms get `LocalizedStringResource` members (`--symbols-style
/// resource`); Linux, which lacks that type, `String` members.
@main
struct StringsSymbolsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tables = target.sourceFiles.map(\.url).filter {
      ["strings", "stringsdict", "xcstrings"].contains($0.pathExtension)
    }
    guard !tables.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("StringsSymbols.swift")
    #if os(Linux)
      let style = "string"
    #else
      let style = "resource"
    #endif
    return [
      .buildCommand(
        displayName: "strings-gen --symbols \(target.name)",
        executable: try context.tool(named: "strings-gen").url,
        arguments: ["--symbols", output.path, "--symbols-style", style, "--bundle", "module"]
          + tables.map(\.path),
        inputFiles: tables, outputFiles: [output])
    ]
  }
}
