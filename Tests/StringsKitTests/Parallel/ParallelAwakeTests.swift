import Foundation
import Testing

@testable import StringsKit

/// ``Parallel/keepingCoresAwake(limit:_:)`` is the serial step it wraps: its result, its error,
/// no longer than the step (the busy workers stop when it returns, not at the limit).
@Suite struct ParallelAwakeTests {
  struct Failure: Error, Equatable {}

  @Test func returnsWhatTheStepReturns() {
    #expect(Parallel.keepingCoresAwake { 6 * 7 } == 42)
  }

  @Test func throwsWhatTheStepThrows() {
    #expect(throws: Failure()) { try Parallel.keepingCoresAwake { throw Failure() } }
  }

  /// With a limit of a minute, a short step still returns at once, and the workers it kept
  /// busy are free again for the next parallel step.
  @Test func theWorkersStopWhenTheStepReturns() {
    let start = Date()
    for _ in 0..<20 {
      _ = Parallel.keepingCoresAwake(limit: .seconds(60)) { 1 }
      #expect(Parallel.map(8) { $0 * 2 } == [0, 2, 4, 6, 8, 10, 12, 14])
    }
    #expect(Date().timeIntervalSince(start) < 30)
  }
}
