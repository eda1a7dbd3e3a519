import Foundation

extension Parallel {
  /// ``map(_:jobs:_:)`` over items that are still being found: `produce` runs on the calling
  /// thread and hands items over one by one, while the other workers already run
  /// `body(index, item)` on them; once `produce` returns, the calling thread works too. The
  /// results come back in the order the items were handed over, whatever order the workers
  /// finish in.
  ///
  /// With `jobs` of 1 each item is worked on as soon as it is handed over, on the calling
  /// thread, in order.
  @inlinable
  public static func stream<Item: Sendable, Value: Sendable>(
    jobs: Int? = nil,
    produce: (_ handOver: (Item) -> Void) -> Void,
    _ body: @escaping @Sendable (Int, Item) -> Value
  ) -> [Value] {
    stream(jobs: jobs, on: .shared, produce: produce, body)
  }

  /// ``stream(jobs:produce:_:)`` on the helpers of `pool`.
  @inlinable
  static func stream<Item: Sendable, Value: Sendable>(
    jobs: Int?, on pool: WorkerPool,
    produce: (_ handOver: (Item) -> Void) -> Void,
    _ body: @escaping @Sendable (Int, Item) -> Value
  ) -> [Value] {
    let workers = max(jobs ?? Parallel.cores, 1)
    if workers == 1 {
      var values: [Value] = []
      produce { values.append(body(values.count, $0)) }
      return values
    }
    let queue = StreamQueue<Item, Value>()
    pool.run(helpers: workers - 1) { worker in
      if worker == 0 {
        produce { queue.push($0) }
        queue.close()
      }
      queue.work(body)
    }
    return queue.values
  }
}

/// The items of ``Parallel/stream(jobs:produce:_:)`` waiting for a worker, and one result slot
/// per item handed over.
@usableFromInline
final class StreamQueue<Item: Sendable, Value: Sendable>: @unchecked Sendable {
  // Safe: every stored property is read and written under `condition`'s lock; `values` is read
  // only after every worker has returned.
  @usableFromInline let condition = NSCondition()
  @usableFromInline var items: [Item?] = []
  @usableFromInline var results: [Value?] = []
  @usableFromInline var next = 0
  @usableFromInline var closed = false

  @inlinable
  init() {}

  /// Adds an item and wakes a waiting worker.
  @inlinable
  func push(_ item: Item) {
    condition.lock()
    items.append(item)
    results.append(nil)
    condition.signal()
    condition.unlock()
  }

  /// No more items will come: workers drain what is left and return.
  @inlinable
  func close() {
    condition.lock()
    closed = true
    condition.broadcast()
    condition.unlock()
  }

  /// Takes items and stores `body`'s results until the queue is closed and empty.
  @inlinable
  func work(_ body: (Int, Item) -> Value) {
    while let (index, item) = take() {
      let value = body(index, item)
      condition.lock()
      results[index] = value
      condition.unlock()
    }
  }

  /// The next item with its index, waiting for one; `nil` once the queue is closed and empty.
  @inlinable
  func take() -> (Int, Item)? {
    condition.lock()
    defer { condition.unlock() }
    while next == items.count && !closed { condition.wait() }
    guard next < items.count else { return nil }
    let index = next
    next += 1
    // Released as soon as it is taken: an item may hold a file's bytes.
    defer { items[index] = nil }
    return (index, items[index]!)
  }

  /// Every result, in the order the items were pushed.
  @inlinable
  var values: [Value] {
    condition.lock()
    defer { condition.unlock() }
    return results.map { $0! }
  }
}
