import Foundation
import StringsKit

/// `strings-merge --compile`, `--migrate-from-catalog` and `--migrate-to-catalog`: String
/// Catalogs turned into `.lproj` tables and back. Every file is written atomically and only
/// when its bytes change; `--dry-run` prints the diff and `--check` exits 1 instead.
struct CatalogRun {
  enum Task: Sendable, Equatable {
    case compile
    case migrateFromCatalog
    case migrateToCatalog
  }

  let environment: CommandEnvironment
  let display: DisplayPath
  let task: Task
  let inputs: [String]
  /// Absolute; `nil` means beside each catalog (`--migrate-from-catalog` only).
  let outputDirectory: String?
  /// The reference language of `--migrate-to-catalog` (`--reference`); default en, else Base.
  let reference: String?
  let dryRun: Bool
  let check: Bool
  /// `--force`: `--migrate-from-catalog` may replace the tables beside the catalog.
  let force: Bool
  /// `--compile-format`: text unless binary is asked for.
  let compileFormat: CompiledTableFormat
  let writer: MergeRun.Writer

  init(
    options: MergeCommand.Options, positionals: [String], environment: CommandEnvironment,
    writer: @escaping MergeRun.Writer
  ) throws(UsageError) {
    self.environment = environment
    self.writer = writer
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    guard let first = options.catalogTasks.first else {
      throw .missingArgument("--compile or --migrate-from-catalog (-o names their output)")
    }
    if let other = options.catalogTasks.first(where: { $0.task != first.task }) {
      throw .conflictingOptions(first.spelling, other.spelling)
    }
    task = first.task
    for (given, spelling) in [
      (options.addLanguage != nil, "--add-language"),
      (options.reference != nil && task != .migrateToCatalog, "--reference"),
      (options.outputDirectory != nil && task == .migrateToCatalog, "--output-dir"),
      (options.prune, "--prune"), (options.keepComments, "--keep-comments"),
      (options.newValueGiven, "--new-value"),
      (options.compileFormat != nil && task != .compile, "--compile-format"),
      (options.force && task != .migrateFromCatalog, "--force"),
    ] where given {
      throw .conflictingOptions(first.spelling, spelling)
    }
    reference = options.reference
    force = options.force
    compileFormat = options.compileFormat ?? .text
    if task == .migrateToCatalog {
      inputs = (positionals.isEmpty ? ["."] : positionals).map(display.absolute)
      outputDirectory = nil
      dryRun = options.dryRun
      check = options.check
      return
    }
    if positionals.isEmpty { throw .missingArgument("catalogs (.xcstrings files)") }
    for path in positionals where !path.hasSuffix(".xcstrings") {
      throw .invalidValue(
        option: first.spelling, value: path, reason: "a String Catalog's name ends in .xcstrings")
    }
    if task == .compile && options.outputDirectory == nil {
      throw .missingArgument("-o DIR (where --compile writes the .lproj folders)")
    }
    inputs = positionals.map(display.absolute)
    outputDirectory = options.outputDirectory.map(display.absolute)
    dryRun = options.dryRun
    check = options.check
  }

  /// What one run prints and how it ends.
  struct Outcome {
    var report = ""
    var diagnostics = ""
    var status = ExitStatus.clean

    mutating func fail(_ message: some CustomStringConvertible) {
      diagnostics += "\(MergeCommand.tool.name): error: \(message)\n"
      status = status.combined(with: .couldNotRun)
    }
  }

  func execute() -> ExitStatus {
    var outcome = Outcome()
    if task == .migrateToCatalog {
      migrateToCatalogs(into: &outcome)
    } else {
      for path in inputs { compile(path, into: &outcome) }
    }
    if !outcome.diagnostics.isEmpty { environment.standardError(outcome.diagnostics) }
    if !outcome.report.isEmpty { environment.standardOutput(outcome.report) }
    return outcome.status
  }

  /// Reads a catalog to compile; `nil` (with the reason in `outcome`) when it cannot be used.
  func readCatalog(_ path: String, into outcome: inout Outcome) -> Catalog? {
    let shown = display.display(path)
    let data: Data
    do {
      data = try FileReader.read(path, displayPath: shown)
    } catch {
      outcome.fail(error)
      return nil
    }
    let catalog = CatalogReader.read(Array(data), path: shown)
    let errors = catalog.blockingDiagnostics
    guard errors.isEmpty else {
      outcome.diagnostics += MergeCommand.tool.text(errors)
      outcome.fail("\(shown): not compiled: the catalog does not read cleanly")
      return nil
    }
    return catalog
  }

  private func compile(_ path: String, into outcome: inout Outcome) {
    guard let catalog = readCatalog(path, into: &outcome) else { return }
    let compiled = CatalogCompiler.compile(catalog, comments: task == .migrateFromCatalog)
    outcome.diagnostics += MergeCommand.tool.text(compiled.diagnostics)
    let folder = outputDirectory ?? URL(fileURLWithPath: path).deletingLastPathComponent().path
    var files: [(String, Data)] = []
    for language in compiled.languages {
      let base = "\(folder)/\(language.language).lproj/\(compiled.tableName)"
      if !language.strings.isEmpty {
        files.append(("\(base).strings", language.stringsData(format: compileFormat)))
      }
      if !language.stringsdict.isEmpty {
        files.append(("\(base).stringsdict", language.stringsdictData(format: compileFormat)))
      }
    }
    var written = 0
    for (file, data) in files
    where !keepsExistingTable(file, for: data, into: &outcome)
      && put(data, at: file, inside: folder, into: &outcome)
    {
      written += 1
    }
    outcome.report +=
      "\(catalog.path): \(compiled.languages.count) languages, \(files.count) files, "
      + "\(written) \(dryRun || check ? "would change" : "written")\n"
  }

  /// Writes `data` at `path` unless the file already holds it; with `--dry-run` prints the
  /// diff, with `--check` reports. Returns whether the file changes. A path outside `root`
  /// (the folder the command was given) is refused, whatever the names that built it.
  func put(_ data: Data, at path: String, inside root: String, into outcome: inout Outcome)
    -> Bool
  {
    let shown = display.display(path)
    do {
      try OutputFolder.check(path, inside: root, displayPath: shown)
    } catch {
      outcome.fail("\(error)")
      return false
    }
    let old = FileFinder.exists(path) ? try? FileReader.read(path, displayPath: shown) : nil
    if old == data { return false }
    if dryRun { outcome.report += UnifiedDiff.text(old: old, new: data, path: shown) }
    if check {
      outcome.diagnostics += "\(shown): would change\n"
      outcome.status = outcome.status.combined(with: .findings)
    }
    guard !dryRun && !check else { return true }
    do {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw StringsError.fileNotWritable(
          path: display.display(folder), reason: "cannot create the folder")
      }
      try writer(data, path, shown)
    } catch {
      outcome.fail("\(error)")
      return false
    }
    return true
  }
}
