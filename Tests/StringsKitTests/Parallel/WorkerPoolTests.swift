import Foundation
import Testing

@testable import StringsKit

/// ``WorkerPool``: a step runs on the caller and on the helpers free to join it, each helper at
/// most once, and returns once every run that started has returned, never waiting for a helper
/// that did not come.
@Suite struct WorkerPoolTests {
  /// What the runs of one step saw, written from several threads.
  final class Record: @unchecked Sendable {
    // Safe: every property is read and written under `lock`.
    private let lock = NSLock()
    private var workers: [Int] = []
    private var running = 0
    private var finished = 0

    func enter(_ worker: Int) {
      lock.withLock {
        workers.append(worker)
        running += 1
      }
    }

    func leave() {
      lock.withLock {
        running -= 1
        finished += 1
      }
    }

    var snapshot: (workers: [Int], running: Int, finished: Int) {
      lock.withLock { (workers, running, finished) }
    }
  }

  /// Each worker number once, 0 on the caller, none above the seats asked for; nothing still
  /// running when the step returns.
  @Test(arguments: [1, 2, 3, 5]) func workersAreNumberedOnceEach(wanted: Int) {
    let pool = WorkerPool(helpers: 3, spinning: .zero, setUp: nil)
    defer { pool.stop() }
    for _ in 0..<50 {
      let record = Record()
      let caller = Thread.current
      pool.run(helpers: wanted) { worker in
        record.enter(worker)
        if worker == 0 { #expect(Thread.current == caller) }
        // Long enough for the helpers to come.
        usleep(worker == 0 ? 2000 : 100)
        record.leave()
      }
      let (workers, running, finished) = record.snapshot
      #expect(running == 0)
      #expect(finished == workers.count)
      #expect(Set(workers).count == workers.count)
      #expect(workers.contains(0))
      #expect(workers.allSatisfy { (0...min(wanted, 3)).contains($0) })
    }
  }

  /// With every helper kept busy by another step, a step runs on its caller alone and returns
  /// without waiting for them.
  @Test func aStepDoesNotWaitForBusyHelpers() {
    let pool = WorkerPool(helpers: 1, spinning: .zero, setUp: nil)
    defer { pool.stop() }
    let helperIn = DispatchSemaphore(value: 0)
    let callerMayReturn = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let outerDone = DispatchSemaphore(value: 0)
    Thread {
      pool.run(helpers: 1) { worker in
        if worker == 1 {
          helperIn.signal()
          callerMayReturn.signal()
          release.wait()
        } else {
          // Once the helper is in (a step closes to helpers when its caller's run returns);
          // the step then waits for it.
          _ = callerMayReturn.wait(timeout: .now() + 10)
        }
      }
      outerDone.signal()
    }.start()
    #expect(helperIn.wait(timeout: .now() + 10) == .success)
    let record = Record()
    pool.run(helpers: 1) { worker in
      record.enter(worker)
      record.leave()
    }
    #expect(record.snapshot.workers == [0])
    // The first step is still waiting for its helper, which is still in it.
    #expect(outerDone.wait(timeout: .now() + 0.05) == .timedOut)
    release.signal()
    #expect(outerDone.wait(timeout: .now() + 10) == .success)
  }

  /// A step started inside a step is joined by the helpers done with the outer one: here all
  /// three workers must be inside the inner step at once.
  @Test func helpersJoinAStepStartedInsideAStep() {
    let pool = WorkerPool(helpers: 2, spinning: .zero, setUp: nil)
    defer { pool.stop() }
    let inner = Record()
    let together = DispatchGroup()
    for _ in 0..<3 { together.enter() }
    pool.run(helpers: 2) { outer in
      guard outer == 0 else { return }
      pool.run(helpers: 2) { worker in
        inner.enter(worker)
        together.leave()
        // Each waits until all three are in: only helpers that joined the inner step count.
        #expect(together.wait(timeout: .now() + 10) == .success)
        inner.leave()
      }
    }
    #expect(Set(inner.snapshot.workers) == [0, 1, 2])
  }

  /// Steps started from several threads at once each run every index of their own once.
  @Test func stepsFromSeveralThreadsAtOnce() {
    let pool = WorkerPool(helpers: 2, spinning: .zero, setUp: nil)
    defer { pool.stop() }
    let done = DispatchGroup()
    let sums = Record()
    for caller in 0..<4 {
      done.enter()
      Thread {
        for round in 0..<20 {
          let count = 1 + (caller * 7 + round * 3) % 40
          let slots = ConcurrentSlots<Int>(count: count)
          pool.run(helpers: 2) { _ in
            while let index = slots.next() { slots.set(index, index * index) }
          }
          #expect(slots.values == (0..<count).map { $0 * $0 })
          sums.enter(count)
          sums.leave()
        }
        done.leave()
      }.start()
    }
    #expect(done.wait(timeout: .now() + 60) == .success)
    #expect(sums.snapshot.finished == 80)
  }

  /// Each helper runs the set-up once, on its own thread, before its first step; a spinning
  /// pool's helpers join the steps as a sleeping pool's do.
  @Test func setUpRunsOnceOnEachHelperFirst() {
    let setUps = Record()
    let pool = WorkerPool(
      helpers: 2, spinning: .milliseconds(5),
      setUp: {
        setUps.enter(0)
        setUps.leave()
      })
    defer { pool.stop() }
    let deadline = Date(timeIntervalSinceNow: 10)
    while setUps.snapshot.finished < 2 && Date() < deadline { usleep(1000) }
    #expect(setUps.snapshot.finished == 2)
    for _ in 0..<20 {
      let slots = ConcurrentSlots<Int>(count: 100)
      pool.run(helpers: 2) { _ in
        while let index = slots.next() { slots.set(index, index + 1) }
      }
      #expect(slots.values == Array(1...100))
    }
    #expect(setUps.snapshot.finished == 2)
  }
}
