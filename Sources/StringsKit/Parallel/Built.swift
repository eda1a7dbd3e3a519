import Foundation

/// A value built on first use and then kept, for work that runs side by side: the first caller
/// builds it while the others wait.
public final class Built<Value: Sendable>: @unchecked Sendable {
  // Safe: `built` is only touched while holding `lock`.
  private let lock = NSLock()
  private var built: Value?

  public init() {}

  /// A value already built.
  public init(_ value: Value) { built = value }

  public func value(_ build: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let value = build()
    built = value
    return value
  }
}
