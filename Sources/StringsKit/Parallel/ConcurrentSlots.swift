import Foundation

/// One slot per task of a `DispatchQueue.concurrentPerform`, so that parallel work hands back
/// its results in task order, whatever order the tasks finish in.
///
/// Inlinable, with ``Parallel``, so that callers in other modules get it specialized to their
/// types instead of looking up generic metadata on every call.
@usableFromInline
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
  // Safe: each slot is written by exactly one task, and `values` is read only after
  // `concurrentPerform` has returned; the lock orders the writes for the memory model.
  @usableFromInline var storage: [Value?]
  @usableFromInline let lock = NSLock()

  @inlinable
  init(count: Int) { storage = Array(repeating: nil, count: count) }

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
