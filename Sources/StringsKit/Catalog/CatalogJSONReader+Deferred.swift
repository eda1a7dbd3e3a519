extension CatalogJSONReader {
  /// The value of a member of `strings`, stepped over rather than read, so that each key of a
  /// big catalog is read apart from the others (``CatalogEntryReader``).
  struct DeferredValue: Sendable {
    var key: String
    var keyLocation: CatalogLocation
    /// From the value's first byte to just past its last, as far as ``Scanner/skipValue()``
    /// could tell without reading it.
    var range: Range<Int>
    /// The line the value starts on, and the offset that line starts at.
    var line: Int
    var lineStart: Int
  }

  /// A deferred value of `bytes`, read now; `nil` unless it is exactly one valid value without a
  /// repeated key (the whole document is then read again, for the diagnostics it gives).
  static func read(_ value: DeferredValue, in bytes: UnsafeBufferPointer<UInt8>, path: String)
    -> CatalogNode?
  {
    var scanner = Scanner(bytes: bytes, path: path)
    scanner.offset = value.range.lowerBound
    scanner.line = value.line
    scanner.lineStart = value.lineStart
    var duplicates: [DuplicateKey] = []
    guard let node = try? scanner.parseDocument(duplicates: &duplicates),
      scanner.offset == value.range.upperBound, duplicates.isEmpty
    else { return nil }
    return node
  }
}

extension CatalogJSONReader {
  /// `bytes` read with the values of `strings` deferred, each then read and handed to `body`
  /// on every core (at most `jobs`, every core when `nil`) as it is found: the document around
  /// them, and what `body` made of each value in file order, `nil` for a value that is not
  /// exactly one valid value (see ``read(_:in:path:)``).
  static func readDeferred<Value: Sendable>(
    _ bytes: [UInt8], path: String, jobs: Int?,
    _ body: @escaping @Sendable (DeferredValue, CatalogNode) -> Value
  ) -> (json: Result?, values: [Value?]) {
    var json: Result?
    let values = Parallel.stream(
      jobs: jobs,
      produce: { handOver in
        withoutActuallyEscaping(handOver) { handOver in
          json = read(bytes, path: path, deferring: handOver)
        }
      },
      { _, value -> Value? in
        let node = bytes.withUnsafeBufferPointer { read(value, in: $0, path: path) }
        return node.map { body(value, $0) }
      })
    return (json, values)
  }
}

extension CatalogJSONReader.Scanner {
  /// Steps over one value by its brackets and quotes alone, counting its lines, and stops at the
  /// byte after it. Fails on what would not let it find the end, nesting too deep among it; the
  /// value is checked when it is read (``CatalogJSONReader/read(_:in:path:)``).
  mutating func skipValue() throws(CatalogJSONReader.Failure) {
    // Below the reader's limit, counting the document and `strings` around the value.
    let maximumDepth = CatalogJSONReader.maximumDepth - 4
    var depth = 0
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        offset += 1
        while offset < bytes.count && bytes[offset] != UInt8(ascii: "\"") {
          offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard offset < bytes.count else { throw fail("unterminated string", at: bytes.count) }
        offset += 1
        if depth == 0 { return }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        guard depth <= maximumDepth else { throw fail("nested too deep", at: offset) }
        offset += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard depth > 0 else { return }
        depth -= 1
        offset += 1
        if depth == 0 { return }
      case UInt8(ascii: ","), 0x20, 0x09:
        guard depth > 0 else { return }
        offset += 1
      case 0x0A:
        guard depth > 0 else { return }
        offset += 1
        line += 1
        lineStart = offset
      case 0x0D:
        guard depth > 0 else { return }
        offset += 1
        if offset < bytes.count && bytes[offset] == 0x0A { offset += 1 }
        line += 1
        lineStart = offset
      default:
        offset += 1
      }
    }
    if depth > 0 { throw fail("unexpected end of file", at: offset) }
  }
}
