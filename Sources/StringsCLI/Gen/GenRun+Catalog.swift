import Foundation
import StringsKit

/// `strings-gen --catalog`: the generated tables synced into String Catalogs instead of written
/// as `.strings`.
extension GenRun {
  /// Syncs each generated table into `<Table>.xcstrings` in the folder of `named`.
  ///
  /// The named catalog is synced only when some string of the code goes to its table: a
  /// catalog whose name matches no table would otherwise have every key marked stale (what
  /// Xcode's sync is reported to do). Other catalogs in the folder are not touched.
  func syncCatalogs(_ tables: GeneratedTables, named: String) -> (WriteReport, ExitStatus) {
    let folder = URL(fileURLWithPath: named).deletingLastPathComponent().path
    var report = WriteReport()
    var status = ExitStatus.clean
    let namedTable = Catalog.empty(path: named, sourceLanguage: sourceLanguage).tableName
    if !tables.tables.contains(where: { $0.name.isLiterallyEqual(to: namedTable) }) {
      let shown = display.display(named)
      report.errors +=
        "\(shown): warning: no string in the sources goes to table '\(namedTable)'; "
        + "left unchanged rather than marking every key stale\n"
    }
    for table in tables.tables {
      // Read, synced and written under the lock: a parallel sync or import of the catalog
      // waits instead of writing over this one.
      let path = "\(folder)/\(table.name).xcstrings"
      let outcome = FileUpdateLock.updating(path) { sync(table, into: path) }
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
    let plan = CatalogSync.plan(catalog, extracted: extracted)
    if plan.isEmpty && old != nil { return ("", "", .clean) }
    guard let bytes = catalog.applying(plan.edits).serialized() else {
      return ("\(tool): error: \(shown): the catalog cannot be written\n", "", .couldNotRun)
    }
    let new = Data(bytes)
    let line = "\(shown): \(old == nil ? "created; " : "")\(plan.summary)\n"
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
