import Foundation
import StringsKit

/// `--migrate-from-catalog` without `-o` writes beside the catalog, where the project's own
/// `.lproj` tables (with their comments) usually are. As `--migrate-to-catalog` never
/// overwrites a catalog, this never replaces such a table unless `--force` or `-o` asks for it.
extension CatalogRun {
  /// Whether the table at `path` stays as it is because it exists, differs from `data`, and
  /// nothing asked to replace it; the refusal is reported in `outcome` (exit status 2).
  func keepsExistingTable(_ path: String, for data: Data, into outcome: inout Outcome) -> Bool {
    guard task == .migrateFromCatalog, outputDirectory == nil, !force, FileFinder.exists(path)
    else { return false }
    let shown = display.display(path)
    if (try? FileReader.read(path, displayPath: shown)) == data { return false }
    outcome.fail(
      "\(shown): exists and differs; not replaced (--force replaces it, -o DIR writes elsewhere)")
    return true
  }
}
