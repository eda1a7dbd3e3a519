import Foundation

/// One slot per task of a ``Parallel/map(_:jobs:_:)``, so that parallel work hands back its
/// results in task order, whatever order the tasks finish in, and the index of the next task
/// to take.
///
/// Inlinable, with ``Parallel``, so that callers in other modules get it specialized to their
/// types instead of looking up generic metadata on every call.
@usableFromInline
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
  // Safe: `taken` is read and written under `lock`; each slot is written by exactly one task,
  // and `values` is read only after every worker has returned; the lock orders the writes for
  // the memory model.
  @usableFromInline var storage: [Value?]
  @usableFromInline var taken = 0
  @usableFromInline let lock = NSLock()

  @inlinable
  init(count: Int) { storage = Array(repeating: nil, count: count) }

  /// The index of the next task no worker has taken, taking it; `nil` when all are taken.
  @inlinable
  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard taken < storage.count else { return nil }
    taken += 1
    return taken - 1
  }

  @inlinable
  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  /// Every slot's value, in slot order; every slot must have been set.
  @inlinable
  var values: [Value] { storage.map { $0! } }
}
