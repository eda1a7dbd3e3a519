import Foundation
import StringsKit

/// `strings-merge --rename-key OLD NEW [PATH ...]`: the key renamed in every `.strings`,
/// `.stringsdict` and `.xcstrings` below the paths with its translations, comments and states
/// (``KeyRename``), and with `--sources DIR` in the literal of every call the scanner finds.
///
/// Nothing is written when a table or catalog already has NEW (exit status 2): two keys would
/// become one and one set of translations would be lost. Every file is read and renamed first;
/// then each is written under ``FileUpdateLock`` from a fresh read, atomically. `--check` and
/// `--dry-run` write nothing, as in an update.
struct RenameRun {
  let environment: CommandEnvironment
  let display: DisplayPath
  let old: String
  let new: String
  let paths: [String]
  let sources: [String]
  let extractor: LocalizationExtractor
  let dryRun: Bool
  let check: Bool
  let writer: MergeRun.Writer

  init(
    options: MergeCommand.Options, positionals: [String], environment: CommandEnvironment,
    writer: @escaping MergeRun.Writer
  ) throws(UsageError) {
    guard let old = options.renameKey else { throw .missingArgument("--rename-key OLD") }
    guard let new = positionals.first else {
      throw .missingArgument("the new key after '--rename-key \(old)'")
    }
    if new.isEmpty {
      throw .invalidValue(option: "--rename-key", value: new, reason: "a key cannot be empty")
    }
    if new.isLiterallyEqual(to: old) {
      throw .invalidValue(
        option: "--rename-key", value: new, reason: "the new key is the old key")
    }
    for (given, spelling) in [
      (options.addLanguage != nil, "--add-language"), (options.prune, "--prune"),
      (options.exportXLIFF != nil, "--export-xliff"),
      (!options.importXLIFF.isEmpty, "--import-xliff"),
      (options.reference != nil, "--reference"),
    ] where given {
      throw .conflictingOptions("--rename-key", spelling)
    }
    self.environment = environment
    self.writer = writer
    self.old = old
    self.new = new
    display = DisplayPath(workingDirectory: environment.workingDirectory)
    paths = positionals.count > 1 ? Array(positionals.dropFirst()) : ["."]
    sources = options.sources
    extractor = LocalizationExtractor(
      options: ExtractionOptions.xcodeCatalog.adding(ExtractionOptions(methods: options.methods)))
    dryRun = options.dryRun
    check = options.check
  }

  /// One file to change: its path, the bytes read and the bytes to write.
  struct Change {
    var path: String
    var old: Data
    var new: Data
    var report: String
  }

  func execute() -> ExitStatus {
    let tool = MergeCommand.tool.name
    let tables = FileFinder(
      paths: paths.map(display.absolute), suffixes: [".strings", ".stringsdict", ".xcstrings"],
      display: display)
    let code = FileFinder(
      paths: sources.map(display.absolute), suffixes: [".swift"], display: display)
    let errors = tables.errors + code.errors
    guard errors.isEmpty else {
      environment.standardError(errors.map { "\(tool): error: \($0)\n" }.joined())
      return .couldNotRun
    }
    var changes: [Change] = []
    var problems: [String] = []
    var warnings = ""
    for path in tables.files {
      switch renamedTable(path) {
      case .success(let change?): changes.append(change)
      case .success(nil): break
      case .failure(let problem): problems.append(problem.description)
      }
    }
    if changes.isEmpty && problems.isEmpty {
      problems.append(
        "no table or catalog below \(paths.joined(separator: ", ")) has \(quoted(old))")
    }
    guard problems.isEmpty else {
      environment.standardError(problems.map { "\(tool): error: \($0)\n" }.joined())
      environment.standardError("\(tool): error: nothing renamed\n")
      return .couldNotRun
    }
    var rewroteCode = false
    for path in code.files {
      let (change, skipped) = rewrittenSource(path)
      warnings += skipped
      if let change {
        changes.append(change)
        rewroteCode = true
      }
    }
    if !sources.isEmpty && !rewroteCode {
      warnings +=
        "\(tool): warning: no call below \(sources.joined(separator: ", ")) uses "
        + "\(quoted(old)); only the tables are renamed\n"
    }
    if !warnings.isEmpty { environment.standardError(warnings) }

    var status = ExitStatus.clean
    for change in changes {
      let shown = display.display(change.path)
      if dryRun {
        environment.standardOutput(UnifiedDiff.text(old: change.old, new: change.new, path: shown))
        environment.standardError(change.report)
        continue
      }
      if check {
        environment.standardOutput("\(shown): would change\n" + change.report)
        status = .findings
        continue
      }
      // Written from a fresh read under the lock: a run that changed the file since is kept.
      let outcome = FileUpdateLock.updating(change.path) { () -> String? in
        let current: Data
        do {
          current = try FileReader.read(change.path, displayPath: shown)
        } catch {
          return "\(error)"
        }
        let data: Data
        if current == change.old {
          data = change.new
        } else {
          let again =
            change.path.hasSuffix(".swift")
            ? rewrittenSource(change.path).change : (try? renamedTable(change.path).get()) ?? nil
          guard let again else { return nil }
          data = again.new
        }
        do {
          try writer(data, change.path, shown)
        } catch {
          return "\(error)"
        }
        return nil
      }
      if let outcome {
        environment.standardError("\(tool): error: \(outcome)\n")
        status = status.combined(with: .couldNotRun)
      } else {
        environment.standardOutput(change.report)
      }
    }
    return status
  }

  /// The renamed bytes of one table or catalog; `nil` when it does not have OLD; the message
  /// when it cannot be read or renamed, or already has NEW.
  func renamedTable(_ path: String) -> Result<Change?, RenameProblem> {
    let shown = display.display(path)
    let data: Data
    do {
      data = try FileReader.read(path, displayPath: shown)
    } catch {
      return .failure(RenameProblem("\(error)"))
    }
    let already = RenameProblem(
      "\(shown): already has \(quoted(new)); renaming \(quoted(old)) would merge two keys")
    do {
      let renamed: Data?
      if path.hasSuffix(".xcstrings") {
        let catalog = CatalogReader.read(Array(data), path: shown)
        if catalog.root?.member("strings")?.member(new) != nil { return .failure(already) }
        renamed = try KeyRename.renamed(catalog, from: old, to: new).map { Data($0) }
      } else if path.hasSuffix(".stringsdict") {
        let file = StringsdictParser.parse(data, path: shown)
        if file.entries.contains(where: { $0.key.isLiterallyEqual(to: new) }) {
          return .failure(already)
        }
        renamed = try KeyRename.renamed(file, from: old, to: new)
      } else {
        let file = StringsFileParser.parse(data, path: shown)
        if file.entries.contains(where: { $0.key.isLiterallyEqual(to: new) }) {
          return .failure(already)
        }
        renamed = try KeyRename.renamed(file, from: old, to: new)
      }
      guard let renamed else { return .success(nil) }
      return .success(
        Change(
          path: path, old: data, new: renamed,
          report: "\(shown): renamed \(quoted(old)) → \(quoted(new))\n"))
    } catch {
      return .failure(RenameProblem("\(error)"))
    }
  }

  /// The rewritten bytes of one Swift file, or `nil`, and the warnings for calls left as they
  /// are.
  func rewrittenSource(_ path: String) -> (change: Change?, warnings: String) {
    let shown = display.display(path)
    guard let bytes = try? FileReader.read(path, displayPath: shown) else { return (nil, "") }
    let rewrite = KeyRename.rewritten(
      source: Array(bytes), path: shown, extractor: extractor, from: old, to: new)
    let warnings = MergeCommand.tool.text(rewrite.skipped)
    guard let new = rewrite.bytes else { return (nil, warnings) }
    let report = rewrite.rewritten.map {
      "\($0.path):\($0.line):\($0.column): rewrote \(quoted(old)) → \(quoted(self.new))\n"
    }.joined()
    return (Change(path: path, old: bytes, new: Data(new), report: report), warnings)
  }

  private func quoted(_ text: String) -> String {
    "\"\(StringsFileWriter.escaped(text))\""
  }
}

/// Why a file stops a rename.
struct RenameProblem: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
