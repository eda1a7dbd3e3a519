import Foundation

/// One slot per task of a `DispatchQueue.concurrentPerform`, so that parallel work hands back
/// its results in task order, whatever order the tasks finish in.
final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
  // Safe: each slot is written by exactly one task, and `values` is read only after
  // `concurrentPerform` has returned; the lock orders the writes for the memory model.
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  /// Every slot's value, in slot order; every slot must have been set.
  var values: [Value] { storage.map { $0! } }
}
