/// A String Catalog read and written back (`strings-lint --dump`): what ``CatalogReader``
/// reads and ``Catalog/serialized()`` writes, with the reader's diagnostics, without holding
/// the JSON document of the whole file, which took four times the file's size.
///
/// As ``CatalogEntryReader`` reads for the lint, each key of `strings` is stepped over, then
/// read, decoded for its diagnostics and written on its own, on every core, its JSON dropped
/// once written; the file's bytes are let go before the written keys are handed over. A file
/// with a syntax error or a repeated key, whose diagnostics depend on the whole document, is
/// read and written whole instead.
public enum CatalogWriteBack {
  /// Hands the catalog's bytes as ``Catalog/serialized()`` writes them to `write`, a piece at
  /// a time; nothing for a file with a syntax error (`written` is then `false`). The
  /// diagnostics are those of ``CatalogReader/read(_:path:)``.
  public static func writeBack(
    _ bytes: consuming [UInt8], path: String, to write: ([UInt8]) -> Void
  ) -> (written: Bool, diagnostics: [Diagnostic]) {
    let jobs = bytes.count < CatalogEntryReader.parallelSize ? 1 : nil
    return writeBack(consume bytes, path: path, jobs: jobs, to: write)
  }

  /// With `jobs` workers at most (every core when `nil`).
  static func writeBack(
    _ bytes: consuming [UInt8], path: String, jobs: Int?, to write: ([UInt8]) -> Void
  ) -> (written: Bool, diagnostics: [Diagnostic]) {
    guard let (json, root, keys) = readByKey(bytes, path: path, jobs: jobs) else {
      let catalog = CatalogReader.read(bytes, path: path)
      guard let written = catalog.serialized() else { return (false, catalog.diagnostics) }
      write(written)
      return (true, catalog.diagnostics)
    }
    bytes = []
    var diagnostics: [Diagnostic] = []
    var written: [[UInt8]] = []
    written.reserveCapacity(keys.count)
    for key in keys {
      diagnostics += key.diagnostics
      written.append(key.written)
    }
    // In print order, as a ``Catalog`` holds them.
    diagnostics =
      CatalogDecoder.decode(root, path: path, keysAreUnique: true, strings: ([], diagnostics))
      .diagnostics.sortedForPrinting()
    CatalogWriter.write(
      deferred: root, strings: &written, byteOrderMark: json.byteOrderMark,
      leadingWhitespace: json.leadingWhitespace, trailingWhitespace: json.trailingWhitespace,
      flush: write)
    return (true, diagnostics)
  }

  /// Each key of `strings` written at its depth, with its diagnostics, in file order, and the
  /// document around them; `nil` when the whole document has to be read.
  private static func readByKey(_ bytes: [UInt8], path: String, jobs: Int?) -> (
    json: CatalogJSONReader.Result, root: CatalogNode,
    keys: [(written: [UInt8], diagnostics: [Diagnostic])]
  )? {
    let (json, keys) = CatalogJSONReader.readDeferred(bytes, path: path, jobs: jobs) {
      value, node in
      let diagnostics = CatalogDecoder.entry(
        CatalogMember(value.key, node, keyAt: value.keyLocation), path: path, keysAreUnique: true
      ).diagnostics
      var written: [UInt8] = []
      CatalogWriter.write(node, into: &written, depth: CatalogWriter.stringsValueDepth)
      return (written: written, diagnostics: diagnostics)
    }
    guard let json, let root = json.root, json.duplicateKeys.isEmpty else { return nil }
    var complete: [(written: [UInt8], diagnostics: [Diagnostic])] = []
    complete.reserveCapacity(keys.count)
    for key in keys {
      guard let key else { return nil }
      complete.append(key)
    }
    return (json, root, complete)
  }
}
