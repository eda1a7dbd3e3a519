import Foundation

/// The table text of one ``KeyReference`` (key, value, table and comment) as spans of one UTF-8
/// buffer, which all the references found in a file share (``ReferenceFile``).
///
/// The extractor appends each text's bytes to the file's buffer instead of making a `String` of
/// every key, value and comment; grouping hashes and compares the spans' bytes (equal bytes are
/// equal Unicode scalars, the identity ``LiteralKey`` gives) and makes a `String` only of a text
/// it has not seen. The buffer is always valid UTF-8: the extractor repairs what the source's
/// bytes would not decode to, exactly as `String(decoding:as:)` does.
struct ReferenceText: Sendable {
  /// The file's shared bytes (which the spans index into), path and kinds.
  var file: ReferenceFile
  var key: Range<Int>
  /// `nil`: no value (the key is the value).
  var value: Range<Int>?
  /// `nil`: the `Localizable` table.
  var table: Range<Int>?
  var comment: Range<Int>?

  /// The texts' UTF-8 bytes, back to back.
  var bytes: [UInt8] { file.bytes }

  /// Texts given as spans of `file`'s bytes (valid UTF-8).
  init(
    file: ReferenceFile, key: Range<Int>, value: Range<Int>?, table: Range<Int>?,
    comment: Range<Int>?
  ) {
    self.file = file
    self.key = key
    self.value = value
    self.table = table
    self.comment = comment
  }

  /// Texts given as strings, laid out in a buffer of their own, in a file of their own at
  /// `path` whose only kind is `kind`.
  init(
    key: String, value: String?, table: String?, comment: String?, path: String,
    kind: KeyReference.Kind
  ) {
    file = ReferenceFile(bytes: [], path: path, kinds: [kind])
    self.key = 0..<0
    self.key = append(key)
    self.value = value.map { append($0) }
    self.table = table.map { append($0) }
    self.comment = comment.map { append($0) }
  }

  /// The text of `span`.
  func string(_ span: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self)
    }
  }

  /// Adds `text` to the buffer and returns its span (a text that is set after extraction; the
  /// span it replaces stays in the buffer unused). The buffer is shared, so this copies it.
  mutating func append(_ text: String) -> Range<Int> {
    var bytes = file.bytes
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    file = file.with(bytes: bytes)
    return start..<bytes.count
  }

  /// Calls `body` with the bytes, for reading spans without copying them.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try file.bytes.withUnsafeBufferPointer(body)
  }
}

/// Comparing UTF-8 texts held as bytes with each other and with strings.
enum UTF8Text {
  /// Whether two byte runs are the same bytes.
  @inline(__always)
  static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let left = a.baseAddress, let right = b.baseAddress, a.count > 0 else { return true }
    return memcmp(left, right, a.count) == 0
  }

  /// Whether `bytes` are the UTF-8 bytes of `string` (the same Unicode scalars).
  @inline(__always)
  static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ string: String) -> Bool {
    guard bytes.count == string.utf8.count else { return false }
    var string = string
    return string.withUTF8 { equal(bytes, $0) }
  }

  /// Whether every byte of `text` is ASCII: file names and keys as well as source text.
  static func isASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { isASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Whether every byte is ASCII (eight at a time).
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index + 8 <= bytes.count {
      if ByteWord.load(bytes, at: index) & 0x8080_8080_8080_8080 != 0 { return false }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// Whether `bytes` hold `*/`, which would end a `/* … */` comment early (what
  /// `StringsFileWriter.mayEndComment(_:)` asks of a string's bytes).
  static func mayEndComment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // From `*` to `*` with `memchr`: most comments hold none, and the generator asks this of
    // every comment it reads.
    var offset = 0
    while let star = bytes.firstIndex(ofByte: UInt8(ascii: "*"), from: offset) {
      if star + 1 < bytes.count && bytes[star + 1] == UInt8(ascii: "/") { return true }
      offset = star + 1
    }
    return false
  }

}
