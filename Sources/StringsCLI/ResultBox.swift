import Foundation

/// Fixed-size storage that concurrent workers fill, one distinct index each.
final class ResultBox<Value: Sendable>: @unchecked Sendable {
  // Safe: every index is written by exactly one worker, and `values` is read only after
  // `concurrentPerform` has returned; the lock orders the writes for the memory model.
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Value] { storage.map { $0! } }
}
