import Foundation
import Testing

@testable import StringsKit

/// `../shared/corpus/xcode-sync/`: three apps with the catalogs Xcode keeps in step with their
/// code. Each catalog fed by Swift is synced into an empty catalog of the same name from its own
/// target's sources, with ``ExtractionOptions/xcodeCatalog`` (what plain `strings-gen --catalog`
/// does), and the keys found are compared with the ones Xcode extracted: those with no
/// `extractionState` or `extracted_with_value` (`manual` keys were added by hand, `stale` ones
/// Xcode no longer finds).
///
/// Recall is Xcode's keys found over Xcode's keys; wrong is keys found that Xcode's catalog
/// does not hold at all, over keys found. Both are printed per catalog and per app, and held to
/// the figures the extraction reached, so that they only get better.
///
/// Left out: the `*.lproj` catalogs (storyboards), `InfoPlist` (the Info.plist), and catalogs
/// without a key Xcode extracted (CotEditor's `ServicesMenu` and `InAppPurchase`, all `manual`;
/// NetNewsWire's `DefaultAccountNames`, all `stale`). CotEditor's `MainMenu` and `AppShortcuts`
/// are in: Swift code feeds them (`table: "MainMenu"`, `AppShortcut(phrases:)`).
@Suite struct XcodeSyncOracleTests {
  /// One catalog and the folders of the target that feeds it, relative to the app's folder.
  struct Target: Sendable {
    var catalog: String
    var sources: [String]
  }

  struct App: Sendable, CustomStringConvertible {
    var name: String
    var targets: [Target]
    /// The figures reached, in tenths of a percent: recall may not fall below, wrong may not
    /// rise above.
    var recallFloor: Int
    var wrongCeiling: Int
    var description: String { name }
  }

  static let apps: [App] = [
    App(
      name: "linearmouse",
      targets: [Target(catalog: "LinearMouse/Localizable.xcstrings", sources: ["LinearMouse"])],
      recallFloor: 1000, wrongCeiling: 0),
    App(
      name: "netnewswire",
      targets: [
        // Both app targets (Mac, iOS) hold the shared catalog and the shared code.
        Target(catalog: "Shared/Localizable.xcstrings", sources: ["Mac", "Shared", "iOS"]),
        Target(catalog: "Widget/Resources/Localizable.xcstrings", sources: ["Widget"]),
        Target(
          catalog: "Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings",
          sources: ["Modules/ActivityLog/Sources/ActivityLog"]),
      ],
      recallFloor: 995, wrongCeiling: 0),
    App(
      name: "coteditor", targets: coteditorTargets(), recallFloor: 1000, wrongCeiling: 0),
  ]

  /// Every catalog of the app folder `CotEditor/Localizables/` (fed by `CotEditor/`), and each
  /// package target's `Packages/P/Sources/T/Resources/*.xcstrings` (fed by that target's folder).
  static func coteditorTargets() -> [Target] {
    guard let app = Fixtures.sharedCorpus("xcode-sync/coteditor") else { return [] }
    let outOfScope: Set<String> = ["InfoPlist", "ServicesMenu", "InAppPurchase"]
    return Fixtures.files(below: app, suffix: ".xcstrings").compactMap { url in
      let relative = String(url.path.dropFirst(app.path.count + 1))
      let location = CatalogLocations.Location(path: url.path)
      if location.isStoryboard || outOfScope.contains(location.table) { return nil }
      if relative.hasPrefix("CotEditor/Localizables/") {
        return Target(catalog: relative, sources: ["CotEditor"])
      }
      guard relative.hasPrefix("Packages/"), relative.contains("/Resources/") else { return nil }
      let target = relative.components(separatedBy: "/Resources/")[0]
      return Target(catalog: relative, sources: [target])
    }
  }

  /// Counts for one catalog, or summed for an app.
  struct Figures {
    var xcodeKeys = 0
    var found = 0
    var recalled = 0
    var wrong = 0
    /// A few of the wrong keys, to show what goes wrong.
    var wrongSamples: [String] = []

    var recall: Double { xcodeKeys == 0 ? 1 : Double(recalled) / Double(xcodeKeys) }
    var wrongShare: Double { found == 0 ? 0 : Double(wrong) / Double(found) }
    /// In tenths of a percent, rounded down; wrong rounded up.
    var recallTenths: Int { Int((recall * 1000).rounded(.down)) }
    var wrongTenths: Int { Int((wrongShare * 1000).rounded(.up)) }

    static func + (a: Figures, b: Figures) -> Figures {
      Figures(
        xcodeKeys: a.xcodeKeys + b.xcodeKeys, found: a.found + b.found,
        recalled: a.recalled + b.recalled, wrong: a.wrong + b.wrong)
    }

    var line: String {
      let recallText = String(format: "%.1f%%", recall * 100)
      let wrongText = String(format: "%.1f%%", wrongShare * 100)
      let samples = wrongSamples.isEmpty ? "" : ", e.g. \(wrongSamples)"
      return
        "recall \(recalled)/\(xcodeKeys) (\(recallText)), wrong \(wrong)/\(found) (\(wrongText))"
        + samples
    }
  }

  @Test(arguments: apps)
  func syncFindsWhatXcodeFound(_ app: App) throws {
    guard let folder = Fixtures.sharedCorpus("xcode-sync/\(app.name)") else {
      print("skipping: ../shared/corpus/xcode-sync/\(app.name) is not there")
      return
    }
    try #require(!app.targets.isEmpty)
    var tablesBySources: [[String]: GeneratedTables] = [:]
    var total = Figures()
    for target in app.targets {
      let tables: GeneratedTables
      if let known = tablesBySources[target.sources] {
        tables = known
      } else {
        tables = try Self.tables(sources: target.sources.map { "\(folder.path)/\($0)" })
        tablesBySources[target.sources] = tables
      }
      let figures = try Self.figures(catalog: "\(folder.path)/\(target.catalog)", tables: tables)
      print("xcode-sync \(app.name) \(target.catalog): \(figures.line)")
      total = total + figures
    }
    print("xcode-sync \(app.name): \(total.line)")
    #expect(total.recallTenths >= app.recallFloor, "\(app.name): \(total.line)")
    #expect(total.wrongTenths <= app.wrongCeiling, "\(app.name): \(total.line)")
  }

  /// The tables `strings-gen --catalog` generates from `sources` (absolute folders).
  static func tables(sources: [String]) throws -> GeneratedTables {
    let list = FileFinder(
      paths: sources, suffixes: [".swift"], display: DisplayPath(workingDirectory: "/"))
    try #require(list.errors.isEmpty, "\(list.errors)")
    let sources = try list.files.map { ($0, try FileReader.bytes($0)) }
    // As strings-gen does: the declarations of every source first, since a key's type may be
    // declared in another file.
    var extractor = LocalizationExtractor(options: .xcodeCatalog)
    extractor.declarations = DeclarationModel.merged(sources.map { DeclarationModel(file: $0.1) })
    var references: [KeyReference] = []
    for (file, bytes) in sources {
      references += extractor.extract(bytes, path: file).references
    }
    return Generator(options: catalogGeneration).generate(references)
  }

  /// The generator options of a catalog sync (`strings-gen --catalog` with no other flag).
  static let catalogGeneration = GeneratorOptions(outputEncoding: .utf8)

  /// The keys a sync of the table of `catalog` adds to an empty catalog, against the catalog.
  static func figures(catalog path: String, tables: GeneratedTables) throws -> Figures {
    let xcode = CatalogReader.read(try FileReader.bytes(path), path: path)
    try #require(!xcode.hasErrors)
    let table = xcode.tableName
    var found: [String] = []
    if let generated = tables.tables.first(where: { $0.name.isLiterallyEqual(to: table) }) {
      let extracted = try #require(
        ExtractedString.strings(of: generated, options: catalogGeneration))
      let empty = Catalog.empty(path: path, sourceLanguage: xcode.sourceLanguage ?? "en")
      found = CatalogSync.plan(empty, extracted: extracted).added
    }
    let all = Set(xcode.entries.map { LiteralKey($0.key) })
    let extractedByXcode = Set(
      xcode.entries.filter {
        $0.extractionState == nil || $0.extractionState == "extracted_with_value"
      }.map { LiteralKey($0.key) })
    let foundKeys = Set(found.map(LiteralKey.init))
    let wrong = found.filter { !all.contains(LiteralKey($0)) }
    return Figures(
      xcodeKeys: extractedByXcode.count, found: foundKeys.count,
      recalled: foundKeys.intersection(extractedByXcode).count, wrong: wrong.count,
      wrongSamples: Array(wrong.prefix(3)))
  }
}
