import Foundation
import StringsKit

/// One validated `strings-lint` run: merges the configuration file into the options (phase two
/// of parsing), reads and parses every table on every core, extracts the keys of `--sources`,
/// runs the rules, applies the baseline and prints.
struct LintRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let paths: [String]
  let reference: String?
  let format: LintOutputFormat
  let strict: Bool
  let linter: Linter
  let baseline: String?
  let writeBaseline: String?
  let sources: [String]
  let allowUnused: [String]
  let extraction: ExtractionOptions
  let languages: [String]
  let summary: Bool

  init(
    options: LintCommand.Options, positionals: [String], environment: CommandEnvironment
  ) throws(UsageError) {
    self.environment = environment
    display = DisplayPath(workingDirectory: environment.workingDirectory)

    var configuration = LintConfiguration()
    if let path = options.config {
      configuration = try LintConfiguration(
        path: display.absolute(path), shown: display.display(path))
    } else {
      let path = display.absolute(".strings-lint.json")
      if FileFinder.exists(path) {
        configuration = try LintConfiguration(path: path, shown: display.display(path))
      }
    }

    let positional = positionals.map(display.absolute)
    paths =
      !positional.isEmpty
      ? positional : (configuration.paths.isEmpty ? [display.absolute(".")] : configuration.paths)
    reference = options.reference ?? configuration.reference
    format = LintOutputFormat(rawValue: options.format ?? configuration.format ?? "text")!
    strict = options.strict || (configuration.strict ?? false)

    let enable = configuration.enable + options.enable
    let disable = configuration.disable + options.disable
    if let id = enable.first(where: { RuleRegistry.rule(RuleID($0)) == nil }) {
      throw LintCommand.unknownRule(id, option: "--enable")
    }
    if let id = disable.first(where: { RuleRegistry.rule(RuleID($0)) == nil }) {
      throw LintCommand.unknownRule(id, option: "--disable")
    }
    linter = Linter(
      enable: Set(enable.map { RuleID($0) }), disable: Set(disable.map { RuleID($0) }))

    baseline = options.baseline.map(display.absolute) ?? configuration.baseline
    writeBaseline = options.writeBaseline.map(display.absolute)
    sources = configuration.sources + options.sources.map(display.absolute)
    allowUnused = configuration.allowUnused + options.allowUnused
    languages = configuration.languages + options.languages
    summary = options.summary
    let enumProtocols = configuration.enumProtocols + options.enumProtocols
    let enumKeys = !options.noEnumKeys && (configuration.enumKeys ?? true)
    let swiftUIAll = options.swiftUIAll || (configuration.swiftUIAll ?? false)
    extraction = ExtractionOptions(
      routines: configuration.routines + options.routines,
      swiftUI: options.swiftUI || (configuration.swiftUI ?? false) || swiftUIAll,
      swiftUIAll: swiftUIAll, methods: configuration.methods + options.methods,
      swiftLocalized: options.swiftLocalized || (configuration.swiftLocalized ?? false),
      enumProtocols: enumKeys ? (enumProtocols.isEmpty ? ["Localizable"] : enumProtocols) : [],
      enumKeyStyle: options.enumKeyStyle ?? configuration.enumKeyStyle ?? .path)
  }

  func execute() -> ExitStatus {
    let name = LintCommand.tool.name
    environment.prepareToReadManyFiles()
    let progress = ProgressLine(tool: name, environment: environment)
    let together = walkTogether(progress: progress)
    let (loaded, findErrors) = together.map { ($0.loaded, []) } ?? loadAll(progress: progress)
    var problems: [String] = findErrors.map { "\($0)" }
    problems += loaded.compactMap(\.failure).map { "\($0)" }

    var sourceInput: LintInput.Sources?
    if !sources.isEmpty {
      // Keys a catalog sync would extract are used: Xcode's extraction when catalogs are
      // checked, the flags adding to it as they do for `strings-gen --catalog`.
      let options =
        loaded.contains { $0.catalog != nil }
        ? ExtractionOptions.xcodeCatalog.adding(extraction) : extraction
      let (references, failures, errors): ([KeyReference], [String], [StringsError]) =
        if let extracted = together?.extracted, !options.xcode {
          (extracted.flatMap(\.references), extracted.compactMap(\.failure), [])
        } else {
          Self.extractSources(sources, options: options, display: display, progress: progress)
        }
      problems += errors.map { "\($0)" } + failures
      sourceInput = LintInput.Sources(references: references, allowUnused: allowUnused)
    }

    progress.finish()

    let input: LintInput
    do {
      input = try LintInput(
        tables: loaded.compactMap(\.table), stringsdicts: loaded.compactMap(\.stringsdict),
        reference: reference, sources: sourceInput, catalogs: loaded.compactMap(\.catalog))
    } catch {
      environment.standardError(LintCommand.parser.render(.badValue("\(error)")))
      return .couldNotRun
    }

    // Freeing every table entry by entry just before the exit would take longer than linting.
    FreedAtExit.keep((loaded, input), in: environment)

    if summary {
      environment.standardOutput(
        TranslationCoverage.summary(
          TranslationCoverage.of(input) + TranslationCoverage.ofCatalogs(input)))
      for problem in problems { environment.standardError("\(name): error: \(problem)\n") }
      return problems.isEmpty ? .clean : .couldNotRun
    }

    // Left in the rules' parts: the report reads them in order where they are.
    var findings = linter.runInOrder(input)
    if let writeBaseline {
      let shown = display.display(writeBaseline)
      do {
        try AtomicFileWriter.write(
          Data(Baseline(findings: findings.array).serialized().utf8), to: writeBaseline,
          displayPath: shown)
      } catch {
        environment.standardError("\(name): error: \(error)\n")
        return .couldNotRun
      }
      environment.standardError(
        "\(name): recorded \(findings.count) \(findings.count == 1 ? "finding" : "findings") "
          + "in '\(shown)'\n")
      return problems.isEmpty ? .clean : .couldNotRun
    }

    var hidden = 0
    if let baseline {
      do {
        let recorded = try Baseline(path: baseline, shown: display.display(baseline))
        let (kept, hiddenCount) = recorded.filter(findings.array)
        (findings, hidden) = (LintFindings(kept), hiddenCount)
      } catch {
        environment.standardError(LintCommand.parser.render(error))
        return .couldNotRun
      }
    }
    if strict { findings.raiseWarningsToErrors() }

    // Freed at the exit too: tens of thousands of findings, each a handful of strings.
    FreedAtExit.keep(findings, in: environment)
    let (errors, warnings) = findings.severityCounts
    let summary = LintCommand.summary(
      files: input.fileCount, errors: errors, warnings: warnings, failures: problems.count,
      baselined: hidden)
    var report: [UInt8] = []
    if format == .text {
      Self.writeTextReport(findings) { environment.standardError(bytes: $0) }
    } else {
      environment.standardOutput(
        format.render(findings.array, input: input, summary: summary, display: display))
    }
    for problem in problems { report.append(contentsOf: "\(name): error: \(problem)\n".utf8) }
    if format.printsSummary { report.append(contentsOf: (copiesNote(input) + summary).utf8) }
    if !report.isEmpty { environment.standardError(String(decoding: report, as: UTF8.self)) }

    if !problems.isEmpty { return .couldNotRun }
    return errors > 0 ? .findings : .clean
  }

  /// Writes the findings' lines in order, a few slices at a time: each batch of slices is
  /// formatted on every core, then written. A lint may print tens of thousands of lines, and
  /// holding the whole report (then again as the string written) weighed as much as a big
  /// catalog's tables. Four slices per core in a batch (a few megabytes): with one, each
  /// batch waited for its slowest slice while the other cores had nothing left to take.
  static func writeTextReport(_ findings: LintFindings, _ write: ([UInt8]) -> Void) {
    let slice = 2048
    let slices = (findings.count + slice - 1) / slice
    let batch = 4 * max(ProcessInfo.processInfo.activeProcessorCount, 1)
    var first = 0
    while first < slices {
      let start = first
      let pieces = Parallel.map(min(batch, slices - start)) { index in
        let range = (start + index) * slice..<min(findings.count, (start + index + 1) * slice)
        return findings.textLines(range, toolName: LintCommand.tool.name)
      }
      for piece in pieces where !piece.isEmpty { write(piece) }
      first += pieces.count
    }
  }

  /// How many translations are the reference value copied (as `strings-merge` adds new keys),
  /// per language, when the `untranslated` rule that would list them is off: such values are
  /// not counted as translated, and a run that finds nothing must not hide them. `""` when
  /// there are none.
  func copiesNote(_ input: LintInput) -> String {
    let untranslated: RuleID = "untranslated"
    if linter.rules.contains(where: { type(of: $0).description.id == untranslated }) { return "" }
    let perLanguage = TranslationCoverage.copiedValues(input)
    let total = perLanguage.values.reduce(0, +)
    if total == 0 { return "" }
    let languages = perLanguage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    return "\(LintCommand.tool.name): note: \(total) \(total == 1 ? "value is" : "values are") "
      + "the same as the reference (\(languages.joined(separator: ", "))), not counted as "
      + "translated; --enable untranslated lists them\n"
  }

  /// One `.strings` file or catalog read and parsed, or why it could not be read.
  struct Loaded: Sendable {
    var table: LintTable?
    var catalog: CatalogTables?
    var stringsdict: StringsdictFile?
    var failure: StringsError?
  }

  /// Finds and parses the files. When the paths are one folder, the files are parsed while the
  /// walk goes on, as ``OrderedFolderWalk`` finds them in their final order (the walk is a
  /// tenth of a lint's time, and one core would wait through it). When the walk cannot vouch
  /// for that order, the files are listed by ``FileFinder`` and parsed again only if the lists
  /// differ.
  private func loadAll(progress: ProgressLine) -> (loaded: [Loaded], errors: [StringsError]) {
    let suffixes = Self.tableSuffixes
    let languages = languages
    let display = display
    if paths.count == 1, FileFinder.isDirectory(paths[0]) {
      progress.begin("files scanned")
      let (loaded, walked, exact) = OrderedFolderWalk.parallelStream(
        paths[0], suffixes: suffixes
      ) { path, isRegular in
        defer { progress.advance() }
        return Self.load(
          FoundFile(path: path, isRegular: isRegular), display: display, languages: languages)
      }
      if exact { return (loaded, []) }
      let finder = FileFinder(paths: paths, suffixes: suffixes, display: display)
      if walked.isListing(finder.files, regular: finder.listedRegular) {
        return (loaded, finder.errors)
      }
      return (Self.parseAll(finder, display: display, languages: languages), finder.errors)
    }
    let finder = FileFinder(paths: paths, suffixes: suffixes, display: display)
    progress.begin("files scanned", total: finder.files.count)
    return (
      Self.parseAll(finder, display: display, languages: languages, progress: progress),
      finder.errors
    )
  }

  /// The tables and the Swift files of one walk, when `--sources` names the folder the tables
  /// are in (`strings-lint --sources . .`): a large tree is walked once, not once for each,
  /// with both kinds of file read on every core as they are found. The sources are extracted
  /// with the flags' options; a catalog among the tables needs Xcode's extraction instead,
  /// which reads every file's declarations first, so `execute` extracts them again then.
  /// `nil` for every other command line, and when the walk cannot vouch for its order.
  private func walkTogether(progress: ProgressLine) -> (loaded: [Loaded], extracted: [Extracted])? {
    guard paths.count == 1, !extraction.xcode,
      let folder = SourceFileList.onlyFolder(in: sources, display: display),
      folder.isLiterallyEqual(to: paths[0])
    else { return nil }
    enum Found: Sendable {
      case table(Loaded)
      case source(Extracted)
    }
    let languages = languages
    let display = display
    let scanner = SourceScan(
      extractor: LocalizationExtractor(options: extraction), encoding: nil, detect: true)
    progress.begin("files scanned")
    let (values, _, exact) = OrderedFolderWalk.parallelStream(
      folder, suffixes: Self.tableSuffixes + [".swift"]
    ) { path, isRegular -> Found in
      defer { progress.advance() }
      let file = FoundFile(path: path, isRegular: isRegular)
      if path.hasSuffix(".swift") {
        return .source(Self.extract(file, with: scanner, display: display))
      }
      return .table(Self.load(file, display: display, languages: languages))
    }
    guard exact else { return nil }
    var loaded: [Loaded] = []
    var extracted: [Extracted] = []
    for value in values {
      switch value {
      case .table(let table): loaded.append(table)
      case .source(let source): extracted.append(source)
      }
    }
    return (loaded, extracted)
  }

  /// The files `strings-lint` reads as tables.
  static let tableSuffixes = [".strings", ".stringsdict", ".xcstrings"]

  /// A file to read, with what its folder listing said about it.
  struct FoundFile: Sendable {
    var path: String
    var isRegular: Bool
  }

  /// Reads and parses every file `finder` found on every core, keeping the results in its
  /// order.
  static func parseAll(
    _ finder: FileFinder, display: DisplayPath, languages: [String],
    progress: ProgressLine? = nil
  ) -> [Loaded] {
    let files = finder.files
    let regular = finder.listedRegular
    return Parallel.map(files.count) { index in
      defer { progress?.advance() }
      return load(
        FoundFile(path: files[index], isRegular: index < regular.count && regular[index]),
        display: display, languages: languages)
    }
  }

  /// Reads and parses one file. A catalog is also split into its per-language tables here, on
  /// the same worker.
  static func load(_ file: FoundFile, display: DisplayPath, languages: [String]) -> Loaded {
    let shown = display.display(file.path)
    do throws(StringsError) {
      let bytes = try FileReader.bytes(
        file.path, displayPath: shown, isRegularFile: file.isRegular)
      if file.path.hasSuffix(".xcstrings") {
        // Read without its JSON document, and its bytes freed before the tables are built.
        let catalog = CatalogEntryReader.read(consume bytes, path: shown)
        return Loaded(catalog: CatalogTables(catalog, extraLanguages: languages))
      }
      if shown.hasSuffix(".stringsdict") {
        return Loaded(stringsdict: StringsdictParser.parse(Data(bytes), path: shown))
      }
      return Loaded(table: LintTable(StringsFileParser.parse(bytes, path: shown)))
    } catch {
      return Loaded(failure: error)
    }
  }

  /// `path:line:col: message`, or the message alone when it has no position.
  private static func describe(_ diagnostic: Diagnostic) -> String {
    diagnostic.position.map { "\($0): \(diagnostic.message)" } ?? diagnostic.message
  }

  /// The key references of the Swift files `sources` name, in file order, with the files that
  /// could not be read and the arguments that name nothing.
  ///
  /// One folder (the usual `--sources .`, or a quoted `'**/*.swift'`) is read while it is
  /// walked, as `strings-gen` reads it (``OrderedFolderWalk``): listing a large tree first left
  /// the other cores idle. Xcode's extraction needs every file's declarations before the first
  /// scan, so it lists first, as does any other command line, or a walk that cannot vouch for
  /// its order.
  static func extractSources(
    _ sources: [String], options: ExtractionOptions, display: DisplayPath, progress: ProgressLine
  ) -> (references: [KeyReference], failures: [String], errors: [StringsError]) {
    if !options.xcode,
      let (folder, isPattern) = SourceFileList.onlyWalk(in: sources, display: display)
    {
      progress.begin("Swift files scanned")
      let scanner = SourceScan(
        extractor: LocalizationExtractor(options: options), encoding: nil, detect: true)
      let (values, walked, exact) = OrderedFolderWalk.stream(
        folder, suffixes: [".swift"], asPattern: isPattern
      ) { _, path, isRegular in
        defer { progress.advance() }
        return Self.extract(
          FoundFile(path: path, isRegular: isRegular), with: scanner, display: display)
      }
      let list: SourceFileList? = exact ? nil : SourceFileList(arguments: sources, display: display)
      // Only the files matter: each was opened with its own checks either way.
      if let list, !walked.isListing(list.files) {
        let (references, failures) = extractAll(
          list.files, options: options, display: display, progress: progress)
        return (references, failures, list.errors)
      }
      return (values.flatMap(\.references), values.compactMap(\.failure), list?.errors ?? [])
    }
    let list = SourceFileList(arguments: sources, display: display)
    progress.begin("Swift files scanned", total: list.files.count)
    let (references, failures) = extractAll(
      list.files, options: options, display: display, progress: progress)
    return (references, failures, list.errors)
  }

  /// What one Swift file yields: its key references, or why it could not be read.
  struct Extracted: Sendable {
    var references: [KeyReference] = []
    var failure: String?
  }

  private static func extract(
    _ file: FoundFile, with scanner: SourceScan, display: DisplayPath
  ) -> Extracted {
    let outcome = scanner.scan(
      file.path, shown: display.display(file.path), isRegularFile: file.isRegular)
    let failure = outcome.failed ? outcome.diagnostics.first.map(describe) : nil
    return Extracted(references: outcome.references, failure: failure)
  }

  /// Extracts the key references of every Swift file on every core, in file order.
  static func extractAll(
    _ files: [String], options: ExtractionOptions, display: DisplayPath,
    progress: ProgressLine? = nil
  ) -> (references: [KeyReference], failures: [String]) {
    // Sources whose encoding is unknown are guessed rather than rejected: lint only needs keys.
    var extractor = LocalizationExtractor(options: options)
    if options.xcode {
      extractor.declarations = SourceScan.declarations(of: files, encoding: nil, detect: true)
    }
    let scanner = SourceScan(extractor: extractor, encoding: nil, detect: true)
    let values = Parallel.map(files.count) { index in
      defer { progress?.advance() }
      return extract(
        FoundFile(path: files[index], isRegular: false), with: scanner, display: display)
    }
    return (values.flatMap(\.references), values.compactMap(\.failure))
  }
}
