import Foundation

/// Decides whether some work grows linearly with its input, without timing assertions that a
/// busy machine could break.
///
/// The work runs at 1×, 4× and 16× input size, interleaved (so a burst of load from another
/// process hits every size alike), several times each; the fastest run of each size is kept,
/// because noise only ever adds time. Linear work makes the 16× run about 16 times slower than
/// the 1× run, quadratic work 256 times: the bound of 40× sits far from both. The 1× input is
/// made big enough to take milliseconds, so timer resolution and fixed costs do not dominate.
/// A failed comparison is measured again up to twice: noise does not repeat three times, a
/// quadratic algorithm does. A clear pass (under ``clearPass``) after two rounds ends the
/// measurement early: noise only ever makes the 16× run slower, or the 1× run slower in both
/// rounds, and linear work sits near 16; only a ratio near the bound needs every round.
enum ScalingMeasurement {
  /// The ratio a 16× input may not reach.
  static let bound = 40.0

  /// The ratio under which two rounds settle it.
  static let clearPass = 30.0

  /// The 16×/1× ratio of the best of `runs` timings, or of the smallest of up to three
  /// measurements when the first exceeds ``bound``.
  ///
  /// - Parameter attempts: how many measurements a ratio above ``bound`` gets before it counts.
  static func ratio(
    runs: Int = 5, attempts: Int = 3, make: (Int) -> [UInt8], work: ([UInt8]) -> Void
  ) -> (ratio: Double, times: [Duration]) {
    let inputs = [1, 4, 16].map(make)
    var best: (ratio: Double, times: [Duration]) = (.infinity, [])
    for _ in 0..<attempts {
      var times = [Duration](repeating: .seconds(1_000), count: inputs.count)
      for round in 1...runs {
        for (index, input) in inputs.enumerated() {
          let clock = ContinuousClock()
          let time = clock.measure { work(input) }
          times[index] = min(times[index], time)
        }
        if round >= 2 && ratio(of: times) < clearPass { break }
      }
      let ratio = ratio(of: times)
      if ratio < best.ratio { best = (ratio, times) }
      if ratio < bound { break }
    }
    return best
  }

  /// The 16× time over the 1× time.
  static func ratio(of times: [Duration]) -> Double {
    seconds(times[2]) / max(seconds(times[0]), 1e-6)
  }

  static func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}
