/// Texts' UTF-8 bytes appended back to back, each append a capacity check and one copy.
///
/// Grouping appends every new key, value and comment; `[UInt8].append(contentsOf:)` spent about
/// a hundred instructions of generic checks on each, more than the copy itself. A value type:
/// appending to a copy that shares its bytes copies them first, as an array does.
struct GrowableBytes: @unchecked Sendable {
  // Sendable: the storage is written only through a uniquely referenced value (appending to a
  // shared one copies it first), so values in other threads only ever read it.
  private final class Storage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
      self.capacity = capacity
      base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
  }

  private var storage: Storage
  /// How many bytes have been appended.
  private(set) var count = 0

  init() {
    storage = Storage(capacity: 0)
  }

  var isEmpty: Bool { count == 0 }

  /// Appends `bytes` and returns their span.
  @discardableResult
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = count
    if bytes.count > storage.capacity - start || !isKnownUniquelyReferenced(&storage) {
      reserve(bytes.count)
    }
    if let source = bytes.baseAddress {
      (storage.base + start).initialize(from: source, count: bytes.count)
    }
    count = start + bytes.count
    return start..<count
  }

  /// Moves the bytes to storage of their own with room for `extra` more (at least twice as much).
  @inline(never)
  private mutating func reserve(_ extra: Int) {
    let larger = Storage(capacity: max(storage.capacity * 2, count + extra, 64))
    larger.base.initialize(from: storage.base, count: count)
    storage = larger
  }

  /// Calls `body` with the bytes appended so far.
  @inline(__always)
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
    rethrows -> Result
  {
    try withExtendedLifetime(storage) {
      try body(UnsafeBufferPointer(start: storage.base, count: count))
    }
  }

  /// The bytes as an array.
  var array: [UInt8] { withUnsafeBufferPointer { Array($0) } }
}
