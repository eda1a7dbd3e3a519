import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

extension Parallel {
  /// Runs `serial` on the calling thread while one worker per other core stays busy, yielding,
  /// until `serial` returns (at most `limit`), so that those cores are not asleep when the
  /// parallel step after it starts.
  ///
  /// A core left idle between two parallel steps can take milliseconds to wake again, on a
  /// virtual machine whose host must schedule it first: between a lint's rules and its report,
  /// the merge of the rules' findings on one core was long enough for that.
  public static func keepingCoresAwake<Result>(
    limit: Duration = .milliseconds(20), _ serial: () throws -> Result
  ) rethrows -> Result {
    guard cores > 1 else { return try serial() }
    let done = AwakeFlag()
    let seconds =
      Double(limit.components.seconds)
      + Double(limit.components.attoseconds) * 1e-18
    for _ in 1..<cores {
      DispatchQueue.global().async {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !done.isSet && Date() < deadline { sched_yield() }
      }
    }
    defer { done.set() }
    return try serial()
  }
}

/// Set once, read from other threads.
private final class AwakeFlag: @unchecked Sendable {
  // Safe: `value` is read and written under `lock`.
  private let lock = NSLock()
  private var value = false

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
}
