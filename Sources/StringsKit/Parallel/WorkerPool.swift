import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// The threads ``Parallel``'s steps run on besides the caller: one per core beyond the first,
/// started once and kept, each waiting for the next step.
///
/// A step is one closure that every participant runs, each taking work from what the step
/// shares until none is left (indices, files, items). The caller runs it at once; each helper
/// that is free joins it. Once the caller's run returns, no helper joins any more, and the
/// caller waits only for the helpers already in it: a helper slow to start never holds a step
/// up, and a step finishes with whoever came.
///
/// On a virtual machine, a thread handed to an idle core can take milliseconds to start, while
/// the host wakes the core: with a new dispatch thread for each step, the second core joined a
/// lint's walk of an app 2 to 4 ms late in most runs. Helpers that keep their core busy for a
/// while after each step (``Parallel/startHelpers(spinning:setUp:)``) are there when the next
/// step starts.
@usableFromInline
final class WorkerPool: @unchecked Sendable {
  // Safe: every stored property but the constants is read and written under `condition`'s
  // lock.
  private let condition = NSCondition()
  /// The steps open to helpers, the latest last: a step started inside another (a table's
  /// languages built while a walk reads its file) or by another thread is joined first.
  private var open: [Step] = []
  /// Set by ``stop()``: helpers return once no step is open.
  private var stopping = false
  /// How long a helper keeps its core busy, yielding, after its last step before it sleeps.
  private let spinning: Duration
  @usableFromInline let helpers: Int

  /// One step: what each participant runs, how many helpers may join, which have joined (each
  /// at most once), and how many are still inside.
  private final class Step {
    let body: @Sendable (Int) -> Void
    let seats: Int
    var joinedBy: [Bool]
    var joined = 0
    var inside = 0

    init(body: @escaping @Sendable (Int) -> Void, seats: Int, helpers: Int) {
      self.body = body
      self.seats = seats
      joinedBy = Array(repeating: false, count: helpers)
    }
  }

  /// The pool every ``Parallel`` step uses; started on first use with one helper per core
  /// beyond the first, sleeping between steps, unless ``Parallel/startHelpers(spinning:setUp:)``
  /// started it first.
  nonisolated(unsafe) private static var sharedPool: WorkerPool?
  private static let sharedLock = NSLock()

  @usableFromInline
  static var shared: WorkerPool { sharedOrStarted(spinning: .zero, setUp: nil).pool }

  /// Starts the shared pool with these settings, unless it runs already; whether it did.
  static func start(spinning: Duration, setUp: (@Sendable () -> Void)?) -> Bool {
    sharedOrStarted(spinning: spinning, setUp: setUp).started
  }

  /// The shared pool, started with these settings when there is none yet.
  private static func sharedOrStarted(
    spinning: Duration, setUp: (@Sendable () -> Void)?
  ) -> (pool: WorkerPool, started: Bool) {
    sharedLock.lock()
    defer { sharedLock.unlock() }
    if let sharedPool { return (sharedPool, false) }
    let pool = WorkerPool(helpers: Parallel.cores - 1, spinning: spinning, setUp: setUp)
    sharedPool = pool
    return (pool, true)
  }

  /// A pool of its own, for tests.
  init(helpers: Int, spinning: Duration, setUp: (@Sendable () -> Void)?) {
    self.helpers = helpers
    self.spinning = spinning
    for helper in 0..<helpers {
      let thread = Thread { [self] in
        setUp?()
        serve(helper)
      }
      thread.start()
    }
  }

  /// Runs `body` on the calling thread (worker 0) and on each of at most `wanted` helpers that
  /// are free before the caller's run returns (workers 1, 2, … in the order they join);
  /// returns once every run that started has returned.
  @usableFromInline
  func run(helpers wanted: Int, _ body: (Int) -> Void) {
    guard wanted > 0, helpers > 0 else { return body(0) }
    withoutActuallyEscaping(body) { body in
      // Safe to send: `body` is run only by this call and the helpers it waits for.
      let shared = unsafeBitCast(body, to: (@Sendable (Int) -> Void).self)
      let step = Step(body: shared, seats: min(wanted, helpers), helpers: helpers)
      condition.lock()
      open.append(step)
      condition.broadcast()
      condition.unlock()
      body(0)
      condition.lock()
      open.removeAll { $0 === step }
      while step.inside > 0 { condition.wait() }
      condition.unlock()
    }
  }

  /// Ends the helpers once no step is open (a test's pool; the shared one lives as long as the
  /// process).
  func stop() {
    condition.lock()
    stopping = true
    condition.broadcast()
    condition.unlock()
  }

  /// Helper `helper`'s life: joins each step it finds open, keeps its core busy for `spinning`
  /// after the last, then sleeps until a step opens.
  private func serve(_ helper: Int) {
    var idleSince = ContinuousClock.now
    condition.lock()
    while true {
      if let step = open.last(where: { $0.joined < $0.seats && !$0.joinedBy[helper] }) {
        step.joinedBy[helper] = true
        step.inside += 1
        step.joined += 1
        let worker = step.joined
        condition.unlock()
        step.body(worker)
        condition.lock()
        step.inside -= 1
        if step.inside == 0 { condition.broadcast() }
        idleSince = ContinuousClock.now
        continue
      }
      if stopping {
        condition.unlock()
        return
      }
      if spinning > .zero && ContinuousClock.now - idleSince < spinning {
        condition.unlock()
        sched_yield()
        condition.lock()
        continue
      }
      condition.wait()
    }
  }
}
