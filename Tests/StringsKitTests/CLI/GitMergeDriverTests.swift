import Foundation
import Testing

@testable import StringsKit

/// `strings-merge` as git's merge driver and diff text conversion, run by real `git` in
/// scratch repositories: installed with `--install-git-driver`, then a translation import and a
/// feature branch merged with `git merge`.
@Suite(.enabled(if: ExternalTool.find("git") != nil, "git is not installed"))
struct GitMergeDriverTests {
  static let corpusCatalog = Fixtures.sharedCorpus("xcstrings")?.appendingPathComponent(
    "linearmouse/LinearMouse/Localizable.xcstrings")

  /// A fresh repository with the driver installed by `strings-merge --install-git-driver`.
  struct Repository {
    let path: String
    let environment: [String: String]

    init() throws {
      let root = ScratchFolder.make("git-merge")
      path = root + "/repo"
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] =
        Executables.binDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      // No user or system configuration: the repository's own is all that counts.
      environment["HOME"] = root
      environment["XDG_CONFIG_HOME"] = root + "/config"
      environment["GIT_CONFIG_NOSYSTEM"] = "1"
      environment["LC_ALL"] = "C"
      self.environment = environment
      try git("init", "-q", "-b", "main")
      try git("config", "user.name", "Test")
      try git("config", "user.email", "test@example.com")
      let install = try tool("--install-git-driver")
      #expect(install.status == 0, "\(install.standardError)")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> ExternalTool.Result {
      try run(arguments)
    }

    func run(_ arguments: [String]) throws -> ExternalTool.Result {
      let git = try #require(ExternalTool.find("git"))
      return try ExternalTool.run(git, arguments, in: path, environment: environment)
    }

    func tool(_ arguments: String...) throws -> ExternalTool.Result {
      try ExternalTool.run(
        Executables.binDirectory.appendingPathComponent("strings-merge").path, arguments,
        in: path, environment: environment)
    }

    func write(_ bytes: [UInt8], to name: String) throws {
      let url = URL(fileURLWithPath: path + "/" + name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }

    func read(_ name: String) throws -> [UInt8] {
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
    }

    func commit(_ message: String) throws {
      try git("add", "-A")
      let result = try git("commit", "-q", "-m", message)
      #expect(result.status == 0, "\(result.standardError)")
    }
  }

  // MARK: - Catalog edits

  static func unit(_ value: String, state: String = "translated") -> CatalogNode {
    .object([
      CatalogMember(
        "stringUnit",
        .object([CatalogMember("state", .string(state)), CatalogMember("value", .string(value))]))
    ])
  }

  /// Sets `key`'s localization in `language`, adding the key or the language where Xcode would.
  static func set(
    _ root: inout CatalogNode, _ key: String, _ language: String, _ value: String,
    state: String = "translated"
  ) {
    root.updateMember("strings") { strings in
      var entry = strings.member(key) ?? .object([])
      var localizations = entry.member("localizations") ?? .object([])
      localizations.setMember(language, unit(value, state: state))
      entry.setMember("localizations", localizations)
      strings.setMember(key, entry)
    }
  }

  static func keys(_ root: CatalogNode) -> [String] {
    root.member("strings")?.members?.map(\.key) ?? []
  }

  // MARK: - The merge of a translation import and a feature branch

  @Test(.enabled(if: corpusCatalog != nil, "../shared/corpus is not there: nothing to merge"))
  func translationImportAndFeatureBranchMergeWithOneReportedConflict() throws {
    let repository = try Repository()
    let attributes = String(decoding: try repository.read(".gitattributes"), as: UTF8.self)
    #expect(attributes == GitDriverSetup.attributeLines.map { $0 + "\n" }.joined())
    let driver = try repository.git("config", "merge.strings.driver")
    #expect(driver.standardOutput == "strings-merge --merge-driver %O %A %B %P\n")

    // Base: the real catalog, a UTF-16 .strings table with CRLF, and a .stringsdict.
    let baseBytes = [UInt8](try Data(contentsOf: try #require(Self.corpusCatalog)))
    let baseRoot = try #require(CatalogReader.read(baseBytes, path: "L.xcstrings").root)
    #expect(CatalogWriter.data(for: baseRoot) == baseBytes)
    let keys = Self.keys(baseRoot)
    let reworded = keys[5]
    let retranslated = keys[6]
    let conflicted = keys[7]
    try repository.write(baseBytes, to: "Localizable.xcstrings")
    try repository.write(Self.baseStrings, to: "de.lproj/Localizable.strings")
    try repository.write(Self.baseStringsdict, to: "de.lproj/Localizable.stringsdict")
    try repository.commit("Base")

    // Theirs: a translation import (Esperanto for twenty keys, a French correction), a new key,
    // and a German edit of the conflicted unit.
    try repository.git("checkout", "-q", "-b", "import")
    var theirs = baseRoot
    for key in keys.prefix(20) { Self.set(&theirs, key, "eo", "eo: " + key) }
    Self.set(&theirs, retranslated, "fr", "Traduction corrigée")
    Self.set(&theirs, "zz Imported key", "de", "Importiert")
    Self.set(&theirs, conflicted, "de", "Theirs")
    try repository.write(CatalogWriter.data(for: theirs), to: "Localizable.xcstrings")
    try repository.write(Self.theirsStrings, to: "de.lproj/Localizable.strings")
    try repository.write(Self.theirsStringsdict, to: "de.lproj/Localizable.stringsdict")
    try repository.commit("Import translations")

    // Ours: a new key, a reworded source string and another German edit of the same unit.
    try repository.git("checkout", "-q", "main")
    var ours = baseRoot
    Self.set(&ours, "A new feature", "en", "A new feature")
    Self.set(&ours, reworded, "en", "Reworded source")
    Self.set(&ours, conflicted, "de", "Ours")
    try repository.write(CatalogWriter.data(for: ours), to: "Localizable.xcstrings")
    try repository.write(Self.oursStrings, to: "de.lproj/Localizable.strings")
    try repository.write(Self.oursStringsdict, to: "de.lproj/Localizable.stringsdict")
    try repository.commit("Feature")

    let merge = try repository.git("merge", "--no-edit", "import")
    #expect(merge.status == 1)
    let output = merge.standardOutput + merge.standardError
    #expect(output.contains("CONFLICT (content): Merge conflict in Localizable.xcstrings"))
    #expect(
      output.contains(
        "Localizable.xcstrings: \(conflicted) [de]: ours \"Ours\" / theirs \"Theirs\""))
    #expect(
      output.contains(
        "de.lproj/Localizable.strings: close: ours \"Zumachen\" / theirs \"Schließen!\""))
    #expect(
      output.contains(
        "de.lproj/Localizable.stringsdict: items [n.other]: ours \"%d Sachen\" / theirs \"%d Dinge\""
      ))
    let unmerged = try repository.git("diff", "--name-only", "--diff-filter=U")
    #expect(
      unmerged.standardOutput
        == "Localizable.xcstrings\nde.lproj/Localizable.strings\nde.lproj/Localizable.stringsdict\n"
    )

    // The catalog: both sides' edits, the conflicted unit ours and needs_review, in exactly the
    // bytes the writer (Xcode's layout) gives.
    var expected = ours
    for key in keys.prefix(20) { Self.set(&expected, key, "eo", "eo: " + key) }
    Self.set(&expected, retranslated, "fr", "Traduction corrigée")
    Self.set(&expected, "zz Imported key", "de", "Importiert")
    Self.set(&expected, conflicted, "de", "Ours", state: "needs_review")
    let merged = try repository.read("Localizable.xcstrings")
    #expect(merged == CatalogWriter.data(for: expected))
    #expect(!String(decoding: merged, as: UTF8.self).contains("<<<<<<<"))
    let mergedLines = Set(
      LocalizationUnitReader.lines(merged, path: "L.xcstrings").lines.map(\.text))
    let baseLines = Set(
      LocalizationUnitReader.lines(baseBytes, path: "L.xcstrings").lines.map(\.text))
    for side in [ours, theirs] {
      for line in LocalizationUnitReader.lines(CatalogWriter.data(for: side), path: "L.xcstrings")
        .lines where !baseLines.contains(line.text) && line.key != conflicted
      {
        #expect(mergedLines.contains(line.text), "lost: \(line.text)")
      }
    }

    // .strings: UTF-16 with its byte order mark and CRLF, every comment, theirs in a comment.
    #expect(try repository.read("de.lproj/Localizable.strings") == Self.expectedStrings)
    // .stringsdict: both sides' keys and categories, theirs in an XML comment.
    let stringsdict = try repository.read("de.lproj/Localizable.stringsdict")
    #expect(
      String(decoding: stringsdict, as: UTF8.self)
        == String(decoding: Self.expectedStringsdict, as: UTF8.self))
    #expect(!StringsdictParser.parse(Data(stringsdict), path: "x.stringsdict").hasErrors)
  }

  @Test(.enabled(if: corpusCatalog != nil, "../shared/corpus is not there: nothing to merge"))
  func mergeWithoutConflictsCommitsAndDiffShowsUnits() throws {
    let repository = try Repository()
    let baseBytes = [UInt8](try Data(contentsOf: try #require(Self.corpusCatalog)))
    let baseRoot = try #require(CatalogReader.read(baseBytes, path: "L.xcstrings").root)
    let keys = Self.keys(baseRoot)
    try repository.write(baseBytes, to: "Localizable.xcstrings")
    try repository.commit("Base")
    try repository.git("checkout", "-q", "-b", "import")
    var theirs = baseRoot
    Self.set(&theirs, keys[2], "de", "Neu übersetzt")
    try repository.write(CatalogWriter.data(for: theirs), to: "Localizable.xcstrings")
    try repository.commit("Import")
    try repository.git("checkout", "-q", "main")
    var ours = baseRoot
    Self.set(&ours, "A new feature", "en", "A new feature")
    try repository.write(CatalogWriter.data(for: ours), to: "Localizable.xcstrings")
    try repository.commit("Feature")
    let merge = try repository.git("merge", "--no-edit", "import")
    #expect(merge.status == 0, "\(merge.standardOutput)\(merge.standardError)")
    var expected = ours
    Self.set(&expected, keys[2], "de", "Neu übersetzt")
    #expect(try repository.read("Localizable.xcstrings") == CatalogWriter.data(for: expected))
    let status = try repository.git("status", "--porcelain")
    #expect(status.standardOutput.isEmpty)

    // `git diff` through the text conversion: one line per changed value.
    let diff = try repository.git("diff", "HEAD~1", "HEAD", "--", "Localizable.xcstrings")
    #expect(
      diff.standardOutput.contains(
        "\n+\(ThreeWayConflict.quoted(keys[2])) [de] value: \"Neu übersetzt\"\n"))
    #expect(!diff.standardOutput.contains("\"stringUnit\""))
  }

  @Test func unreadableSideLeavesOursUntouchedAndExitsTwo() throws {
    let folder = ScratchFolder.make("git-merge-driver")
    let base = ThreeWayMergeTests.catalog([("Hello", [("de", "Hallo")])])
    let ours = ThreeWayMergeTests.catalog([("Hello", [("de", "Servus")])])
    try Data(base).write(to: URL(fileURLWithPath: folder + "/O"))
    try Data(ours).write(to: URL(fileURLWithPath: folder + "/A"))
    try Data("{ \"strings\" : ".utf8).write(to: URL(fileURLWithPath: folder + "/B"))
    let result = try Executables.run(
      "strings-merge", ["--merge-driver", "O", "A", "B", "Localizable.xcstrings"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix("Localizable.xcstrings:1:"))
    #expect(
      result.standardError.contains(
        "strings-merge: error: Localizable.xcstrings not merged; the file is left as it was"))
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/A"))) == ours)
  }

  @Test func installIsIdempotent() throws {
    let repository = try Repository()
    try repository.write(Array("*.png binary\n".utf8), to: ".gitattributes")
    let first = try repository.tool("--install-git-driver")
    let afterFirst = try repository.read(".gitattributes")
    let second = try repository.tool("--install-git-driver")
    #expect(first.status == 0 && second.status == 0)
    #expect(try repository.read(".gitattributes") == afterFirst)
    #expect(
      String(decoding: afterFirst, as: UTF8.self)
        == "*.png binary\n" + GitDriverSetup.attributeLines.map { $0 + "\n" }.joined())
    let drivers = try repository.git("config", "--get-all", "merge.strings.driver")
    #expect(drivers.standardOutput == "strings-merge --merge-driver %O %A %B %P\n")
    #expect(second.standardOutput.contains("already routes localization files"))
  }

  @Test func globalInstallWritesTheUserConfigurationAndAttributes() throws {
    let repository = try Repository()
    let result = try repository.tool("--install-git-driver", "--global")
    #expect(result.status == 0, "\(result.standardError)")
    let home = try #require(repository.environment["HOME"])
    let config = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: home + "/.gitconfig")), as: UTF8.self)
    #expect(config.contains("driver = strings-merge --merge-driver %O %A %B %P"))
    let attributes = try Data(
      contentsOf: URL(
        fileURLWithPath: try #require(repository.environment["XDG_CONFIG_HOME"]) + "/git/attributes"
      ))
    #expect(
      String(decoding: attributes, as: UTF8.self)
        == GitDriverSetup.attributeLines.map { $0 + "\n" }.joined())
  }

  // MARK: - .strings and .stringsdict sides

  static let baseStrings = ThreeWayMergeTests.utf16CRLF(
    """
    /* Title of the main window */
    "window.title" = "Hauptfenster";

    /* Open button */
    "open" = "Öffnen";

    /* Close button */
    "close" = "Schließen";

    """)
  static let oursStrings = ThreeWayMergeTests.utf16CRLF(
    """
    /* Title of the main window */
    "window.title" = "Hauptfenster";

    /* Open button */
    "open" = "Öffnen…";

    /* Close button */
    "close" = "Zumachen";

    /* New in the feature */
    "ours.key" = "Unseres";

    """)
  static let theirsStrings = ThreeWayMergeTests.utf16CRLF(
    """
    /* Title of the main window */
    "window.title" = "Fenster";

    /* Imported */
    "import.key" = "Importiert";

    /* Open button */
    "open" = "Öffnen";

    /* Close button */
    "close" = "Schließen!";

    """)
  static let expectedStrings = ThreeWayMergeTests.utf16CRLF(
    """
    /* Title of the main window */
    "window.title" = "Fenster";

    /* Imported */
    "import.key" = "Importiert";

    /* Open button */
    "open" = "Öffnen…";

    /* Close button
       strings-merge conflict: theirs "Schließen!" */
    "close" = "Zumachen";

    /* New in the feature */
    "ours.key" = "Unseres";

    """)

  static let baseStringsdict = ThreeWayMergeTests.stringsdict([
    ("files", [("one", "%d Datei"), ("other", "%d Dateien")]),
    ("items", [("one", "%d Ding"), ("other", "%d Dinger")]),
  ])
  static let oursStringsdict = ThreeWayMergeTests.stringsdict([
    ("files", [("one", "%d Datei"), ("other", "%d Dateien!")]),
    ("items", [("one", "%d Ding"), ("other", "%d Sachen")]),
    ("songs", [("one", "%d Lied"), ("other", "%d Lieder")]),
  ])
  static let theirsStringsdict = ThreeWayMergeTests.stringsdict([
    ("apps", [("one", "%d App"), ("other", "%d Apps")]),
    ("files", [("zero", "keine Dateien"), ("one", "%d Datei"), ("other", "%d Dateien")]),
    ("items", [("one", "%d Ding"), ("other", "%d Dinge")]),
  ])
  static let expectedStringsdict: [UInt8] = {
    let file = String(
      decoding: ThreeWayMergeTests.stringsdict([
        ("files", [("one", "%d Datei"), ("other", "%d Dateien!"), ("zero", "keine Dateien")]),
        ("items", [("one", "%d Ding"), ("other", "%d Sachen")]),
        ("songs", [("one", "%d Lied"), ("other", "%d Lieder")]),
        ("apps", [("one", "%d App"), ("other", "%d Apps")]),
      ]), as: UTF8.self)
    return Array(
      file.replacingOccurrences(
        of: "\t\t\t<key>other</key>\n\t\t\t<string>%d Sachen</string>",
        with:
          "\t\t\t<!-- strings-merge conflict: theirs \"%d Dinge\" -->\n"
          + "\t\t\t<key>other</key>\n\t\t\t<string>%d Sachen</string>"
      ).utf8)
  }()
}
