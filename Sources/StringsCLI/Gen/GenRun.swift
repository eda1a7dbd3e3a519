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
  /// The catalog named by `--catalog` (or by `-o`), absolute; `nil` when writing `.strings`.
  let catalog: String?
  let sourceLanguage: String
  /// How many files are read at a time; `nil` for every core. The output is the same for any.
  let jobs: Int?
  let arguments: [String]

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
        let text = String(decoding: environment.readStandardInput(), as: UTF8.self)
        arguments += SourceFileList.lines(ofStandardInput: text)
      } else {
        arguments.append(argument)
      }
    }
    self.arguments = arguments
    outputDirectory = display.absolute(options.outputDirectory)
    catalog = catalogArgument.map(display.absolute)
    sourceLanguage = options.sourceLanguage
    extraction = ExtractionOptions(
      routines: options.routines, swiftUI: options.swiftUI || options.swiftUIAll,
      swiftUIAll: options.swiftUIAll, methods: options.methods,
      swiftLocalized: options.swiftLocalized,
      enumProtocols: options.enumKeys
        ? (options.enumProtocols.isEmpty ? ["Localizable"] : options.enumProtocols) : [],
      enumKeyStyle: options.enumKeyStyle)
    generation = GeneratorOptions(
      skipTables: Set(options.skipTables), positionalParameters: options.positionalParameters,
      unicodeEscapes: options.unicodeEscapes, quiet: options.quiet,
      outputEncoding: options.utf8 || catalogArgument != nil
        ? .utf8 : (options.byteOrder.first?.value ?? .utf16LittleEndian))
    detectEncoding = options.detectEncoding
    append = options.append
    check = options.check
    dryRun = options.dryRun
    jobs = options.jobs
  }

  func execute() -> ExitStatus {
    let list = SourceFileList(arguments: arguments, display: display)
    var status = ExitStatus.clean
    var report = ""
    for error in list.errors {
      report += "\(GenCommand.tool.name): error: \(error)\n"
      status = .findings
    }

    let progress = ProgressLine(tool: GenCommand.tool.name, environment: environment)
    progress.begin("files scanned", total: list.files.count)
    let collector = OrderedReferenceCollector(count: list.files.count, options: generation)
    let extracted = extractAll(
      list.files, regular: list.listedRegular, into: collector, progress: progress)
    var diagnostics = extracted.flatMap(\.diagnostics)
    if extracted.contains(where: \.failed) { status = .findings }
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

  /// Reads and scans every file on every core, handing each file's references to `collector`;
  /// results stay in file order, so the output does not depend on which worker finishes first.
  private func extractAll(
    _ files: [String], regular: [Bool], into collector: OrderedReferenceCollector,
    progress: ProgressLine
  ) -> [FileResult] {
    let scanner = SourceScan(
      extractor: LocalizationExtractor(options: extraction), encoding: inputEncoding,
      detect: detectEncoding)
    // A local, so that the per-file closure does not capture (and copy) the whole run.
    let display = display
    return Parallel.map(files.count, jobs: jobs) { index in
      defer { progress.advance() }
      let outcome = scanner.scan(
        files[index], shown: display.display(files[index]),
        isRegularFile: index < regular.count && regular[index])
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
    if !check && !dryRun {
      if FileFinder.exists(outputDirectory) && !FileFinder.isDirectory(outputDirectory) {
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

  /// Writes one table or, with `--check`, compares it with the file on disk.
  private func writeOrCheck(_ table: GeneratedTable) -> (
    report: String, diff: String, status: ExitStatus
  ) {
    let path = "\(outputDirectory)/\(table.fileName)"
    let shown = display.display(path)
    // The existing table matters only to append to or compare with. Only a regular file is
    // read: reading a device such as /dev/full through a link would never end.
    let existing = append || check || dryRun ? try? FileReader.read(path) : nil
    if dryRun {
      return ("", UnifiedDiff.text(old: existing, new: table.data, path: shown), .clean)
    }
    if check {
      return existing == table.data ? ("", "", .clean) : ("\(shown): would change\n", "", .findings)
    }
    let data = existing.map { table.appended(to: $0) } ?? table.data
    do {
      try AtomicFileWriter.write(data, to: path, displayPath: shown)
      return ("", "", .clean)
    } catch {
      return ("\(GenCommand.tool.name): error: \(error)\n", "", .couldNotRun)
    }
  }
}
