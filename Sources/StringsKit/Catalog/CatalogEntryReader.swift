/// Reads a String Catalog for the lint: the ``Catalog`` ``CatalogReader`` reads, without its
/// JSON document (``Catalog/root`` is `nil`), which no rule reads and which takes several times
/// the file's size.
///
/// Each key of `strings` is stepped over, then read and decoded on its own, on every core, and
/// its JSON dropped once decoded. A file with a syntax error or a repeated key, whose
/// diagnostics depend on the whole document, is read by ``CatalogReader`` instead.
public enum CatalogEntryReader {
  /// Below this many bytes every key is read on the calling thread.
  static let parallelSize = 256 * 1024

  public static func read(_ bytes: [UInt8], path: String) -> Catalog {
    read(bytes, path: path, jobs: bytes.count < parallelSize ? 1 : nil)
  }

  /// With `jobs` workers at most (every core when `nil`).
  static func read(_ bytes: [UInt8], path: String, jobs: Int?) -> Catalog {
    if let catalog = readByKey(bytes, path: path, jobs: jobs) { return catalog }
    var catalog = CatalogReader.read(bytes, path: path)
    catalog.root = nil
    return catalog
  }

  /// `nil` when the whole document has to be read.
  static func readByKey(_ bytes: [UInt8], path: String, jobs: Int?) -> Catalog? {
    let (json, keys) = CatalogJSONReader.readDeferred(bytes, path: path, jobs: jobs) {
      value, node in
      CatalogDecoder.entry(
        CatalogMember(value.key, node, keyAt: value.keyLocation), path: path, keysAreUnique: true)
    }
    guard let json, let root = json.root, json.duplicateKeys.isEmpty,
      !keys.contains(where: { $0 == nil })
    else { return nil }
    var entries: [CatalogEntry] = []
    entries.reserveCapacity(keys.count)
    var diagnostics: [Diagnostic] = []
    for key in keys {
      if let entry = key?.entry { entries.append(entry) }
      diagnostics += key?.diagnostics ?? []
    }
    let decoded = CatalogDecoder.decode(
      root, path: path, keysAreUnique: true, strings: (entries, diagnostics))
    return Catalog(
      path: path, root: nil, byteOrderMark: json.byteOrderMark,
      leadingWhitespace: json.leadingWhitespace, trailingWhitespace: json.trailingWhitespace,
      sourceLanguage: decoded.sourceLanguage, version: decoded.version, entries: decoded.entries,
      diagnostics: decoded.diagnostics, duplicateKeys: [])
  }
}
