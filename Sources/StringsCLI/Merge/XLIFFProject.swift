import Foundation
import StringsKit

/// The project an export or import works on: the `.lproj` tables below one folder, its
/// reference language, and each table's path relative to that folder (the XLIFF `original`).
/// Files inside `.xcloc` bundles (earlier exports) are not part of the project.
struct XLIFFProject {
  let root: String
  let project: LocalizationProject
  let referenceLanguage: String
  /// Problems finding the files, to print.
  let errors: [StringsError]

  init(
    positionals: [String], reference: String?, display: DisplayPath
  ) throws(XLIFFProjectError) {
    guard positionals.count <= 1 else {
      throw .usage(.unexpectedArgument(positionals[1]))
    }
    root = display.absolute(positionals.first ?? ".")
    let finder = FileFinder(paths: [root], suffixes: [".strings"], display: display)
    errors = finder.errors
    // The source copies inside exported bundles are not the project's tables.
    project = LocalizationProject(files: finder.files.filter { !$0.contains(".xcloc/") })
    do {
      referenceLanguage = try project.referenceLanguage(requested: reference)
    } catch {
      throw .noReference(error)
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
