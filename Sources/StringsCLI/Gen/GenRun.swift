import Foundation
import StringsKit

/// One validated `strings-gen` invocation: reads the sources on every core, generates the tables
/// and writes them atomically.
struct GenRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let outputDirectory: String
  let extraction: ExtractionOptions
  let generation: GeneratorOptions
  let inputEncoding: String.Encoding?
  let detectEncoding: Bool
  let append: Bool
  let check: Bool
  let dryRun: Bool
  /// Whether a catalog sync carries translations over to renamed or reworded keys.
  let carryOver: Bool
  /// Whether the tables' encoding is the default (UTF-16LE) rather than one the command asked
  /// for: a UTF-8 table on disk is then worth a note before it becomes UTF-16.
  let defaultEncoding: Bool
  /// The catalog named by `--catalog` (or by `-o`), absolute; `nil` when writing `.strings`.
  let catalog: String?
  /// Where each table's existing catalog is looked for (`--catalog-root`, absolute); `nil` for
  /// the default, ``CatalogLocations/defaultRoot(sources:catalog:isFolder:)``.
  let catalogRoot: String?
  let sourceLanguage: String
  /// How many files are read at a time; `nil` for every core. The output is the same for any.
  let jobs: Int?
  let arguments: [String]
  /// Whether the sources were all named on the command line, not read as a list from standard
  /// input (`-`): see ``droppedKeysNote(old:new:shown:)``.
  let sourcesNamedOneByOne: Bool

  /// Validates the raw options (phase two of parsing).
  init(
    options: GenCommand.Options, positionals: [String], environment: CommandEnvironment
  ) throws(UsageError) {
    self.environment = environment
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    if positionals.isEmpty { throw .missingArgument("input files (give Swift files or folders)") }

    let orders = Dictionary(grouping: options.byteOrder, by: \.value)
    if orders.count > 1 {
      let spellings = options.byteOrder.map(\.spelling)
      throw .conflictingOptions(spellings.first!, spellings.last!)
    }
    if options.utf8, let order = options.byteOrder.first {
      throw .conflictingOptions("--utf8", order.spelling)
    }
    if options.check && options.append { throw .conflictingOptions("--check", "--append") }
    if options.dryRun && options.append { throw .conflictingOptions("--dry-run", "--append") }
    if options.catalog != nil && options.outputDirectory != "." {
      throw .conflictingOptions("--catalog", "--output-dir")
    }
    let catalogArgument =
      options.catalog
      ?? (options.outputDirectory.hasSuffix(".xcstrings") ? options.outputDirectory : nil)
    if catalogArgument == nil, let root = options.catalogRoot {
      throw .invalidValue(
        option: "--catalog-root", value: root, reason: "only a catalog sync (--catalog) uses it")
    }
    if catalogArgument != nil {
      if options.append { throw .conflictingOptions("--catalog", "--append") }
      if options.utf8 { throw .conflictingOptions("--catalog", "--utf8") }
      if let order = options.byteOrder.first {
        throw .conflictingOptions("--catalog", order.spelling)
      }
      if let name = options.catalog, !name.hasSuffix(".xcstrings") {
        throw .invalidValue(
          option: "--catalog", value: name, reason: "a String Catalog's name ends in .xcstrings")
      }
    }
    if let name = options.inputEncoding {
      guard let encoding = InputEncoding.named(name) else {
        throw .invalidValue(
          option: "--encoding", value: name,
          reason: "unknown encoding (try utf-8, utf-16, macintosh, iso-8859-1, windows-1252)")
      }
      inputEncoding = encoding
    } else {
      inputEncoding = nil
    }

    var arguments: [String] = []
    for argument in positionals {
      if argument == "-" {
        arguments += SourceFileList.lines(ofStandardInput: environment.readStandardInput())
      } else {
        arguments.append(argument)
      }
    }
    self.arguments = arguments
    sourcesNamedOneByOne = !positionals.contains("-")
    outputDirectory = display.absolute(options.outputDirectory)
    catalog = catalogArgument.map(display.absolute)
    sourceLanguage = options.sourceLanguage
    catalogRoot = options.catalogRoot.map(display.absolute)
    let flags = ExtractionOptions(
      routines: options.routines, swiftUI: options.swiftUI || options.swiftUIAll,
      swiftUIAll: options.swiftUIAll, methods: options.methods,
      swiftLocalized: options.swiftLocalized,
      enumProtocols: options.enumKeys
        ? (options.enumProtocols.isEmpty ? ["Localizable"] : options.enumProtocols) : [],
      enumKeyStyle: options.enumKeyStyle, xcode: options.xcode)
    // A catalog is kept in step with what Xcode extracts; the flags only add to it.
    extraction = catalogArgument == nil ? flags : ExtractionOptions.xcodeCatalog.adding(flags)
    generation = GeneratorOptions(
      skipTables: Set(options.skipTables), positionalParameters: options.positionalParameters,
      unicodeEscapes: options.unicodeEscapes, quiet: options.quiet,
      outputEncoding: options.utf8 || catalogArgument != nil
        ? .utf8 : (options.byteOrder.first?.value ?? .utf16LittleEndian))
    detectEncoding = options.detectEncoding
    append = options.append
    check = options.check
    dryRun = options.dryRun
    carryOver = !options.noCarryOver
    defaultEncoding = !options.utf8 && options.byteOrder.isEmpty
    jobs = options.jobs
  }

  func execute() -> ExitStatus {
    environment.prepareToReadManyFiles()
    let progress = ProgressLine(tool: GenCommand.tool.name, environment: environment)
    let sources = scanSources(progress: progress)
    var status = ExitStatus.clean
    var report = ""
    for error in sources.errors {
      report += "\(GenCommand.tool.name): error: \(error)\n"
      status = .findings
    }
    let collector = sources.collector
    var diagnostics = sources.results.flatMap(\.diagnostics)
    if sources.results.contains(where: \.failed) { status = .findings }
    let tables = Generator(options: generation).generate(collector.finish())
    diagnostics += tables.diagnostics

    progress.begin(check ? "tables compared" : "tables written", total: tables.tables.count)
    let (writeReport, writeStatus) =
      catalog.map { syncCatalogs(tables, named: $0) } ?? write(tables, progress: progress)
    progress.finish()
    report = GenCommand.tool.text(diagnostics) + report + writeReport.errors
    environment.standardError(report)
    if !writeReport.output.isEmpty { environment.standardOutput(writeReport.output) }
    FreedAtExit.keep((collector, tables), in: environment)
    return status.combined(with: writeStatus)
  }

  /// What one source file yielded besides its references, which go to the collector.
  struct FileResult: Sendable {
    var diagnostics: [Diagnostic] = []
    var failed = false
  }

  /// Every source's references (in the collector) and other results, in file order, and the
  /// arguments that name nothing.
  struct ScannedSources {
    var collector: OrderedReferenceCollector
    var results: [FileResult]
    var errors: [StringsError]
  }

  /// Finds the sources and scans them. With Xcode's extraction they are listed first, for the
  /// types they declare (``SourceScan/declarations(of:encoding:detect:jobs:)``), and that list is
  /// the one scanned: listing them a second time would `stat` every argument again.
  private func scanSources(progress: ProgressLine) -> ScannedSources {
    var extractor = LocalizationExtractor(options: extraction)
    let listed =
      extraction.xcode ? SourceFileList(arguments: arguments, display: display, jobs: jobs) : nil
    if let listed {
      extractor.declarations = SourceScan.declarations(
        of: listed.files, encoding: inputEncoding, detect: detectEncoding, jobs: jobs)
    }
    let scanner = SourceScan(
      extractor: extractor, encoding: inputEncoding, detect: detectEncoding)
    if let listed { return scanListed(listed, with: scanner, progress: progress) }
    return scanSources(with: scanner, progress: progress)
  }

  /// The usual command names one folder (or a quoted `'**/*.swift'`): its files are read while
  /// the walk goes on, as ``OrderedFolderWalk`` finds them in their final order. When the walk
  /// cannot vouch for that order (links reaching a folder twice, names equal under `String <`,
  /// unlistable folders), the sources are listed as for any other command line and the files
  /// scanned again only if the lists differ.
  private func scanSources(with scanner: SourceScan, progress: ProgressLine) -> ScannedSources {
    if let (folder, isPattern) = SourceFileList.onlyWalk(in: arguments, display: display) {
      progress.begin("files scanned")
      let collector = OrderedReferenceCollector(options: generation)
      let scan = scanning(with: scanner, into: collector, progress: progress)
      let (results, walked, exact) = OrderedFolderWalk.stream(
        folder, suffixes: [".swift"], asPattern: isPattern, jobs: jobs
      ) { index, path, isRegular in scan(index, SourceFile(path: path, isRegular: isRegular)) }
      if exact { return ScannedSources(collector: collector, results: results, errors: []) }
      let list = SourceFileList(arguments: arguments, display: display, jobs: jobs)
      if walked.isListing(list.files, regular: list.listedRegular) {
        return ScannedSources(collector: collector, results: results, errors: list.errors)
      }
      return scanListed(list, with: scanner, progress: progress)
    }
    return scanListed(
      SourceFileList(arguments: arguments, display: display, jobs: jobs), with: scanner,
      progress: progress)
  }

  /// A source to scan, with what its folder listing said about it.
  struct SourceFile: Sendable {
    var path: String
    var isRegular: Bool
  }

  /// Scans every file of `list` on every core (see ``scanning(with:into:progress:)``).
  private func scanListed(
    _ list: SourceFileList, with scanner: SourceScan, progress: ProgressLine
  ) -> ScannedSources {
    progress.begin("files scanned", total: list.files.count)
    let collector = OrderedReferenceCollector(count: list.files.count, options: generation)
    let scan = scanning(with: scanner, into: collector, progress: progress)
    let files = list.files
    let regular = list.listedRegular
    let results = Parallel.map(files.count, jobs: jobs) { index in
      scan(
        index, SourceFile(path: files[index], isRegular: index < regular.count && regular[index]))
    }
    return ScannedSources(collector: collector, results: results, errors: list.errors)
  }

  /// Reads and scans source number `index`, handing its references to `collector`; results stay
  /// in file order, so the output does not depend on which worker finishes first.
  private func scanning(
    with scanner: SourceScan, into collector: OrderedReferenceCollector, progress: ProgressLine
  ) -> @Sendable (Int, SourceFile) -> FileResult {
    // A local, so that the per-file closure does not capture (and copy) the whole run.
    let display = display
    return { index, file in
      defer { progress.advance() }
      let outcome = scanner.scan(
        file.path, shown: display.display(file.path), isRegularFile: file.isRegular)
      collector.deliver(index, references: outcome.references)
      return FileResult(diagnostics: outcome.diagnostics, failed: outcome.failed)
    }
  }

  /// What a run prints once the tables are made: errors and warnings, and what changed.
  struct WriteReport {
    var errors = ""
    var output = ""
  }

  /// Writes (or with `--check`, compares) every table. Returns the report and the status.
  private func write(_ tables: GeneratedTables, progress: ProgressLine) -> (WriteReport, ExitStatus)
  {
    let shownDirectory = display.display(outputDirectory)
    var report = WriteReport()
    var status = ExitStatus.clean
    // One `stat` for the usual case, a folder that is already there.
    if !check && !dryRun && !FileFinder.isDirectory(outputDirectory) {
      if FileFinder.exists(outputDirectory) {
        report.errors =
          "\(GenCommand.tool.name): error: \(StringsError.notADirectory(path: shownDirectory))\n"
        return (report, .couldNotRun)
      }
      do {
        try FileManager.default.createDirectory(
          atPath: outputDirectory, withIntermediateDirectories: true)
      } catch {
        report.errors =
          "\(GenCommand.tool.name): error: cannot create the output folder '\(shownDirectory)'\n"
        return (report, .couldNotRun)
      }
    }
    // Tables are independent files: they are written at the same time, so that their syncs to
    // disk overlap. Reports keep the tables' order.
    let outcomes = Parallel.map(tables.tables.count) { index in
      defer { progress.advance() }
      return writeOrCheck(tables.tables[index])
    }
    for outcome in outcomes {
      report.errors += outcome.report
      report.output += outcome.diff
      status = status.combined(with: outcome.status)
    }
    return (report, status)
  }

  /// A note when a table the user keeps in UTF-8 is about to become UTF-16 only because that is
  /// genstrings' default (no encoding option was given); `""` otherwise.
  private func encodingNote(old: Data, shown: String) -> String {
    guard defaultEncoding, !old.isEmpty, case .utf8 = StringsEncoding.detect(in: old) else {
      return ""
    }
    let written = StringsEncoding.utf16LittleEndian(bom: true)
    return "\(shown): note: the table is UTF-8 and \(check || dryRun ? "would be" : "is") written "
      + "as \(written), genstrings' default; --utf8 keeps it UTF-8\n"
  }

  /// Writes one table or, with `--check`, compares it with the file on disk.
  private func writeOrCheck(_ table: GeneratedTable) -> (
    report: String, diff: String, status: ExitStatus
  ) {
    let path = "\(outputDirectory)/\(table.fileName)"
    let shown = display.display(path)
    // The existing table is compared with block by block, or read whole to be shown in a diff
    // or appended to. Only a regular file is read: reading a device such as /dev/full through
    // a link would never end.
    if dryRun {
      let old = (try? FileReader.bytes(path)).map { Data($0) }
      return (
        old.map {
          encodingNote(old: $0, shown: shown)
            + droppedKeysNote(old: $0, new: table.data, shown: shown)
            + carryOverNote(old: $0, new: table.data, shown: shown)
        } ?? "",
        UnifiedDiff.text(old: old, new: table.data, path: shown), .clean
      )
    }
    if check {
      if FileReader.holds(path, exactly: table.pieces) { return ("", "", .clean) }
      let note = (try? FileReader.bytes(path)).map {
        encodingNote(old: Data($0), shown: shown)
          + droppedKeysNote(old: Data($0), new: table.data, shown: shown)
          + carryOverNote(old: Data($0), new: table.data, shown: shown)
      }
      return ("\(shown): would change\n" + (note ?? ""), "", .findings)
    }
    let existing = append ? (try? FileReader.bytes(path)).map { Data($0) } : nil
    // Not rewritten: the file keeps its modification time, so the build steps that copy or
    // compile it do not run again (and nothing is written or synced to disk for nothing).
    let pieces = existing.map { [table.appended(to: $0)] } ?? table.pieces
    if FileReader.holds(path, exactly: pieces) { return ("", "", .clean) }
    let data = pieces.count == 1 ? pieces[0] : table.data
    // The table on disk is read again only when a note may come of it.
    let note =
      append || !(defaultEncoding || sourceArgumentsAreFiles || carryOver)
      ? nil
      : (try? FileReader.bytes(path)).map {
        encodingNote(old: Data($0), shown: shown)
          + droppedKeysNote(old: Data($0), new: data, shown: shown)
          + carryOverNote(old: Data($0), new: data, shown: shown)
      }
    do {
      try AtomicFileWriter.write(data, to: path, displayPath: shown)
      return (note ?? "", "", .clean)
    } catch {
      return ("\(GenCommand.tool.name): error: \(error)\n", "", .couldNotRun)
    }
  }
}
