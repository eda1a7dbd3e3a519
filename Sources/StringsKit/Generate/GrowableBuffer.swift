#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Plain values appended back to back, each append a capacity check and one copy: the grouping's
/// key and text bytes and its per-key numbers.
///
/// Grouping appends every new key, value and comment; `[UInt8].append(contentsOf:)` spent about
/// a hundred instructions of generic checks on each, more than the copy itself. The memory
/// grows with `realloc`, which moves a large block by remapping its pages: an array that doubles
/// copies every element into pages the kernel must first clear, and on a large run those first
/// touches cost more than the grouping's own work. A value type: changing a copy that shares its
/// memory copies it first, as an array does.
struct GrowableBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
  // Sendable: the memory is written only through a uniquely referenced value (changing a shared
  // one copies it first), so values in other threads only ever read it.
  private final class Storage {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var capacity = 0

    /// Room for at least `capacity` elements, keeping the first `count`; moved in place by
    /// `realloc` when it can.
    func grow(to capacity: Int) {
      guard let memory = realloc(base, capacity * MemoryLayout<Element>.stride) else {
        fatalError("out of memory growing a buffer to \(capacity) elements")
      }
      base = memory.bindMemory(to: Element.self, capacity: capacity)
      self.capacity = capacity
    }

    deinit { free(base) }
  }

  private var storage = Storage()
  /// How many elements have been appended.
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  /// Appends `elements` and returns their span.
  @discardableResult
  @inline(__always)
  mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) -> Range<Int> {
    let start = count
    makeRoom(elements.count)
    if let source = elements.baseAddress, let base = storage.base {
      (base + start).initialize(from: source, count: elements.count)
    }
    count = start + elements.count
    return start..<count
  }

  /// Appends `element`.
  @inline(__always)
  mutating func append(_ element: Element) {
    makeRoom(1)
    storage.base.unsafelyUnwrapped[count] = element
    count += 1
  }

  /// Element `index` (below ``count``).
  subscript(index: Int) -> Element {
    @inline(__always) get {
      precondition(index >= 0 && index < count, "index out of range")
      return storage.base.unsafelyUnwrapped[index]
    }
    @inline(__always) set {
      precondition(index >= 0 && index < count, "index out of range")
      makeRoom(0)
      storage.base.unsafelyUnwrapped[index] = newValue
    }
  }

  /// Makes the memory this value's own, with room for `extra` more elements.
  @inline(__always)
  private mutating func makeRoom(_ extra: Int) {
    if extra > storage.capacity - count || !isKnownUniquelyReferenced(&storage) {
      reserve(extra)
    }
  }

  /// Grows the memory, or copies it when it is shared, to room for `extra` more elements (at
  /// least twice as many when it grows).
  @inline(never)
  private mutating func reserve(_ extra: Int) {
    let needed = count + extra
    let capacity =
      needed > storage.capacity ? max(storage.capacity * 2, needed, 64) : storage.capacity
    if isKnownUniquelyReferenced(&storage) {
      storage.grow(to: capacity)
      return
    }
    let copy = Storage()
    copy.grow(to: capacity)
    if let source = storage.base, let target = copy.base {
      target.initialize(from: source, count: count)
    }
    storage = copy
  }

  /// Calls `body` with the elements appended so far.
  @inline(__always)
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result)
    rethrows -> Result
  {
    try withExtendedLifetime(storage) {
      try body(UnsafeBufferPointer(start: storage.base, count: count))
    }
  }

  /// The elements as an array.
  var array: [Element] { withUnsafeBufferPointer { Array($0) } }
}

/// UTF-8 texts appended back to back.
typealias GrowableBytes = GrowableBuffer<UInt8>
