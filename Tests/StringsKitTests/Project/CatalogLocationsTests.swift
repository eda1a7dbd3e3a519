import Foundation
import Testing

@testable import StringsKit

/// Where a sync finds each table's catalog: every `*.xcstrings` below the root, build products
/// and other people's code skipped, storyboard catalogs told apart, two catalogs of one table
/// refused.
@Suite struct CatalogLocationsTests {
  /// A project with catalogs in many folders, and copies where none may be found.
  static func project() throws -> TemporaryDirectory {
    let folder = TemporaryDirectory()
    for relative in [
      "App/Localizable.xcstrings", "App/Settings/Panes/GeneralSettings.xcstrings",
      "App/mul.lproj/Main.xcstrings", "App/Dup.xcstrings", "Other/Dup.xcstrings",
      "Widget/Resources/Widget.xcstrings", ".build/debug/GeneralSettings.xcstrings",
      "DerivedData/App/Localizable.xcstrings", "Pods/Kit/Kit.xcstrings",
      ".git/Localizable.xcstrings", "App/Notes.txt",
    ] {
      let path = "\(folder.path)/\(relative)"
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
    }
    return folder
  }

  @Test func findsEveryCatalogBelowTheRootButBuildProductsAndPods() throws {
    let folder = try Self.project()
    let found = CatalogLocations(root: folder.path)
    #expect(found.errors.isEmpty)
    #expect(
      found.catalogs.map { String($0.path.dropFirst(folder.path.count + 1)) } == [
        "App/Dup.xcstrings", "App/Localizable.xcstrings",
        "App/Settings/Panes/GeneralSettings.xcstrings", "App/mul.lproj/Main.xcstrings",
        "Other/Dup.xcstrings", "Widget/Resources/Widget.xcstrings",
      ])
    #expect(
      found.catalogs.map(\.table) == [
        "Dup", "Localizable", "GeneralSettings", "Main", "Dup", "Widget",
      ])
    #expect(found.catalogs.map(\.isStoryboard) == [false, false, false, true, false, false])
  }

  @Test func aLinkLoopIsWalkedOnce() throws {
    let folder = try Self.project()
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder.path)/App/Settings/up", withDestinationPath: "../..")
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder.path)/Shared", withDestinationPath: "Widget")
    let found = CatalogLocations(root: folder.path)
    // Each catalog once, by whichever path reached its folder first.
    #expect(found.catalogs.count == 6)
    #expect(Set(found.catalogs.map(\.table)).count == 5)
  }

  @Test func aTableGoesToItsOneCatalogWhereverItIs() throws {
    let folder = try Self.project()
    let root = folder.path
    let found = CatalogLocations(root: root)
    let named = "\(root)/App/Localizable.xcstrings"
    #expect(
      found.destination(ofTable: "GeneralSettings", named: named, namedExists: true)
        == .existing("\(root)/App/Settings/Panes/GeneralSettings.xcstrings"))
    #expect(
      found.destination(ofTable: "Localizable", named: named, namedExists: true)
        == .existing(named))
    #expect(
      found.destination(ofTable: "Widget", named: named, namedExists: true)
        == .existing("\(root)/Widget/Resources/Widget.xcstrings"))
    // A new table's catalog goes beside the named one.
    #expect(
      found.destination(ofTable: "Onboarding", named: named, namedExists: true)
        == .new("\(root)/App/Onboarding.xcstrings"))
    // A storyboard's catalog is its table's, but Swift does not feed it.
    #expect(
      found.destination(ofTable: "Main", named: named, namedExists: true)
        == .storyboard("\(root)/App/mul.lproj/Main.xcstrings"))
    // Tables are told apart by their exact name.
    #expect(
      found.destination(ofTable: "generalSettings", named: named, namedExists: true)
        == .new("\(root)/App/generalSettings.xcstrings"))
  }

  @Test func twoCatalogsOfATableAreRefusedUnlessOneIsNamed() throws {
    let folder = try Self.project()
    let root = folder.path
    let found = CatalogLocations(root: root)
    let named = "\(root)/App/Localizable.xcstrings"
    #expect(
      found.destination(ofTable: "Dup", named: named, namedExists: true)
        == .ambiguous(["\(root)/App/Dup.xcstrings", "\(root)/Other/Dup.xcstrings"]))
    // The user's own choice settles it, when that catalog exists.
    #expect(
      found.destination(ofTable: "Dup", named: "\(root)/Other/Dup.xcstrings", namedExists: true)
        == .existing("\(root)/Other/Dup.xcstrings"))
    // A named catalog not yet written does not shadow an existing one of its table.
    #expect(
      found.destination(
        ofTable: "GeneralSettings", named: "\(root)/New/GeneralSettings.xcstrings",
        namedExists: false)
        == .existing("\(root)/App/Settings/Panes/GeneralSettings.xcstrings"))
  }

  @Test func theDefaultRootHoldsTheSourcesAndTheCatalog() {
    let folders: Set<String> = ["/p/App", "/p/Shared", "/p/App/Sources"]
    let isFolder = { folders.contains($0) }
    #expect(
      CatalogLocations.defaultRoot(
        sources: ["/p/App"], catalog: "/p/App/Localizables/Application/Localizable.xcstrings",
        isFolder: isFolder) == "/p/App")
    #expect(
      CatalogLocations.defaultRoot(
        sources: ["/p/App/Sources", "/p/Shared/x.swift"], catalog: "/p/App/Localizable.xcstrings",
        isFolder: isFolder) == "/p")
    #expect(
      CatalogLocations.defaultRoot(
        sources: ["/p/App/Sources/**/*.swift"], catalog: "/p/App/R/Localizable.xcstrings",
        isFolder: isFolder) == "/p/App")
    // Names are compared whole: `/p/App` and `/p/Apple` share only `/p`.
    #expect(
      CatalogLocations.defaultRoot(
        sources: ["/p/Apple"], catalog: "/p/App/Localizable.xcstrings", isFolder: { _ in true })
        == "/p")
    // Nothing in common but `/`: the catalog's own folder, never the whole disk.
    #expect(
      CatalogLocations.defaultRoot(
        sources: ["/a/Sources"], catalog: "/b/c/Localizable.xcstrings", isFolder: isFolder)
        == "/b/c")
  }
}
