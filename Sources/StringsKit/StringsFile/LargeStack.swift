import Foundation

/// Runs deeply recursive work on a thread whose stack is big enough for it.
///
/// The parser recurses once per nested array or dictionary, up to CoreFoundation's limit of 512
/// levels. A level takes about 10 KiB of stack in a debug build, so 512 levels overflow the
/// 512 KiB stacks of secondary threads (Dispatch workers on macOS, `Thread`) and even a 1 MiB
/// one: a hostile file crashed `strings-lint`. Files that could nest that deep are rare, so only
/// they pay for the extra thread.
enum LargeStack {
  /// Enough for 512 levels in a debug build, with room to spare.
  static let size = 32 << 20

  /// Runs `body` on a new thread with a ``size`` stack and waits for it.
  static func run<Value>(_ body: () -> Value) -> Value {
    withoutActuallyEscaping(body) { body in
      let box = Box(body)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        box.result = box.body?()
        // Released before the wait ends: the closure must not outlive this call.
        box.body = nil
        done.signal()
      }
      thread.stackSize = size
      thread.start()
      done.wait()
      return box.result!
    }
  }

  /// Carries the work and its result across the thread boundary.
  private final class Box<Value>: @unchecked Sendable {
    // Safe: the thread writes `result` before signalling, and it is read only after the wait.
    var body: (() -> Value)?
    var result: Value?
    init(_ body: @escaping () -> Value) { self.body = body }
  }
}
