import Foundation
import StringsKit

/// One validated `strings-merge` invocation: finds the tables, merges each language on every
/// core, writes atomically (or prints a diff, or only checks) and prints the report.
///
/// The report goes to standard output: per file the keys added, the comments refreshed and the
/// keys pruned, then one summary line per language. Diagnostics (syntax errors, stale and
/// duplicate keys, I/O errors) go to standard error, in `path:line:col: severity: message` form.
/// With `--dry-run` the report goes to standard error too, so that standard output is only the
/// diff, ready for `patch -p1`.
struct MergeRun {
  /// Replaces the file at a path (absolute) with data; the last argument is the path to show.
  typealias Writer = @Sendable (Data, String, String) throws(StringsError) -> Void

  static let atomicWriter: Writer = { (data, path, shown) throws(StringsError) in
    try AtomicFileWriter.write(data, to: path, displayPath: shown)
  }

  enum Mode {
    /// Update (or with a code, add a language) in every resource folder below the paths.
    case project(paths: [String], reference: String?, addLanguage: String?)
    /// Update the given language files from one reference file.
    case files(reference: String, languages: [String])
  }

  let environment: CommandEnvironment
  let display: DisplayPath
  let mode: Mode
  let merger: Merger
  let stringsdictMerger: StringsdictMerger
  let dryRun: Bool
  let check: Bool
  let writer: Writer

  /// Validates the raw options (phase two of parsing).
  init(
    options: MergeCommand.Options, positionals: [String], environment: CommandEnvironment,
    writer: @escaping Writer
  ) throws(UsageError) {
    self.environment = environment
    self.writer = writer
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    if options.addLanguage != nil {
      if options.prune { throw .conflictingOptions("--add-language", "--prune") }
      if options.keepComments { throw .conflictingOptions("--add-language", "--keep-comments") }
    }
    if let reference = options.reference,
      reference.hasSuffix(".strings") || reference.hasSuffix(".stringsdict")
    {
      if options.addLanguage != nil {
        throw .conflictingOptions("--add-language", "--reference \(reference)")
      }
      if positionals.isEmpty {
        throw .missingArgument("language files to update from '\(reference)'")
      }
      mode = .files(reference: reference, languages: positionals)
    } else {
      if let reference = options.reference, reference.isEmpty || reference.contains("/") {
        throw .invalidValue(
          option: "--reference", value: reference,
          reason: "expected a language code such as 'en', or a .strings or .stringsdict file")
      }
      mode = .project(
        paths: positionals.isEmpty ? ["."] : positionals, reference: options.reference,
        addLanguage: options.addLanguage)
    }
    let mergeOptions = MergeOptions(
      newValue: options.newValue, keepComments: options.keepComments, prune: options.prune,
      carryOver: !options.noCarryOver)
    merger = Merger(options: mergeOptions)
    stringsdictMerger = StringsdictMerger(options: mergeOptions)
    dryRun = options.dryRun
    check = options.check
  }

  /// What processing one language file produced, printed in input order.
  struct FileOutcome: Sendable {
    var language: String
    var report = ""
    /// The `--dry-run` diff, the only thing printed on standard output then.
    var diff = ""
    var diagnostics = ""
    var status = ExitStatus.clean
    /// Set when the file was merged (or created), so the language enters the summary.
    var tally: MergeTally?
    /// The carry-overs made in the file, `"OLD" → "NEW"`, counted per language at the end.
    var carriedOver: [String] = []
  }

  func execute() -> ExitStatus {
    var status = ExitStatus.clean
    var tallies: [String: MergeTally] = [:]
    var carried: [String: Int] = [:]
    var carriedOrder: [String] = []
    let emit = { (outcome: FileOutcome) in
      if !outcome.diagnostics.isEmpty { environment.standardError(outcome.diagnostics) }
      if !outcome.report.isEmpty { report(outcome.report) }
      if !outcome.diff.isEmpty { environment.standardOutput(outcome.diff) }
      status = status.combined(with: outcome.status)
      if let tally = outcome.tally { tallies[outcome.language, default: MergeTally()] += tally }
      if outcome.tally != nil {
        for pair in outcome.carriedOver {
          if carried[pair] == nil { carriedOrder.append(pair) }
          carried[pair, default: 0] += 1
        }
      }
    }
    switch mode {
    case .project(let paths, let reference, let addLanguage):
      runProject(paths: paths, reference: reference, addLanguage: addLanguage, emit: emit)
    case .files(let reference, let languages):
      runFiles(reference: reference, languages: languages, emit: emit)
    }
    var summary = ""
    for pair in carriedOrder {
      let count = carried[pair]!
      summary += "carried over \(pair) (\(count) \(count == 1 ? "language" : "languages"))\n"
    }
    for language in tallies.keys.sorted() { summary += "\(language): \(tallies[language]!)\n" }
    if !summary.isEmpty { report(summary) }
    return status
  }

  /// Prints report lines: on standard output, or beside the diagnostics when the diff has it.
  private func report(_ text: String) {
    if dryRun { environment.standardError(text) } else { environment.standardOutput(text) }
  }

  // MARK: - Modes

  private func runProject(
    paths: [String], reference requested: String?, addLanguage: String?,
    emit: (FileOutcome) -> Void
  ) {
    let finder = FileFinder(
      paths: paths.map(display.absolute), suffixes: [".strings", ".stringsdict"],
      display: display)
    for error in finder.errors { emit(failure(error, language: "")) }
    let project = LocalizationProject(files: finder.files)
    let referenceCode: String
    do {
      referenceCode = try project.referenceLanguage(requested: requested)
    } catch {
      emit(failure(error, language: ""))
      return
    }
    if addLanguage == referenceCode {
      emit(failure("'\(referenceCode)' is the reference language", language: ""))
      return
    }
    for folder in project.resourceFolders {
      guard let referencePaths = folder.tables[referenceCode] else { continue }
      // A reference table that cannot be read or has errors stops the whole folder.
      var files: [(table: String, file: StringsFile)] = []
      var usable = true
      for table in referencePaths.keys.sorted() {
        switch readReference(
          referencePaths[table]!, parse: StringsFileParser.parse, diagnostics: \.diagnostics)
        {
        case .success(let file): files.append((table, file))
        case .failure(let outcome):
          emit(outcome)
          usable = false
        }
      }
      var plurals: [(table: String, reference: StringsdictFile)] = []
      let pluralPaths = folder.stringsdicts[referenceCode] ?? [:]
      for table in pluralPaths.keys.sorted() {
        switch readStringsdictReference(pluralPaths[table]!) {
        case .success(let reference): plurals.append((table, reference))
        case .failure(let outcome):
          emit(outcome)
          usable = false
        }
      }
      guard usable else { continue }
      // A key the table's .stringsdict defines is read from there: its .strings entry is dead.
      let references = files.map { table, file in
        (
          table: table,
          reference: ReferenceTable(
            file, hiddenBy: plurals.first { $0.table == table }?.reference)
        )
      }
      let stringsdictTarget: @Sendable (String, String) -> String = { code, table in
        "\(folder.path)/\(code).lproj/\(table).stringsdict"
      }
      if let code = addLanguage {
        for (table, reference) in plurals {
          let path = stringsdictTarget(code, table)
          if FileFinder.exists(path) {
            let error = StringsError.languageAlreadyExists(code: code, path: display.display(path))
            emit(failure("\(error) (run without --add-language to update it)", language: code))
          } else {
            emit(createStringsdict(path, from: reference, language: code, reference: referenceCode))
          }
        }
        for (table, reference) in references {
          let path = "\(folder.path)/\(code).lproj/\(table).strings"
          if FileFinder.exists(path) {
            let error = StringsError.languageAlreadyExists(code: code, path: display.display(path))
            emit(failure("\(error) (run without --add-language to update it)", language: code))
          } else {
            emit(create(path, from: reference, language: code))
          }
        }
        continue
      }
      let languages = folder.languages.filter { $0 != referenceCode }
      for (table, reference) in references {
        let outcomes = Parallel.map(languages.count) { index in
          let code = languages[index]
          if let path = folder.tables[code]?[table] {
            return update(path, from: reference, language: code)
          }
          let path = "\(folder.path)/\(code).lproj/\(table).strings"
          return create(path, from: reference, language: code)
        }
        for outcome in outcomes { emit(outcome) }
      }
      for (table, reference) in plurals {
        let outcomes = Parallel.map(languages.count) { index in
          let code = languages[index]
          if let path = folder.stringsdicts[code]?[table] {
            return updateStringsdict(
              path, from: reference, language: code, reference: referenceCode)
          }
          return createStringsdict(
            stringsdictTarget(code, table), from: reference, language: code,
            reference: referenceCode)
        }
        for outcome in outcomes { emit(outcome) }
      }
      for code in languages {
        for (table, path) in (folder.stringsdicts[code] ?? [:]).sorted(by: { $0.key < $1.key })
        where pluralPaths[table] == nil {
          let position = SourcePosition(path: display.display(path), line: 1, column: 1)
          var outcome = FileOutcome(language: code)
          outcome.diagnostics = MergeCommand.tool.text(
            .warning(
              "the reference language '\(referenceCode)' has no table '\(table).stringsdict'; "
                + "left as is", at: position))
          emit(outcome)
        }
        for (table, path) in (folder.tables[code] ?? [:]).sorted(by: { $0.key < $1.key })
        where referencePaths[table] == nil {
          let position = SourcePosition(path: display.display(path), line: 1, column: 1)
          var outcome = FileOutcome(language: code)
          outcome.diagnostics = MergeCommand.tool.text(
            .warning(
              "the reference language '\(referenceCode)' has no table '\(table)'; "
                + "left as is", at: position))
          emit(outcome)
        }
      }
    }
  }

  private func runFiles(
    reference: String, languages: [String], emit: (FileOutcome) -> Void
  ) {
    if reference.hasSuffix(".stringsdict") {
      let file: StringsdictFile
      switch readStringsdictReference(display.absolute(reference)) {
      case .success(let reference): file = reference
      case .failure(let outcome):
        emit(outcome)
        return
      }
      let referenceCode = languageCode(of: display.absolute(reference))
      let paths = languages.map(display.absolute)
      let outcomes = Parallel.map(paths.count) { index in
        updateStringsdict(
          paths[index], from: file, language: languageCode(of: paths[index]),
          reference: referenceCode)
      }
      for outcome in outcomes { emit(outcome) }
      return
    }
    // As in a project: a key the reference's .stringsdict of the same table (beside it)
    // defines is read from there at runtime, so its .strings entry is dead and not merged.
    let referencePath = display.absolute(reference)
    let pluralsPath = String(referencePath.dropLast(".strings".count)) + ".stringsdict"
    var plurals: StringsdictFile?
    if FileFinder.exists(pluralsPath) {
      switch readStringsdictReference(pluralsPath) {
      case .success(let file): plurals = file
      case .failure(let outcome):
        emit(outcome)
        return
      }
    }
    let table: ReferenceTable
    switch readReference(referencePath, parse: StringsFileParser.parse, diagnostics: \.diagnostics)
    {
    case .success(let file): table = ReferenceTable(file, hiddenBy: plurals)
    case .failure(let outcome):
      emit(outcome)
      return
    }
    let paths = languages.map(display.absolute)
    let outcomes = Parallel.map(paths.count) { index in
      update(paths[index], from: table, language: languageCode(of: paths[index]))
    }
    for outcome in outcomes { emit(outcome) }
  }

  /// `de` for `…/de.lproj/Localizable.strings`, else the file name.
  private func languageCode(of path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().lastPathComponent
    return folder.hasSuffix(".lproj")
      ? String(folder.dropLast(".lproj".count)) : url.lastPathComponent
  }

  // MARK: - Files

  /// A parsed reference, or the outcome to print when it cannot be used.
  enum ReferenceRead<File> {
    case success(File)
    case failure(FileOutcome)
  }

  /// Reads and parses a reference file; one that cannot be read or has errors is refused, and
  /// with it the whole folder. `.strings` and `.stringsdict` references differ only in `parse`.
  func readReference<File>(
    _ path: String, parse: (Data, String) -> File, diagnostics: (File) -> [Diagnostic]
  ) -> ReferenceRead<File> {
    let shown = display.display(path)
    let file: File
    do {
      file = parse(try FileReader.read(path, displayPath: shown), shown)
    } catch {
      return .failure(failure(error, language: ""))
    }
    let found = diagnostics(file)
    guard !found.contains(where: { $0.severity == .error }) else {
      var outcome = FileOutcome(language: "")
      outcome.diagnostics =
        MergeCommand.tool.text(found)
        + "\(MergeCommand.tool.name): error: the reference '\(shown)' has errors; its folder "
        + "is left untouched\n"
      outcome.status = .couldNotRun
      return .failure(outcome)
    }
    return .success(file)
  }

  /// Under ``FileUpdateLock``: `path` is read and written back by one run at a time.
  private func update(
    _ path: String, from reference: ReferenceTable, language: String
  ) -> FileOutcome {
    FileUpdateLock.updating(path) { updateLocked(path, from: reference, language: language) }
  }

  /// The work of `update`, done while its caller holds the lock for `path`.
  private func updateLocked(
    _ path: String, from reference: ReferenceTable, language: String
  ) -> FileOutcome {
    let shown = display.display(path)
    let data: Data
    do {
      data = try FileReader.read(path, displayPath: shown)
    } catch {
      return failure(error, language: language)
    }
    let result = merger.merge(
      reference: reference, into: StringsFileParser.parse(data, path: shown))
    var outcome = FileOutcome(language: language)
    outcome.diagnostics = MergeCommand.tool.text(result.diagnostics)
    if result.hasErrors {
      outcome.diagnostics +=
        "\(MergeCommand.tool.name): error: '\(shown)' has errors; left untouched\n"
      outcome.status = .couldNotRun
      return outcome
    }
    for key in result.added { outcome.report += "\(shown): added \(quoted(key))\n" }
    for match in result.carriedOver {
      outcome.report += "\(shown): carried over \(match) (marked needs-review)\n"
    }
    outcome.carriedOver = result.carriedOver.map(\.description)
    for key in result.refreshedComments {
      outcome.report += "\(shown): refreshed the comment of \(quoted(key))\n"
    }
    for entry in result.pruned {
      outcome.report += "\(shown): pruned \(quoted(entry.key)) = \(quoted(entry.value))\n"
    }
    outcome.tally = result.tally
    finish(&outcome, path: path, shown: shown, old: data, new: result.data)
    return outcome
  }

  /// Under ``FileUpdateLock``: `path` is read and written back by one run at a time (a file
  /// created meanwhile by another run is updated instead).
  private func create(
    _ path: String, from reference: ReferenceTable, language: String
  ) -> FileOutcome {
    FileUpdateLock.updating(path) {
      FileFinder.exists(path)
        ? updateLocked(path, from: reference, language: language)
        : createLocked(path, from: reference, language: language)
    }
  }

  /// The work of `create`, done while its caller holds the lock for `path`.
  private func createLocked(
    _ path: String, from reference: ReferenceTable, language: String
  ) -> FileOutcome {
    let shown = display.display(path)
    let result = merger.newTable(from: reference)
    var outcome = FileOutcome(language: language)
    let count = result.added.count
    outcome.report = "\(shown): created with \(count) \(count == 1 ? "key" : "keys")\n"
    outcome.tally = result.tally
    finish(&outcome, path: path, shown: shown, old: nil, new: result.data)
    return outcome
  }

  // MARK: - Stringsdict files

  private func readStringsdictReference(_ path: String) -> ReferenceRead<StringsdictFile> {
    readReference(path, parse: StringsdictParser.parse, diagnostics: \.diagnostics)
  }

  /// Under ``FileUpdateLock``: `path` is read and written back by one run at a time.
  private func updateStringsdict(
    _ path: String, from reference: StringsdictFile, language: String, reference code: String
  ) -> FileOutcome {
    FileUpdateLock.updating(path) {
      updateStringsdictLocked(path, from: reference, language: language, reference: code)
    }
  }

  /// The work of `updateStringsdict`, done while its caller holds the lock for `path`.
  private func updateStringsdictLocked(
    _ path: String, from reference: StringsdictFile, language: String, reference code: String
  ) -> FileOutcome {
    let shown = display.display(path)
    let data: Data
    do {
      data = try FileReader.read(path, displayPath: shown)
    } catch {
      return failure(error, language: language)
    }
    let result = stringsdictMerger.merge(
      reference: reference, into: StringsdictParser.parse(data, path: shown), language: language,
      referenceLanguage: code)
    var outcome = FileOutcome(language: language)
    outcome.diagnostics = MergeCommand.tool.text(result.diagnostics)
    if result.hasErrors {
      outcome.diagnostics +=
        "\(MergeCommand.tool.name): error: '\(shown)' has errors; left untouched\n"
      outcome.status = .couldNotRun
      return outcome
    }
    for key in result.added { outcome.report += "\(shown): added \(quoted(key))\n" }
    for categories in result.addedCategories {
      outcome.report += "\(shown): added \(categories)\n"
    }
    for entry in result.pruned { outcome.report += "\(shown): pruned \(quoted(entry.key))\n" }
    outcome.tally = result.tally
    finish(&outcome, path: path, shown: shown, old: data, new: result.data)
    return outcome
  }

  /// Under ``FileUpdateLock``: `path` is read and written back by one run at a time (a file
  /// created meanwhile by another run is updated instead).
  private func createStringsdict(
    _ path: String, from reference: StringsdictFile, language: String, reference code: String
  ) -> FileOutcome {
    FileUpdateLock.updating(path) {
      FileFinder.exists(path)
        ? updateStringsdictLocked(path, from: reference, language: language, reference: code)
        : createStringsdictLocked(path, from: reference, language: language, reference: code)
    }
  }

  /// The work of `createStringsdict`, done while its caller holds the lock for `path`.
  private func createStringsdictLocked(
    _ path: String, from reference: StringsdictFile, language: String, reference code: String
  ) -> FileOutcome {
    let shown = display.display(path)
    let result = stringsdictMerger.newFile(
      from: reference, language: language, referenceLanguage: code)
    var outcome = FileOutcome(language: language)
    let count = result.added.count
    outcome.report = "\(shown): created with \(count) \(count == 1 ? "key" : "keys")\n"
    outcome.tally = result.tally
    finish(&outcome, path: path, shown: shown, old: nil, new: result.data)
    return outcome
  }

  /// Shows, checks or writes a change.
  private func finish(
    _ outcome: inout FileOutcome, path: String, shown: String, old: Data?, new: Data?
  ) {
    guard let new else { return }
    if dryRun { outcome.diff = UnifiedDiff.text(old: old, new: new, path: shown) }
    if check {
      outcome.report += "\(shown): would change\n"
      outcome.status = .findings
    }
    guard !dryRun && !check else { return }
    do {
      if old == nil {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
          try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw StringsError.fileNotWritable(
            path: display.display(folder), reason: "cannot create the folder")
        }
      }
      try writer(new, path, shown)
    } catch {
      // Nothing was written: the changes are not reported, only the failure.
      outcome.report = ""
      outcome.diagnostics += "\(MergeCommand.tool.name): error: \(error)\n"
      outcome.status = .couldNotRun
      outcome.tally = nil
    }
  }

  private func failure(_ message: some CustomStringConvertible, language: String) -> FileOutcome {
    var outcome = FileOutcome(language: language)
    outcome.diagnostics = "\(MergeCommand.tool.name): error: \(message)\n"
    outcome.status = .couldNotRun
    return outcome
  }

  private func quoted(_ text: String) -> String {
    "\"\(StringsFileWriter.escaped(text))\""
  }
}
