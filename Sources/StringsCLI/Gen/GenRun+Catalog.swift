import Foundation
import StringsKit

/// `strings-gen --catalog`: the generated tables synced into String Catalogs instead of written
/// as `.strings`.
extension GenRun {
  /// Syncs each generated table into its catalog, found by ``CatalogLocations`` below the
  /// catalog root, or into a new `<Table>.xcstrings` in the folder of `named`.
  ///
  /// The named catalog is synced only when some string of the code goes to its table: a
  /// catalog whose name matches no table would otherwise have every key marked stale (what
  /// Xcode's sync is reported to do). Catalogs of tables the code does not feed are not
  /// touched. A table with two catalogs below the root stops the run before anything is
  /// written: syncing either would leave the two to compile into one table.
  func syncCatalogs(_ tables: GeneratedTables, named: String) -> (WriteReport, ExitStatus) {
    var report = WriteReport()
    let tool = GenCommand.tool.name
    let root =
      catalogRoot
      ?? CatalogLocations.defaultRoot(sources: arguments.map(display.absolute), catalog: named)
    let locations: CatalogLocations
    if FileFinder.isDirectory(root) {
      locations = CatalogLocations(root: root, display: display)
    } else if catalogRoot == nil {
      // The named catalog's folder, not made yet: no catalog to find.
      locations = CatalogLocations(root: root, catalogs: [])
    } else {
      report.errors = "\(tool): error: \(StringsError.notADirectory(path: display.display(root)))\n"
      return (report, .couldNotRun)
    }
    for error in locations.errors { report.errors += "\(tool): warning: \(error)\n" }
    let namedExists = FileFinder.exists(named)
    let namedTable = Catalog.empty(path: named, sourceLanguage: sourceLanguage).tableName
    if !tables.tables.contains(where: { $0.name.isLiterallyEqual(to: namedTable) }) {
      let shown = display.display(named)
      report.errors +=
        "\(shown): warning: no string in the sources goes to table '\(namedTable)'; "
        + "left unchanged rather than marking every key stale\n"
    }
    var targets: [(table: GeneratedTable, path: String)] = []
    var ambiguous = false
    for table in tables.tables {
      switch locations.destination(ofTable: table.name, named: named, namedExists: namedExists) {
      case .existing(let path), .new(let path):
        targets.append((table, path))
      case .storyboard(let path):
        report.errors +=
          "\(display.display(path)): warning: table '\(table.name)' is a storyboard's catalog, "
          + "which Swift code does not feed; left unchanged\n"
      case .ambiguous(let paths):
        ambiguous = true
        report.errors +=
          "\(tool): error: table '\(table.name)' has \(paths.count) catalogs below "
          + "\(display.display(root)): "
          + paths.map { "'\(display.display($0))'" }.joined(separator: ", ")
          + "; nothing written (keep one, or give --catalog-root a folder holding one)\n"
      }
    }
    if ambiguous { return (report, .couldNotRun) }
    var status = ExitStatus.clean
    for target in targets {
      // Read, synced and written under the lock: a parallel sync or import of the catalog
      // waits instead of writing over this one.
      let outcome = FileUpdateLock.updating(target.path) { sync(target.table, into: target.path) }
      report.errors += outcome.errors
      report.output += outcome.output
      status = status.combined(with: outcome.status)
    }
    return (report, status)
  }

  private func sync(_ table: GeneratedTable, into path: String) -> (
    errors: String, output: String, status: ExitStatus
  ) {
    let shown = display.display(path)
    let tool = GenCommand.tool.name
    let old: Data?
    let catalog: Catalog
    if FileFinder.exists(path) {
      do {
        old = try FileReader.read(path, displayPath: shown)
      } catch {
        return ("\(tool): error: \(error)\n", "", .couldNotRun)
      }
      catalog = CatalogReader.read(Array(old ?? Data()), path: shown)
      if let refusal = Self.refusal(catalog) { return (refusal, "", .couldNotRun) }
    } else {
      old = nil
      catalog = Catalog.empty(path: shown, sourceLanguage: sourceLanguage)
    }
    guard let extracted = ExtractedString.strings(of: table, options: generation) else {
      return ("\(tool): error: the table '\(table.name)' does not read back\n", "", .couldNotRun)
    }
    let plan = CatalogSync.plan(catalog, extracted: extracted, carryOver: carryOver)
    if plan.isEmpty && old != nil { return ("", "", .clean) }
    guard let bytes = catalog.applying(plan.edits).serialized() else {
      return ("\(tool): error: \(shown): the catalog cannot be written\n", "", .couldNotRun)
    }
    let new = Data(bytes)
    let line =
      "\(shown): \(old == nil ? "created; " : "")\(plan.summary)\n"
      + plan.carryOverLines.map { "\(shown): \($0)\n" }.joined()
    if dryRun { return ("", UnifiedDiff.text(old: old, new: new, path: shown) + line, .clean) }
    if check { return ("\(shown): would change: \(plan.summary)\n", "", .findings) }
    do {
      try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path,
        withIntermediateDirectories: true)
      try AtomicFileWriter.write(new, to: path, displayPath: shown)
    } catch {
      return ("\(tool): error: \(error)\n", "", .couldNotRun)
    }
    return ("", line, .clean)
  }

  /// The report for a catalog that cannot be edited safely; `nil` when it can.
  static func refusal(_ catalog: Catalog) -> String? {
    let errors = catalog.blockingDiagnostics
    guard !errors.isEmpty else { return nil }
    return GenCommand.tool.text(errors)
      + "\(catalog.path): error: not changed: the catalog does not read cleanly\n"
  }
}
