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
  ],
  targets: [
    .target(name: "StringsKit"),
    .target(name: "StringsCLI", dependencies: ["StringsKit"]),
    .executableTarget(name: "strings-gen", dependencies: ["StringsCLI"]),
    .executableTarget(name: "strings-lint", dependencies: ["StringsCLI"]),
    .executableTarget(name: "strings-merge", dependencies: ["StringsCLI"]),
    // The executables are listed so that the smoke tests always run freshly built binaries.
    .testTarget(
      name: "StringsKitTests",
      dependencies: ["StringsKit", "StringsCLI", "strings-gen", "strings-lint", "strings-merge"]
    ),
  ]
)
