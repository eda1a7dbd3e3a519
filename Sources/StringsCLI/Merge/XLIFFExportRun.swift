import Foundation
import StringsKit

/// `strings-merge --export-xliff DIR`: one `LANG.xcloc` (or `LANG.xliff`) per language, written
/// atomically file by file.
struct XLIFFExportRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let positionals: [String]
  let output: String
  let languages: [String]
  let bare: Bool
  let reference: String?
  let writer: MergeRun.Writer

  init(
    options: MergeCommand.Options, positionals: [String], environment: CommandEnvironment,
    writer: @escaping MergeRun.Writer
  ) throws(UsageError) {
    for (given, name) in [
      (options.addLanguage != nil, "--add-language"),
      (!options.importXLIFF.isEmpty, "--import-xliff"),
      (options.prune, "--prune"), (options.keepComments, "--keep-comments"),
      (options.newValueGiven, "--new-value"), (options.dryRun, "--dry-run"),
      (options.check, "--check"), (options.acceptOutdated, "--accept-outdated"),
    ] where given {
      throw .conflictingOptions("--export-xliff", name)
    }
    if let reference = options.reference, reference.isEmpty || reference.contains("/") {
      throw .invalidValue(
        option: "--reference", value: reference, reason: "expected a language code such as 'en'")
    }
    if positionals.count > 1 { throw .unexpectedArgument(positionals[1]) }
    self.environment = environment
    self.display = DisplayPath(workingDirectory: environment.workingDirectory)
    self.positionals = positionals
    self.output = options.exportXLIFF ?? "."
    self.languages = options.languages
    self.bare = options.bareXLIFF
    self.reference = options.reference
    self.writer = writer
  }

  static let tool = XLIFFDocument.Tool(
    id: "strings-merge", name: "strings-merge", version: Version.current,
    buildNumber: Version.current)

  func execute() -> ExitStatus {
    let project: XLIFFProject
    do {
      project = try XLIFFProject(positionals: positionals, reference: reference, display: display)
    } catch {
      return fail(error)
    }
    var status = ExitStatus.clean
    for error in project.errors {
      environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
      status = .couldNotRun
    }
    let referenceCode = project.referenceLanguage

    // The reference tables once, shared by every language, in the order of their paths.
    var sources: [Source] = []
    for folder in project.project.resourceFolders {
      for (name, path) in (folder.tables[referenceCode] ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard let file = read(path, status: &status, parse: StringsFileParser.parse),
          !file.hasErrors
        else {
          return unreadable(path)
        }
        sources.append(
          Source(
            original: project.relative(path), data: file.data,
            kind: .strings(folder, name, ReferenceTable(file))))
      }
      for (name, path) in (folder.stringsdicts[referenceCode] ?? [:]).sorted(by: {
        $0.key < $1.key
      }) {
        guard let file = read(path, status: &status, parse: StringsdictParser.parse),
          !file.hasErrors
        else {
          return unreadable(path)
        }
        sources.append(
          Source(
            original: project.relative(path), data: file.data,
            kind: .stringsdict(folder, name, file)))
      }
    }
    var catalogLanguages: Set<String> = []
    for path in project.catalogs {
      let shown = display.display(path)
      guard let data = try? FileReader.read(path, displayPath: shown) else {
        return unreadable(path)
      }
      let catalog = CatalogReader.read(Array(data), path: shown)
      guard catalog.blockingDiagnostics.isEmpty else {
        environment.standardError(MergeCommand.tool.text(catalog.blockingDiagnostics))
        return unreadable(path)
      }
      catalogLanguages.formUnion(catalog.languages)
      sources.append(Source(original: project.relative(path), data: data, kind: .catalog(catalog)))
    }
    sources.sort {
      $0.original.unicodeScalars.lexicographicallyPrecedes($1.original.unicodeScalars)
    }

    let targets =
      languages.isEmpty
      ? Set(project.project.languages).union(catalogLanguages).subtracting([referenceCode])
        .sorted() : languages
    if targets.isEmpty {
      environment.standardError(
        "\(MergeCommand.tool.name): error: no language to export besides the reference "
          + "'\(referenceCode)' (use --language LANG)\n")
      return .couldNotRun
    }

    for language in targets {
      var document = XLIFFDocument(files: [])
      var translated = 0
      var total = 0
      for source in sources {
        let (file, diagnostics) = exportFile(
          source, language: language, referenceCode: referenceCode, status: &status)
        if !diagnostics.isEmpty {
          environment.standardError(MergeCommand.tool.text(diagnostics))
          status = status.combined(with: .findings)
        }
        total += file.units.count
        translated += file.units.filter { $0.target != nil }.count
        document.files.append(file)
      }
      let folder = display.absolute(output)
      let written: [(path: String, data: Data)]
      let shownTarget: String
      if bare {
        written = [("\(language).xliff", XLIFFWriter.data(for: document))]
        shownTarget = display.display("\(folder)/\(language).xliff")
      } else {
        let bundle = XclocBundle(
          developmentRegion: referenceCode, project: project.name, targetLocale: language,
          tool: Self.tool, document: document,
          sourceFiles: sources.map { ($0.original, $0.data) })
        let base = "\(language).xcloc"
        written =
          bundle.files.map { ("\(base)/\($0.path)", $0.data) }
        shownTarget = display.display("\(folder)/\(base)")
        for sub in XclocBundle.folders where !makeFolder("\(folder)/\(base)/\(sub)") {
          status = .couldNotRun
        }
      }
      var failed = false
      for (path, data) in written {
        let absolute = "\(folder)/\(path)"
        do {
          try OutputFolder.check(absolute, inside: folder, displayPath: display.display(absolute))
        } catch {
          environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
          failed = true
          continue
        }
        guard makeFolder(URL(fileURLWithPath: absolute).deletingLastPathComponent().path) else {
          failed = true
          continue
        }
        do {
          try writer(data, absolute, display.display(absolute))
        } catch {
          environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
          failed = true
        }
      }
      if failed {
        status = .couldNotRun
        continue
      }
      environment.standardOutput(
        "\(shownTarget): \(total) \(total == 1 ? "unit" : "units"), \(translated) translated\n")
    }
    return status
  }

  /// One table file of the reference language, as read once for every language.
  struct Source {
    enum Kind {
      case strings(LocalizationProject.ResourceFolder, String, ReferenceTable)
      case stringsdict(LocalizationProject.ResourceFolder, String, StringsdictFile)
      case catalog(Catalog)
    }
    var original: String
    var data: Data
    var kind: Kind
  }

  /// The `<file>` of `source` for `language`: its translation read (a translation with errors
  /// is left out, with them printed) and its units made.
  private func exportFile(
    _ source: Source, language: String, referenceCode: String, status: inout ExitStatus
  ) -> (file: XLIFFDocument.File, diagnostics: [Diagnostic]) {
    switch source.kind {
    case .strings(let folder, let name, let reference):
      let translation = folder.tables[language]?[name].flatMap {
        usableTranslation($0, status: &status, parse: StringsFileParser.parse, \.diagnostics)
      }
      return XLIFFExport.file(
        for: XLIFFExport.Table(
          original: source.original, reference: reference, translation: translation),
        sourceLanguage: referenceCode, targetLanguage: language, tool: Self.tool)
    case .stringsdict(let folder, let name, let reference):
      let translation = folder.stringsdicts[language]?[name].flatMap {
        usableTranslation($0, status: &status, parse: StringsdictParser.parse, \.diagnostics)
      }
      return XLIFFStringsdictUnits.file(
        original: source.original, reference: reference, translation: translation,
        sourceLanguage: referenceCode, targetLanguage: language, tool: Self.tool)
    case .catalog(let catalog):
      return XLIFFCatalogUnits.file(
        original: source.original, catalog: catalog,
        sourceLanguage: catalog.sourceLanguage ?? referenceCode, targetLanguage: language,
        tool: Self.tool)
    }
  }

  private func unreadable(_ path: String) -> ExitStatus {
    environment.standardError(
      "\(MergeCommand.tool.name): error: the reference '\(display.display(path))' cannot "
        + "be read; nothing exported\n")
    return .couldNotRun
  }

  /// The table at `path`, parsed with `parse`; nil (with the reason printed and `status` set)
  /// when it cannot be read.
  private func read<Table>(
    _ path: String, status: inout ExitStatus, parse: (Data, _ path: String) -> Table
  ) -> Table? {
    let shown = display.display(path)
    do {
      return parse(try FileReader.read(path, displayPath: shown), shown)
    } catch {
      environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
      status = .couldNotRun
      return nil
    }
  }

  /// The translation table at `path`, parsed; nil (with the reason printed and `status` set) when
  /// it cannot be read, or when it has errors: its table is then exported without translations.
  private func usableTranslation<Table>(
    _ path: String, status: inout ExitStatus, parse: (Data, _ path: String) -> Table,
    _ diagnostics: (Table) -> [Diagnostic]
  ) -> Table? {
    guard let table = read(path, status: &status, parse: parse) else { return nil }
    let found = diagnostics(table)
    guard found.contains(where: { $0.severity == .error }) else { return table }
    environment.standardError(MergeCommand.tool.text(found))
    environment.standardError(
      "\(MergeCommand.tool.name): error: '\(display.display(path))' has errors; its table is "
        + "exported without translations\n")
    status = .couldNotRun
    return nil
  }

  private func makeFolder(_ path: String) -> Bool {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return true
    } catch {
      environment.standardError(
        "\(MergeCommand.tool.name): error: cannot create the folder '\(display.display(path))'\n")
      return false
    }
  }

  private func fail(_ error: XLIFFProjectError) -> ExitStatus {
    switch error {
    case .usage(let usage):
      environment.standardError("\(MergeCommand.tool.name): error: \(usage)\n")
    case .noReference(let error):
      environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
    }
    return .couldNotRun
  }
}
