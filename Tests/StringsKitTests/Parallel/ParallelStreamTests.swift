import Foundation
import Testing

@testable import StringsKit

/// `Parallel.stream` gives every item's result in the order the items were handed over, for any
/// number of workers, while the producer is still producing.
@Suite struct ParallelStreamTests {
  @Test(arguments: [1, 2, 3, 7, nil] as [Int?])
  func resultsComeInHandOverOrder(jobs: Int?) {
    var generator = SplitMix64(seed: 0x57E4)
    let items = (0..<500).map { _ in Int(generator.next() % 1000) }
    let results = Parallel.stream(
      jobs: jobs,
      produce: { handOver in
        for (index, item) in items.enumerated() {
          // Now and then the producer is slower than the workers, so they wait for items.
          if index % 97 == 0 { usleep(200) }
          handOver(item)
        }
      },
      { index, item in
        // Uneven work, so that workers finish out of order.
        var sum = 0
        for step in 0..<(item % 13) * 100 { sum &+= step }
        return "\(index):\(item):\(sum % 2)"
      })
    #expect(results == items.enumerated().map { "\($0):\($1):\(Self.parity($1))" })
  }

  static func parity(_ item: Int) -> Int {
    var sum = 0
    for step in 0..<(item % 13) * 100 { sum &+= step }
    return sum % 2
  }

  @Test(arguments: [1, 4] as [Int?])
  func nothingProducedIsNoResult(jobs: Int?) {
    let results = Parallel.stream(jobs: jobs, produce: { (_: (Int) -> Void) in }, { $1 })
    #expect(results.isEmpty)
  }

  /// Workers start on the first items before the producer is done. On a pool of its own, whose
  /// helper no other test keeps busy.
  @Test func workStartsBeforeTheProducerEnds() {
    let pool = WorkerPool(helpers: 1, spinning: .zero, setUp: nil)
    defer { pool.stop() }
    let started = DispatchSemaphore(value: 0)
    let results = Parallel.stream(
      jobs: 2, on: pool,
      produce: { handOver in
        handOver(0)
        // Returns only once a worker has taken item 0; a map after production would hang here.
        let taken = started.wait(timeout: .now() + 10) == .success
        handOver(taken ? 1 : -1)
      },
      { index, item in
        if index == 0 { started.signal() }
        return item
      })
    #expect(results == [0, 1])
  }
}
