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
    let targets =
      languages.isEmpty
      ? project.project.languages.filter { $0 != referenceCode } : languages
    if targets.isEmpty {
      environment.standardError(
        "\(MergeCommand.tool.name): error: no language to export besides the reference "
          + "'\(referenceCode)' (use --language LANG)\n")
      return .couldNotRun
    }

    // The reference tables once, shared by every language.
    var tables:
      [(
        folder: LocalizationProject.ResourceFolder, name: String, path: String,
        reference: ReferenceTable
      )] = []
    for folder in project.project.resourceFolders {
      guard let referencePaths = folder.tables[referenceCode] else { continue }
      for name in referencePaths.keys.sorted() {
        let path = referencePaths[name]!
        guard let file = parse(path, status: &status), !file.hasErrors else {
          environment.standardError(
            "\(MergeCommand.tool.name): error: the reference '\(display.display(path))' cannot "
              + "be read; nothing exported\n")
          return .couldNotRun
        }
        tables.append((folder, name, path, ReferenceTable(file)))
      }
    }

    for language in targets {
      var document = XLIFFDocument(files: [])
      var translated = 0
      var total = 0
      for table in tables {
        var translation: StringsFile?
        if let path = table.folder.tables[language]?[table.name] {
          translation = parse(path, status: &status)
          if let file = translation, file.hasErrors {
            environment.standardError(DiagnosticFormatter.text(file.diagnostics))
            environment.standardError(
              "\(MergeCommand.tool.name): error: '\(file.path)' has errors; its table is "
                + "exported without translations\n")
            status = .couldNotRun
            translation = nil
          }
        }
        let (file, diagnostics) = XLIFFExport.file(
          for: XLIFFExport.Table(
            original: project.relative(table.path), reference: table.reference,
            translation: translation),
          sourceLanguage: referenceCode, targetLanguage: language, tool: Self.tool)
        if !diagnostics.isEmpty {
          environment.standardError(DiagnosticFormatter.text(diagnostics))
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
          sourceFiles: tables.map { table in
            (project.relative(table.path), table.reference.file.data)
          })
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

  private func parse(_ path: String, status: inout ExitStatus) -> StringsFile? {
    let shown = display.display(path)
    do {
      return StringsFileParser.parse(try FileReader.read(path, displayPath: shown), path: shown)
    } catch {
      environment.standardError("\(MergeCommand.tool.name): error: \(error)\n")
      status = .couldNotRun
      return nil
    }
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
