import Foundation
import StringsKit

/// `strings-merge --import-xliff FILE…`: the targets of each XLIFF `<file>` written into the
/// matching language's `.strings` table through ``XLIFFImport``, then shown, checked or written
/// atomically. One report line per table file: added, changed, unchanged, skipped.
struct XLIFFImportRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let positionals: [String]
  let inputs: [String]
  let language: String?
  let reference: String?
  let options: XLIFFImport.Options
  let dryRun: Bool
  let check: Bool
  let writer: MergeRun.Writer

  init(
    options: MergeCommand.Options, positionals: [String], environment: CommandEnvironment,
    writer: @escaping MergeRun.Writer
  ) throws(UsageError) {
    for (given, name) in [
      (options.addLanguage != nil, "--add-language"), (options.prune, "--prune"),
      (options.keepComments, "--keep-comments"), (options.newValueGiven, "--new-value"),
      (options.bareXLIFF, "--bare-xliff"),
    ] where given {
      throw .conflictingOptions("--import-xliff", name)
    }
    if options.languages.count > 1 {
      throw .invalidValue(
        option: "--language", value: options.languages[1],
        reason: "an import takes one --language")
    }
    if let reference = options.reference, reference.isEmpty || reference.contains("/") {
      throw .invalidValue(
        option: "--reference", value: reference, reason: "expected a language code such as 'en'")
    }
    if positionals.count > 1 { throw .unexpectedArgument(positionals[1]) }
    self.environment = environment
    self.display = DisplayPath(workingDirectory: environment.workingDirectory)
    self.positionals = positionals
    self.inputs = options.importXLIFF
    self.language = options.languages.first
    self.reference = options.reference
    self.options = XLIFFImport.Options(acceptOutdated: options.acceptOutdated)
    self.dryRun = options.dryRun
    self.check = options.check
    self.writer = writer
  }

  private var name: String { MergeCommand.tool.name }

  func execute() -> ExitStatus {
    let project: XLIFFProject
    do {
      project = try XLIFFProject(positionals: positionals, reference: reference, display: display)
    } catch {
      switch error {
      case .usage(let usage): environment.standardError("\(name): error: \(usage)\n")
      case .noReference(let error): environment.standardError("\(name): error: \(error)\n")
      }
      return .couldNotRun
    }
    var status = ExitStatus.clean
    for error in project.errors {
      environment.standardError("\(name): error: \(error)\n")
      status = .couldNotRun
    }
    for input in inputs {
      for path in xliffFiles(in: display.absolute(input), status: &status) {
        status = status.combined(with: importFile(path, project: project))
      }
    }
    return status
  }

  /// The file itself, or the `.xliff` files in an `.xcloc`'s `Localized Contents`.
  private func xliffFiles(in path: String, status: inout ExitStatus) -> [String] {
    guard FileFinder.isDirectory(path) else { return [path] }
    let folder = "\(path)/Localized Contents"
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder))?
      .filter { $0.hasSuffix(".xliff") }.sorted() ?? []
    if names.isEmpty {
      environment.standardError(
        "\(name): error: '\(display.display(path))' holds no Localized Contents/*.xliff\n")
      status = .couldNotRun
    }
    return names.map { "\(folder)/\($0)" }
  }

  private func importFile(_ path: String, project: XLIFFProject) -> ExitStatus {
    let shown = display.display(path)
    guard let data = read(path, shown: shown) else { return .couldNotRun }
    let read = XLIFFReader.read(data, path: shown)
    var status = ExitStatus.clean
    if !read.diagnostics.isEmpty {
      environment.standardError(MergeCommand.tool.text(read.diagnostics))
      status = read.hasErrors ? .findings : .clean
    }
    guard let document = read.document else { return .couldNotRun }
    for file in document.files {
      status = status.combined(with: importTable(file, project: project))
    }
    return status
  }

  private func importTable(_ file: XLIFFDocument.File, project: XLIFFProject) -> ExitStatus {
    let position = file.position ?? SourcePosition(path: "", line: 1, column: 1)
    let units = file.units.count
    let storyboardCatalog = Self.storyboardCatalog(file.original).flatMap {
      locateCatalog($0, in: project)
    }
    let suffix =
      storyboardCatalog != nil
      ? ".xcstrings"
      : [".strings", ".stringsdict", ".xcstrings"].first { file.original.hasSuffix($0) }
    guard let suffix else {
      environment.standardError(
        MergeCommand.tool.text(
          .warning(
            "'\(file.original)' is not a .strings, .stringsdict or .xcstrings table; its "
              + "\(units) \(units == 1 ? "unit is" : "units are") not imported", at: position)))
      return .findings
    }
    guard let code = language ?? file.targetLanguage else {
      environment.standardError(
        MergeCommand.tool.text(
          .error("<file> has no target-language; give one with --language", at: position)))
      return .findings
    }
    func notFound() -> ExitStatus {
      environment.standardError(
        MergeCommand.tool.text(
          .error(
            "no reference table '\(file.original)' in language '\(project.referenceLanguage)' "
              + "below '\(display.display(project.root))'; its \(units) "
              + "\(units == 1 ? "unit is" : "units are") not imported", at: position)))
      return .findings
    }
    func isReference(_ folderCode: String, _ reference: String) -> Bool {
      guard folderCode == reference else { return false }
      environment.standardError(
        MergeCommand.tool.text(
          .warning(
            "the target language '\(code)' is the reference language; not imported",
            at: position)))
      return true
    }
    if suffix == ".xcstrings" {
      guard let path = storyboardCatalog ?? locateCatalog(file.original, in: project) else {
        return notFound()
      }
      // Read, changed and written under the lock, so that a parallel import or merge of the
      // same catalog waits for this one instead of writing over it.
      return FileUpdateLock.updating(path) {
        let shown = display.display(path)
        guard let data = read(path, shown: shown) else { return .couldNotRun }
        let catalog = CatalogReader.read(Array(data), path: shown)
        let sourceLanguage = catalog.sourceLanguage ?? project.referenceLanguage
        let folderCode =
          XLIFFLanguage.folder(for: code, among: catalog.languages)
          ?? XLIFFLanguage.newFolderName(for: code)
        if isReference(folderCode, sourceLanguage) { return .findings }
        let result = XLIFFCatalogImport.apply(
          file.units, to: catalog, sourceLanguage: sourceLanguage, language: folderCode,
          options: options)
        return finish(result, old: data, path: path, shown: shown, inside: project.root)
      }
    }
    guard let (folder, table) = locate(file.original, suffix: suffix, in: project) else {
      return notFound()
    }
    let folderCode =
      XLIFFLanguage.folder(for: code, among: folder.languages)
      ?? XLIFFLanguage.newFolderName(for: code)
    if isReference(folderCode, project.referenceLanguage) { return .findings }
    let tables = suffix == ".strings" ? folder.tables : folder.stringsdicts
    let referencePath = tables[project.referenceLanguage]![table]!
    let referenceShown = display.display(referencePath)
    guard let referenceData = read(referencePath, shown: referenceShown) else {
      return .couldNotRun
    }
    let targetPath =
      tables[folderCode]?[table] ?? "\(folder.path)/\(folderCode).lproj/\(table)\(suffix)"
    return FileUpdateLock.updating(targetPath) {
      importTable(
        file, suffix: suffix, language: folderCode, referenceLanguage: project.referenceLanguage,
        reference: (referencePath, referenceData), into: targetPath, inside: project.root)
    }
  }

  /// Imports `file` into the table at `targetPath` (which may not exist yet): read, changed and
  /// written under the caller's lock, never outside `root`.
  private func importTable(
    _ file: XLIFFDocument.File, suffix: String, language folderCode: String,
    referenceLanguage: String, reference: (path: String, data: Data), into targetPath: String,
    inside root: String
  ) -> ExitStatus {
    let referenceShown = display.display(reference.path)
    let referenceData = reference.data
    let targetShown = display.display(targetPath)
    var old: Data?
    if FileFinder.exists(targetPath) {
      guard let data = read(targetPath, shown: targetShown) else { return .couldNotRun }
      old = data
    }
    let result: XLIFFImport.Result
    if suffix == ".stringsdict" {
      let reference = StringsdictParser.parse(referenceData, path: referenceShown)
      guard !reference.hasErrors else {
        return referenceHasErrors(reference.diagnostics, referenceShown)
      }
      result = XLIFFStringsdictImport.apply(
        file.units, reference: reference,
        to: old.map { StringsdictParser.parse($0, path: targetShown) },
        referenceLanguage: referenceLanguage, language: folderCode, options: options)
    } else {
      let reference = StringsFileParser.parse(referenceData, path: referenceShown)
      guard !reference.hasErrors else {
        return referenceHasErrors(reference.diagnostics, referenceShown)
      }
      result = XLIFFImport.apply(
        file.units, reference: ReferenceTable(reference),
        to: old.map { StringsFileParser.parse($0, path: targetShown) }, options: options)
    }
    return finish(result, old: old, path: targetPath, shown: targetShown, inside: root)
  }

  /// The bytes of `path`; nil, with the reason printed, when it cannot be read.
  private func read(_ path: String, shown: String) -> Data? {
    do {
      return try FileReader.read(path, displayPath: shown)
    } catch {
      environment.standardError("\(name): error: \(error)\n")
      return nil
    }
  }

  private func referenceHasErrors(_ diagnostics: [Diagnostic], _ shown: String) -> ExitStatus {
    environment.standardError(
      MergeCommand.tool.text(diagnostics)
        + "\(name): error: the reference '\(shown)' has errors; nothing imported\n")
    return .couldNotRun
  }

  /// Prints the report of one table file and writes (or shows, or checks) its new bytes.
  private func finish(
    _ result: XLIFFImport.Result, old: Data?, path targetPath: String, shown targetShown: String,
    inside root: String
  ) -> ExitStatus {
    if !result.diagnostics.isEmpty {
      environment.standardError(MergeCommand.tool.text(result.diagnostics))
    }
    if result.couldNotEdit {
      environment.standardError("\(name): error: '\(targetShown)' has errors; left untouched\n")
      return .couldNotRun
    }
    var status: ExitStatus = result.skipped.isEmpty ? .clean : .findings
    var report = ""
    for key in result.added { report += "\(targetShown): added \(quoted(key))\n" }
    for key in result.changed { report += "\(targetShown): changed \(quoted(key))\n" }
    report +=
      "\(targetShown): \(result.added.count) added, \(result.changed.count) changed, "
      + "\(result.unchanged.count) unchanged, \(result.skipped.count) skipped"
      + (result.untranslated > 0 ? " (\(result.untranslated) without translation)" : "") + "\n"
    if let new = result.data {
      if dryRun { report += UnifiedDiff.text(old: old, new: new, path: targetShown) }
      if check {
        report += "\(targetShown): would change\n"
        status = .findings
      }
      if !dryRun && !check {
        do {
          try OutputFolder.check(targetPath, inside: root, displayPath: targetShown)
          let parent = URL(fileURLWithPath: targetPath).deletingLastPathComponent().path
          do {
            try FileManager.default.createDirectory(
              atPath: parent, withIntermediateDirectories: true)
          } catch {
            throw StringsError.fileNotWritable(
              path: display.display(parent), reason: "cannot create the folder")
          }
          try writer(new, targetPath, targetShown)
        } catch {
          // Nothing was written: the changes are not reported, only the failure.
          environment.standardError("\(name): error: \(error)\n")
          return .couldNotRun
        }
      }
    }
    environment.standardOutput(report)
    return status
  }

  /// The catalog a storyboard's or XIB's strings live in when the project has one:
  /// `DIR/Base.lproj/NAME.storyboard` → `DIR/mul.lproj/NAME.xcstrings`. Xcode exports such a
  /// catalog under the storyboard's name, its units (object ids such as `1tR-eI-DSh.title`)
  /// being the catalog's keys.
  static func storyboardCatalog(_ original: String) -> String? {
    guard original.hasSuffix(".storyboard") || original.hasSuffix(".xib") else { return nil }
    var parts = original.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
    let name = parts.removeLast()
    parts[parts.count - 1] = "mul.lproj"
    let table = name.prefix { $0 != "." }
    return (parts + ["\(table).xcstrings"]).joined(separator: "/")
  }

  /// The catalog that `original` names: the one at that path below the project folder, else the
  /// one catalog whose path ends the same way.
  private func locateCatalog(_ original: String, in project: XLIFFProject) -> String? {
    if let exact = project.catalogs.first(where: { project.relative($0) == original }) {
      return exact
    }
    let matching = project.catalogs.filter {
      let relative = project.relative($0)
      return relative.hasSuffix("/" + original) || original.hasSuffix("/" + relative)
    }
    return matching.count == 1 ? matching[0] : nil
  }

  /// The resource folder and table that `original` names: the reference file at that path below
  /// the project folder, else the one reference table of that name whose folder path ends the
  /// same way (Xcode's paths are relative to the `.xcodeproj`, which may sit elsewhere).
  private func locate(
    _ original: String, suffix: String, in project: XLIFFProject
  ) -> (LocalizationProject.ResourceFolder, String)? {
    let parts = original.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") else { return nil }
    let table = String(parts[parts.count - 1].dropLast(suffix.count))
    let prefix = parts.dropLast(2).joined(separator: "/")
    let candidates = project.project.resourceFolders.filter {
      (suffix == ".strings" ? $0.tables : $0.stringsdicts)[project.referenceLanguage]?[table] != nil
    }
    if let exact = candidates.first(where: { project.relative($0.path) == prefix }) {
      return (exact, table)
    }
    let matching = candidates.filter { folder in
      let relative = project.relative(folder.path)
      return relative == project.root || prefix.hasSuffix("/" + relative)
        || relative.hasSuffix("/" + prefix) || prefix.isEmpty || relative.isEmpty
        || relative == folder.path
    }
    if matching.count == 1 { return (matching[0], table) }
    return candidates.count == 1 ? (candidates[0], table) : nil
  }

  private func quoted(_ text: String) -> String {
    "\"\(StringsFileWriter.escaped(text))\""
  }
}
