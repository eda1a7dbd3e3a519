import Foundation

@testable import StringsKit

/// Locates `Fixtures/` in the source tree through `#filePath`, so that tests read the committed
/// files and `UPDATE_GOLDEN=1` writes back into the source tree, never into a build folder.
enum Fixtures {
  /// The package root: three folders above this file (`Tests/StringsKitTests/Support/`).
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static let root: URL = packageRoot.appendingPathComponent("Fixtures")

  /// `Fixtures/<relative>`.
  static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  /// The sorted names of the entries directly inside `Fixtures/<area>` whose name ends in
  /// `suffix` (all entries when `suffix` is empty), with the suffix removed.
  static func cases(in area: String, suffix: String = "") -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url(area).path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(suffix) }
      .map { String($0.dropLast(suffix.count)) }
      .sorted()
  }

  /// The shared corpus of real `.strings` files beside the repository, when it is there.
  static let sharedCorpus: URL? = {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/corpus/strings")
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue ? url : nil
  }()

  /// `../shared/corpus/<area>` beside the repository, when it is there.
  static func sharedCorpus(_ area: String) -> URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/corpus/\(area)")
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue ? url : nil
  }

  /// Every String Catalog of the shared corpus: `xcstrings/` and the catalogs beside the XLIFF
  /// of `xliff/gomap/`. Empty when the corpus is not there.
  static var sharedCatalogs: [URL] {
    ["xcstrings", "xliff/gomap"].compactMap(sharedCorpus).flatMap {
      files(below: $0, suffix: ".xcstrings")
    }
  }

  /// Every catalog of the shared corpus, read; empty (with a message) when the corpus is not there.
  static func readSharedCatalogs() throws -> [(url: URL, catalog: Catalog)] {
    let urls = sharedCatalogs
    if urls.isEmpty { print("skipping: ../shared/corpus/xcstrings is not there") }
    return try urls.map {
      ($0, CatalogReader.read(try [UInt8](Data(contentsOf: $0)), path: $0.path))
    }
  }

  /// Every file below `directory` whose name ends in `suffix`, sorted by path.
  static func files(below directory: URL, suffix: String) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var found: [URL] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(suffix) { found.append(directory.appendingPathComponent(relative)) }
    }
    return found.sorted { $0.path < $1.path }
  }
}
