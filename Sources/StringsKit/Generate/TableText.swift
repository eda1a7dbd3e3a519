import Foundation

/// A generated table's UTF-8 text, in memory of its own that is never written again once made.
///
/// The entries read their keys, values and comments from it (``WrittenEntries``), and a UTF-8
/// table in one piece is written from it as it is: the file's `Data` keeps this memory alive
/// instead of holding a copy of megabytes of text.
final class TableText: @unchecked Sendable {
  // Sendable: the bytes are written by ``TextBuffer`` before this is made, and only read after.
  let base: UnsafeMutablePointer<UInt8>
  let count: Int

  /// Takes over `count` bytes at `base`, allocated with `UnsafeMutablePointer.allocate`.
  init(takingOver base: UnsafeMutablePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  /// No text.
  convenience init() {
    self.init(takingOver: .allocate(capacity: 1), count: 0)
  }

  deinit { base.deallocate() }

  /// Calls `body` with the text's bytes.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try withExtendedLifetime(self) { try body(UnsafeBufferPointer(start: base, count: count)) }
  }

  /// The text as a `Data` that shares this memory.
  var data: Data {
    Data(
      bytesNoCopy: base, count: count,
      deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
  }
}
