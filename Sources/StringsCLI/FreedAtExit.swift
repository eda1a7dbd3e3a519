/// Keeps a command's large results alive until the process exits, instead of freeing them.
///
/// `strings-gen` ends holding tens of thousands of key groups and table entries, and freeing them
/// object by object, just before the exit returns all the memory at once, took longer than
/// writing the tables. Like clang's `-disable-free`, the tools hand such values here when the
/// process ends with the command (``CommandEnvironment/exitsAfterCommand``); in-process callers
/// such as the tests free them as usual.
enum FreedAtExit {
  private final class Box<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// Retains `value` for the rest of the process when `environment` exits after the command.
  static func keep<Value>(_ value: Value, in environment: CommandEnvironment) {
    guard environment.exitsAfterCommand else { return }
    _ = Unmanaged.passRetained(Box(value))
  }
}
