import Foundation

/// A one-line progress display on standard error (`strings-gen: 1,200/3,000 files scanned`) for
/// runs that take longer than about a second, rewritten in place and erased when the run ends.
///
/// It shows only when standard error is a terminal, `CI` is not set and `TERM` is not `dumb`:
/// never in a pipe, a log file or a CI job, whose output must stay exactly the diagnostics.
/// Workers on any thread call ``advance(by:)``; a background thread draws.
public final class ProgressLine: @unchecked Sendable {
  // Safe: the mutable state is guarded by `lock`; `stopped` wakes the drawing thread.
  private let lock = NSLock()
  private let sink: CommandEnvironment.Sink
  private let tool: String
  private var count = 0
  private var total: Int?
  private var noun = ""
  private var drawn = false
  private var finished = false
  private let stopped = DispatchSemaphore(value: 0)
  private let exited = DispatchSemaphore(value: 0)
  private let active: Bool

  /// Whether a progress line may be drawn in `environment`.
  public static func isWanted(in environment: CommandEnvironment) -> Bool {
    environment.standardErrorIsTerminal && environment.variables["CI"] == nil
      && environment.variables["TERM"] != "dumb"
  }

  /// Starts the clock: nothing is drawn before `delay` seconds, then every `interval` seconds.
  public init(
    tool: String, environment: CommandEnvironment, delay: Double = 1, interval: Double = 0.1
  ) {
    self.tool = tool
    sink = environment.standardError
    active = Self.isWanted(in: environment)
    guard active else { return }
    Thread.detachNewThread { [self] in
      var wait = delay
      while stopped.wait(timeout: .now() + wait) == .timedOut {
        draw()
        wait = interval
      }
      exited.signal()
    }
  }

  /// Starts counting a new phase: `noun` is what is counted ("files scanned"), out of `total`
  /// when it is known.
  public func begin(_ noun: String, total: Int? = nil) {
    lock.lock()
    self.noun = noun
    self.total = total
    count = 0
    lock.unlock()
  }

  public func advance(by step: Int = 1) {
    lock.lock()
    count += step
    lock.unlock()
  }

  /// Stops drawing and erases the line, so that what the command prints next starts clean.
  /// Call it before the command writes its report.
  public func finish() {
    guard active else { return }
    lock.lock()
    let first = !finished
    finished = true
    lock.unlock()
    guard first else { return }
    stopped.signal()
    exited.wait()
    lock.lock()
    defer { lock.unlock() }
    if drawn { sink("\r\u{1B}[K") }
  }

  /// The text of the line as it stands.
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    let counted = total.map { "\(Self.grouped(count))/\(Self.grouped($0))" } ?? Self.grouped(count)
    return "\(tool): \(counted) \(noun)"
  }

  private func draw() {
    let line = text
    lock.lock()
    defer { lock.unlock() }
    guard !finished else { return }
    drawn = true
    sink("\r\u{1B}[K" + line)
  }

  /// `12345` as `12,345`.
  static func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return out
  }
}
