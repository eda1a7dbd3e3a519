import Foundation
import StringsCLI
import Testing

/// `strings-gen --catalog` in projects with catalogs in many folders: each table's existing
/// catalog is synced wherever it lives, none is created for a table that has one, two catalogs
/// of one table stop the run, and a plain catalog sync extracts what Xcode extracts.
@Suite struct CatalogSyncLocationsTests {
  static func write(_ files: [String: String], in folder: TemporaryDirectory) throws {
    for (relative, text) in files {
      let path = "\(folder.path)/\(relative)"
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
  }

  static let emptyCatalog =
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"

  static func catalogs(in folder: TemporaryDirectory) -> [String] {
    folder.snapshot().keys.filter { $0.hasSuffix(".xcstrings") }.sorted()
  }

  @Test func coteditorSyncedTwiceWritesNothingTheSecondTimeAndCreatesNoCatalog() throws {
    guard let app = Fixtures.sharedCorpus("xcode-sync/coteditor") else {
      print("skipping: ../shared/corpus/xcode-sync/coteditor is not there")
      return
    }
    let folder = TemporaryDirectory()
    try folder.copyContents(of: app)
    let before = Self.catalogs(in: folder)
    let arguments = [
      "--catalog", "CotEditor/Localizables/Application/Localizable.xcstrings", "CotEditor",
    ]
    let first = CommandRunner.run(GenCommand.main, arguments, in: folder.path)
    #expect(first.status == .clean, "\(first.standardError)")
    #expect(!first.standardOutput.contains("created"), "\(first.standardOutput)")
    #expect(Self.catalogs(in: folder) == before)
    let written = folder.snapshot()
    let second = CommandRunner.run(GenCommand.main, arguments, in: folder.path)
    #expect(second.status == .clean, "\(second.standardError)")
    #expect(second.standardOutput.isEmpty, "\(second.standardOutput)")
    #expect(folder.snapshot() == written)
  }

  @Test func aTableIsSyncedIntoItsCatalogInAnotherFolder() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      [
        "App/Localizable.xcstrings": Self.emptyCatalog,
        "App/Settings/Panes/Settings.xcstrings": Self.emptyCatalog,
        "App/Sources/View.swift": """
        let a = NSLocalizedString("hello", comment: "")
        let b = NSLocalizedString("pane.title", tableName: "Settings", comment: "")
        let c = NSLocalizedString("fresh", tableName: "Onboarding", comment: "")
        """,
      ], in: folder)
    let run = CommandRunner.run(
      GenCommand.main, ["--catalog", "App/Localizable.xcstrings", "App/Sources"], in: folder.path)
    #expect(run.status == .clean, "\(run.standardError)")
    let files = folder.snapshot()
    let settings = String(
      decoding: files["App/Settings/Panes/Settings.xcstrings"] ?? Data(), as: UTF8.self)
    #expect(settings.contains("\"pane.title\""))
    #expect(files["App/Settings.xcstrings"] == nil)
    // A table with no catalog gets one beside the named catalog.
    #expect(files["App/Onboarding.xcstrings"] != nil)
    #expect(run.standardOutput.contains("App/Onboarding.xcstrings: created; added 1"))
  }

  @Test func twoCatalogsOfOneTableAreAnErrorNamingBothAndNothingIsWritten() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      [
        "App/Localizable.xcstrings": Self.emptyCatalog,
        "App/A/Settings.xcstrings": Self.emptyCatalog,
        "App/B/Settings.xcstrings": Self.emptyCatalog,
        "App/Sources/View.swift": """
        let a = NSLocalizedString("hello", comment: "")
        let b = NSLocalizedString("pane.title", tableName: "Settings", comment: "")
        """,
      ], in: folder)
    let before = folder.snapshot()
    let run = CommandRunner.run(
      GenCommand.main, ["--catalog", "App/Localizable.xcstrings", "App/Sources"], in: folder.path)
    #expect(run.status == .couldNotRun)
    #expect(
      run.standardError
        == "strings-gen: error: table 'Settings' has 2 catalogs below App: 'App/A/Settings.xcstrings', "
        + "'App/B/Settings.xcstrings'; nothing written (keep one, or give --catalog-root a folder "
        + "holding one)\n")
    #expect(folder.snapshot() == before)
    // A root that holds one of them settles it.
    let narrowed = CommandRunner.run(
      GenCommand.main,
      ["--catalog", "App/Localizable.xcstrings", "--catalog-root", "App/A", "App/Sources"],
      in: folder.path)
    #expect(narrowed.status == .clean, "\(narrowed.standardError)")
    let settings = String(
      decoding: folder.snapshot()["App/A/Settings.xcstrings"] ?? Data(), as: UTF8.self)
    #expect(settings.contains("\"pane.title\""))
  }

  @Test func aStoryboardCatalogIsNotFedBySwift() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      [
        "App/Localizable.xcstrings": Self.emptyCatalog,
        "App/mul.lproj/Main.xcstrings": Self.emptyCatalog,
        "App/Sources/View.swift": """
        let a = NSLocalizedString("hello", comment: "")
        let b = NSLocalizedString("menu", tableName: "Main", comment: "")
        """,
      ], in: folder)
    let run = CommandRunner.run(
      GenCommand.main, ["--catalog", "App/Localizable.xcstrings", "App/Sources"], in: folder.path)
    #expect(run.status == .clean)
    #expect(
      run.standardError
        == "App/mul.lproj/Main.xcstrings: warning: table 'Main' is a storyboard's catalog, which "
        + "Swift code does not feed; left unchanged\n")
    let files = folder.snapshot()
    #expect(files["App/mul.lproj/Main.xcstrings"] == Data(Self.emptyCatalog.utf8))
    #expect(files["App/Main.xcstrings"] == nil)
  }

  @Test func aPlainCatalogSyncExtractsWhatXcodeDoesAndStringsTablesDoNot() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      [
        "Sources/View.swift": """
        let a = Text("Hello")
        let b = Button("Save") {}
        let c = String(localized: "Done")
        """
      ], in: folder)
    let run = CommandRunner.run(
      GenCommand.main, ["--catalog", "Localizable.xcstrings", "Sources"], in: folder.path)
    #expect(run.status == .clean, "\(run.standardError)")
    let catalog = String(
      decoding: folder.snapshot()["Localizable.xcstrings"] ?? Data(), as: UTF8.self)
    for key in ["Hello", "Save", "Done"] { #expect(catalog.contains("\"\(key)\" : {"), "\(key)") }
    // .strings output keeps genstrings' rules: none of these without flags.
    let strings = CommandRunner.run(
      GenCommand.main, ["-o", "en.lproj", "Sources"], in: folder.path)
    #expect(strings.status == .clean)
    #expect(folder.snapshot()["en.lproj/Localizable.strings"] == nil)
  }

  @Test func aCatalogInAFolderNotYetMadeIsCreated() throws {
    let folder = TemporaryDirectory()
    try Self.write(
      ["Sources/View.swift": "let a = NSLocalizedString(\"hello\", comment: \"\")\n"], in: folder)
    let run = CommandRunner.run(
      GenCommand.main, ["--catalog", "New/Folder/Localizable.xcstrings", "Sources"], in: folder.path
    )
    #expect(run.status == .clean, "\(run.standardError)")
    #expect(
      run.standardOutput
        == "New/Folder/Localizable.xcstrings: created; added 1, marked stale 0, flagged 0 for review, kept 0 manual\n"
    )
    // A root that is not there is the user's mistake, told before anything is written.
    let missing = CommandRunner.run(
      GenCommand.main,
      ["--catalog", "Other/Localizable.xcstrings", "--catalog-root", "Nowhere", "Sources"],
      in: folder.path)
    #expect(missing.status == .couldNotRun)
    #expect(missing.standardError == "strings-gen: error: 'Nowhere' is not a directory\n")
    #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/Other"))
  }

  @Test func catalogRootNeedsACatalogSync() {
    let folder = TemporaryDirectory()
    let run = CommandRunner.run(
      GenCommand.main, ["--catalog-root", "App", "Sources"], in: folder.path)
    #expect(run.status == .couldNotRun)
    #expect(run.standardError.contains("--catalog-root"))
  }
}
