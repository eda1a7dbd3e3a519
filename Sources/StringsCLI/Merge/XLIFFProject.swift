import Foundation
import StringsKit

/// The project an export or import works on: the `.lproj` tables below one folder, its
/// reference language, and each table's path relative to that folder (the XLIFF `original`).
/// Files inside `.xcloc` bundles (earlier exports) are not part of the project.
struct XLIFFProject {
  let root: String
  let project: LocalizationProject
  let referenceLanguage: String
  /// The String Catalogs below the folder (absolute paths, sorted).
  let catalogs: [String]
  /// Problems finding the files, to print.
  let errors: [StringsError]

  init(
    positionals: [String], reference: String?, display: DisplayPath
  ) throws(XLIFFProjectError) {
    guard positionals.count <= 1 else {
      throw .usage(.unexpectedArgument(positionals[1]))
    }
    root = display.absolute(positionals.first ?? ".")
    let finder = FileFinder(
      paths: [root], suffixes: [".strings", ".stringsdict", ".xcstrings"], display: display)
    errors = finder.errors
    // The source copies inside exported bundles are not the project's tables.
    let files = finder.files.filter { !$0.contains(".xcloc/") }
    catalogs = files.filter { $0.hasSuffix(".xcstrings") }.sorted()
    project = LocalizationProject(files: files.filter { !$0.hasSuffix(".xcstrings") })
    do {
      referenceLanguage = try project.referenceLanguage(requested: reference)
    } catch {
      // A project of catalogs only: each catalog names its source language.
      guard project.resourceFolders.isEmpty, !catalogs.isEmpty else { throw .noReference(error) }
      referenceLanguage = reference ?? "en"
    }
  }

  /// `path` relative to the project folder.
  func relative(_ path: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The project's name for `contents.json`: its folder's name.
  var name: String { URL(fileURLWithPath: root).lastPathComponent }
}

enum XLIFFProjectError: Error {
  case usage(UsageError)
  case noReference(StringsError)
}
