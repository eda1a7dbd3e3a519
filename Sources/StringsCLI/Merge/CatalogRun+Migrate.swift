import Foundation
import StringsKit

/// `strings-merge --migrate-to-catalog`: the `.lproj` tables below each path become
/// `<Table>.xcstrings` beside the `.lproj` folders.
extension CatalogRun {
  /// The files of one table in one language.
  struct TableFiles {
    var strings: String?
    var stringsdict: String?
  }

  func migrateToCatalogs(into outcome: inout Outcome) {
    let finder = FileFinder(
      paths: inputs, suffixes: [".strings", ".stringsdict"], display: display)
    for error in finder.errors { outcome.fail(error) }
    // resource folder → table → language → files
    var folders: [String: [String: [String: TableFiles]]] = [:]
    for file in finder.files {
      let url = URL(fileURLWithPath: file)
      let lproj = url.deletingLastPathComponent().lastPathComponent
      guard lproj.hasSuffix(".lproj"), lproj.count > ".lproj".count else { continue }
      let language = String(lproj.dropLast(".lproj".count))
      // A catalog holding this code would not read cleanly, nor compile back to its folder.
      if let problem = LanguageCode.problem(with: language) {
        outcome.fail("\(display.display(file)): not migrated: \(problem)")
        continue
      }
      let folder = url.deletingLastPathComponent().deletingLastPathComponent().path
      let name = url.deletingPathExtension().lastPathComponent
      if url.pathExtension == "stringsdict" {
        folders[folder, default: [:]][name, default: [:]][language, default: TableFiles()]
          .stringsdict = file
      } else {
        folders[folder, default: [:]][name, default: [:]][language, default: TableFiles()]
          .strings = file
      }
    }
    if folders.isEmpty && finder.errors.isEmpty {
      outcome.fail("no .lproj tables found to migrate")
    }
    for folder in folders.keys.sorted() {
      for table in folders[folder]!.keys.sorted() {
        migrate(table, in: folder, languages: folders[folder]![table]!, into: &outcome)
      }
    }
  }

  private func migrate(
    _ table: String, in folder: String, languages: [String: TableFiles], into outcome: inout Outcome
  ) {
    let path = "\(folder)/\(table).xcstrings"
    let shown = display.display(path)
    let codes = languages.keys.sorted()
    guard
      let source = reference.map({ codes.contains($0) ? $0 : nil })
        ?? (codes.contains("en") ? "en" : codes.contains("Base") ? "Base" : nil)
    else {
      let wanted = reference.map { "'\($0)'" } ?? "'en' or 'Base'"
      outcome.fail(
        "\(shown): not migrated: no \(wanted) language among \(codes.joined(separator: ", "))")
      return
    }
    var inputs: [CatalogMigration.Language] = []
    var readable = true
    for code in codes {
      let files = languages[code]!
      var language = CatalogMigration.Language(language: code, strings: nil)
      if let file = files.strings {
        let fileShown = display.display(file)
        do {
          let strings = StringsFileParser.parse(
            try FileReader.read(file, displayPath: fileShown), path: fileShown)
          if strings.hasErrors {
            outcome.diagnostics += MergeCommand.tool.text(
              strings.diagnostics.filter { $0.severity == .error })
            readable = false
          }
          language.strings = strings
        } catch {
          outcome.fail(error)
          readable = false
        }
      }
      if let file = files.stringsdict {
        let fileShown = display.display(file)
        do {
          let parsed = StringsdictParser.parse(
            try FileReader.read(file, displayPath: fileShown), path: fileShown)
          let read = StringsdictContent.read(parsed)
          outcome.diagnostics += MergeCommand.tool.text(read.diagnostics)
          if read.hasErrors { readable = false }
          language = CatalogMigration.Language(
            language: code, strings: language.strings, stringsdict: parsed)
        } catch {
          outcome.fail(error)
          readable = false
        }
      }
      inputs.append(language)
    }
    guard readable else {
      outcome.fail("\(shown): not migrated: a table of it does not read cleanly")
      return
    }
    let result = CatalogMigration.catalog(path: shown, sourceLanguage: source, languages: inputs)
    outcome.diagnostics += MergeCommand.tool.text(result.diagnostics)
    guard let bytes = result.catalog.serialized() else {
      outcome.fail("\(shown): the catalog cannot be written")
      return
    }
    let data = Data(bytes)
    if FileFinder.exists(path) {
      let old = try? FileReader.read(path, displayPath: shown)
      if old == data { return }
      outcome.fail("\(shown): exists and differs; not overwritten (move it away to migrate again)")
      return
    }
    _ = put(data, at: path, inside: folder, into: &outcome)
    let count = result.catalog.entries.count
    outcome.report +=
      "\(shown): \(count) \(count == 1 ? "key" : "keys") in \(codes.count) "
      + "\(codes.count == 1 ? "language" : "languages"), source \(source)"
      + "\(dryRun || check ? " (would be written)" : "")\n"
  }
}
