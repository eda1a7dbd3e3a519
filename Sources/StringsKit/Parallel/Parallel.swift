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

  /// `body(0) … body(count - 1)`, run on every core (``WorkerPool``), or on at most `jobs`
  /// workers at a time.
  ///
  /// With `jobs` of 1 everything runs on the calling thread, in order; tests use that to show
  /// that parallel runs produce the same output.
  @inlinable
  public static func map<Value: Sendable>(
    _ count: Int, jobs: Int? = nil, _ body: @Sendable (Int) -> Value
  ) -> [Value] {
    guard count > 0 else { return [] }
    let workers = min(count, max(jobs ?? Int.max, 1), cores)
    if workers == 1 { return (0..<count).map(body) }
    let slots = ConcurrentSlots<Value>(count: count)
    // Each worker takes the next index until none is left, so at most `workers` run at once.
    WorkerPool.shared.run(helpers: workers - 1) { _ in
      while let index = slots.next() { slots.set(index, body(index)) }
    }
    return slots.values
  }
}

extension Parallel {
  /// Starts the helper threads every step runs on (one per core beyond the first) now, for a
  /// process that runs one command and exits: each runs `setUp` first, then keeps its core
  /// busy, yielding, until `spinning` has passed since its last step (or its start) with no
  /// new one, so that the core is awake when the next step starts. Returns whether it started
  /// them; `false` when a step already did, with the defaults (no set-up, no spinning).
  ///
  /// On a virtual machine an idle core can take milliseconds to wake, and a lint's steps are
  /// that short; a library in a long-running process should not spin, and need not call this.
  @discardableResult
  public static func startHelpers(spinning: Duration, setUp: (@Sendable () -> Void)? = nil)
    -> Bool
  {
    WorkerPool.start(spinning: spinning, setUp: setUp)
  }
}
