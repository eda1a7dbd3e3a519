import Foundation
import Testing

@testable import StringsKit

/// The generated files compiled for real: the `string` style built and run against a real
/// `.lproj` bundle, and every style of every shared table type-checked in one `swiftc` run (the
/// `resource` style against `Fixtures/symbols/AppleDeclarations.swift`, since Linux Foundation
/// has no `LocalizedStringResource`). `swiftc` takes seconds: two runs in all.
@Suite(.serialized) struct SymbolCompileTests {
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// `Bundle.localizedString` on Linux picks the bundle's development region when no preferred
  /// language matches: `nl` here, so translated values and formatted arguments show.
  @Test func stringStyleRunsWithARealBundle() throws {
    guard let swiftc = ExternalTool.find("swiftc") else {
      print("skipping: swiftc is not installed")
      return
    }
    let folder = ScratchFolder.make("symbols-run")
    let resources = Fixtures.url("sample-app/Resources")
    let display = DisplayPath(workingDirectory: folder)
    let finder = FileFinder(
      paths: [resources.path], suffixes: SymbolTableReader.suffixes, display: display)
    let tables = SymbolTableReader.read(files: finder.files, display: display).tables
    let file = SymbolGenerator(options: SymbolOptions(style: .string, bundle: "symbolsBundle"))
      .generate(tables)
    try Self.write(file.text, to: "\(folder)/Strings.swift")
    try Self.write(
      """
      import Foundation
      let symbolsBundle = Bundle(path: CommandLine.arguments[1])!
      print(String.done)
      print(String.hello("Ana"))
      print(String.roundsOf(3, "Burpees"))
      print(String.plankHold)
      print(String.closeButton)
      print(String.stringsMenuSettings)

      """, to: "\(folder)/main.swift")
    let build = try ExternalTool.run(
      swiftc, ["-swift-version", "5", "main.swift", "Strings.swift", "-o", "program"], in: folder)
    #expect(build.status == 0, "\(build.standardError)")
    guard build.status == 0 else { return }
    let bundle = "\(folder)/Sample.bundle"
    for language in ["en", "nl"] {
      try FileManager.default.createDirectory(
        atPath: "\(bundle)/\(language).lproj", withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: resources.appendingPathComponent("\(language).lproj/Localizable.strings").path,
        toPath: "\(bundle)/\(language).lproj/Localizable.strings")
    }
    try Self.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleDevelopmentRegion</key><string>nl</string>
      </dict></plist>

      """, to: "\(bundle)/Info.plist")
    let run = try ExternalTool.run("\(folder)/program", [bundle], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput == """
        Klaar
        Hallo, Ana!
        3 rondes Burpees
        Plank „vasthouden”
        Sluiten
        Instellingen

        """)
  }

  /// Every table of the shared corpus and the sample app, in each style, in one module: every
  /// key gets a member that type-checks, and no two members clash.
  @Test func everySharedTableTypeChecks() throws {
    guard let swiftc = ExternalTool.find("swiftc") else {
      print("skipping: swiftc is not installed")
      return
    }
    var paths = [Fixtures.url("sample-app/Resources").path]
    let shared = ["xcstrings", "stringsdict", "swift/brave-ios"].compactMap(Fixtures.sharedCorpus)
    if shared.isEmpty { print("skipping the shared tables: ../shared/corpus is not there") }
    paths += shared.map(\.path)
    let folder = ScratchFolder.make("symbols-typecheck")
    let display = DisplayPath(workingDirectory: folder)
    let finder = FileFinder(paths: paths, suffixes: SymbolTableReader.suffixes, display: display)
    let read = SymbolTableReader.read(files: finder.files, display: display)
    #expect(read.errors.isEmpty)
    var files = [
      Fixtures.url("symbols/AppleDeclarations.swift").path,
      Fixtures.url("symbols/LocalizableProtocol.swift").path,
    ]
    for style in SymbolOptions.Style.allCases {
      let file = SymbolGenerator(options: SymbolOptions(style: style, access: .public))
        .generate(read.tables)
      let path = "\(folder)/\(style.rawValue).swift"
      try Self.write(file.text, to: path)
      files.append(path)
    }
    let check = try ExternalTool.run(
      swiftc, ["-typecheck", "-swift-version", "5", "-module-name", "Symbols"] + files, in: folder)
    #expect(check.status == 0, "\(check.standardError.prefix(4000))")
  }
}
