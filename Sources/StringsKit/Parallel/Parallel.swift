import Foundation

/// The one way this package spreads work over cores: a map whose results come back in index
/// order, whatever order the workers finish in, so output never depends on scheduling.
///
///     Parallel.map(3) { $0 * 10 }  // [0, 10, 20]
public enum Parallel {
  /// The machine's active cores (at least one), read once: asking costs reads of system files.
  public static let cores = max(ProcessInfo.processInfo.activeProcessorCount, 1)

  /// How many parts one large piece of work (a table's sort or layout) is cut into: one per
  /// core, at most eight.
  static var parts: Int { min(cores, 8) }

  /// `body(0) … body(count - 1)`, run on every core, or on at most `jobs` workers at a time.
  ///
  /// With `jobs` of 1 everything runs on the calling thread, in order; tests use that to show
  /// that parallel runs produce the same output.
  @inlinable
  public static func map<Value: Sendable>(
    _ count: Int, jobs: Int? = nil, _ body: @Sendable (Int) -> Value
  ) -> [Value] {
    guard count > 0 else { return [] }
    let workers = min(count, max(jobs ?? Int.max, 1))
    if workers == 1 || count == 1 { return (0..<count).map(body) }
    let slots = ConcurrentSlots<Value>(count: count)
    if jobs == nil {
      DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, body($0)) }
    } else {
      // Each worker takes every `workers`-th index, so at most `workers` run at once.
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: count, by: workers) {
          slots.set(index, body(index))
        }
      }
    }
    return slots.values
  }
}
