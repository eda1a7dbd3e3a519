/// The UTF-8 buffer a file's ``ReferenceText``s share, while the extractor fills it.
///
/// Appending is a copy into owned storage (an `Array` append of a slice cost about a hundred
/// instructions of checks per text), and dropping the texts of a call that yields nothing is
/// moving the end back. ``bytes`` copies the buffer out once, for the references.
final class ReferenceTextBuffer {
  private var storage: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The number of bytes written.
  private(set) var count = 0

  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    storage = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit {
    storage.deallocate()
  }

  /// Appends `source` (which must not point into this buffer).
  @inline(__always)
  func append(_ source: UnsafeBufferPointer<UInt8>) {
    guard let base = source.baseAddress, !source.isEmpty else { return }
    if capacity - count < source.count { grow(toHold: count + source.count) }
    (storage + count).initialize(from: base, count: source.count)
    count += source.count
  }

  /// Appends the UTF-8 bytes of `string`.
  func append(_ string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }

  /// Drops every byte from `start` on.
  @inline(__always)
  func truncate(to start: Int) {
    if start < count { count = start }
  }

  /// The bytes written so far.
  var bytes: [UInt8] {
    Array(UnsafeBufferPointer(start: storage, count: count))
  }

  private func grow(toHold needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    larger.initialize(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = newCapacity
  }
}
