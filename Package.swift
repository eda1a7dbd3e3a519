// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "strings-tools",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "StringsKit", targets: ["StringsKit"]),
    .executable(name: "strings-gen", targets: ["strings-gen"]),
    .executable(name: "strings-lint", targets: ["strings-lint"]),
    .executable(name: "strings-merge", targets: ["strings-merge"]),
    // All three tools in one executable, run under their names (links): what `make dist` ships.
    .executable(name: "strings-tools", targets: ["strings-tools"]),
    .plugin(name: "StringsLintBuildPlugin", targets: ["StringsLintBuildPlugin"]),
    .plugin(name: "StringsSymbolsPlugin", targets: ["StringsSymbolsPlugin"]),
    .plugin(name: "StringsLintCommand", targets: ["StringsLintCommand"]),
    .plugin(name: "StringsGenCommand", targets: ["StringsGenCommand"]),
    .plugin(name: "StringsMergeCommand", targets: ["StringsMergeCommand"]),
  ],
  targets: [
    .target(name: "StringsKit"),
    .target(name: "StringsCLI", dependencies: ["StringsKit"]),
    .executableTarget(name: "strings-gen", dependencies: ["StringsCLI"]),
    .executableTarget(name: "strings-lint", dependencies: ["StringsCLI"]),
    .executableTarget(name: "strings-merge", dependencies: ["StringsCLI"]),
    .executableTarget(name: "strings-tools", dependencies: ["StringsCLI"]),
    // Lints a target's localization resources on every build (swift build, Xcode).
    .plugin(
      name: "StringsLintBuildPlugin", capability: .buildTool(), dependencies: ["strings-lint"]),
    // Generates typed Swift accessors for a target's tables (strings-gen --symbols) on every build.
    .plugin(
      name: "StringsSymbolsPlugin", capability: .buildTool(), dependencies: ["strings-gen"]),
    // `swift package strings-lint|strings-gen|strings-merge …` on the package that depends on this.
    .plugin(
      name: "StringsLintCommand",
      capability: .command(
        intent: .custom(verb: "strings-lint", description: "Check the localization files")),
      dependencies: ["strings-lint"]),
    .plugin(
      name: "StringsGenCommand",
      capability: .command(
        intent: .custom(verb: "strings-gen", description: "Generate .strings tables from Swift"),
        permissions: [
          .writeToPackageDirectory(reason: "strings-gen writes the .strings tables it generates")
        ]),
      dependencies: ["strings-gen"]),
    .plugin(
      name: "StringsMergeCommand",
      capability: .command(
        intent: .custom(
          verb: "strings-merge", description: "Update every language from the reference"),
        permissions: [
          .writeToPackageDirectory(reason: "strings-merge updates the languages' .strings files")
        ]),
      dependencies: ["strings-merge"]),
    // The executables are listed so that the smoke tests always run freshly built binaries.
    .testTarget(
      name: "StringsKitTests",
      dependencies: ["StringsKit", "StringsCLI", "strings-gen", "strings-lint", "strings-merge"]
    ),
  ]
)
