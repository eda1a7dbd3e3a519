// swift-tools-version:6.0
// A package that uses the strings tools' plugins, depending on the repository by path.
// Scripts/check-plugins.sh builds it and runs the command plugins on it.
import Foundation
import PackageDescription

// A path dependency's package name is the name of its folder: whatever the clone is called.
let tools = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
let toolsPackage = tools.lastPathComponent.lowercased()

let package = Package(
  name: "plugin-package",
  defaultLocalization: "en",
  dependencies: [.package(path: tools.path)],
  targets: [
    // German lacks a key: a warning, and the build goes on.
    .target(
      name: "Greeter", resources: [.process("Resources")],
      plugins: [.plugin(name: "StringsLintBuildPlugin", package: toolsPackage)]),
    // French has a syntax error: the build fails.
    .target(
      name: "Broken", resources: [.process("Resources")],
      plugins: [.plugin(name: "StringsLintBuildPlugin", package: toolsPackage)]),
    // Typed accessors generated from its table at build time, used by its code.
    .executableTarget(
      name: "Welcome", resources: [.process("Resources")],
      plugins: [.plugin(name: "StringsSymbolsPlugin", package: toolsPackage)]),
  ]
)
