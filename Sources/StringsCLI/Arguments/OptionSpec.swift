/// One command-line option: its spellings, its value, its help line and what it does.
///
/// Each tool declares a `static let options: [OptionSpec<…>]` in help order; the parser, the
/// help text and the README's option tables all come from that one list.
public struct OptionSpec<Options>: Sendable {
  /// Every spelling, the preferred one first: `["--output-dir", "-o"]`.
  public let names: [String]
  /// The placeholder of the value in help (`DIR`), or `nil` for a flag.
  public let valueName: String?
  /// One line of at most about 79 columns.
  public let help: String
  /// Hidden options work but are left out of `--help`.
  public let hidden: Bool
  /// Records the value. Errors leave the option name out; the parser adds it.
  public let apply: @Sendable (inout Options, String?) throws(UsageError) -> Void

  public init(
    _ names: [String], value valueName: String? = nil, help: String, hidden: Bool = false,
    apply: @escaping @Sendable (inout Options, String?) throws(UsageError) -> Void
  ) {
    self.names = names
    self.valueName = valueName
    self.help = help
    self.hidden = hidden
    self.apply = apply
  }

  /// A flag without a value.
  public static func flag(
    _ names: [String], help: String, hidden: Bool = false,
    _ set: @escaping @Sendable (inout Options) -> Void
  ) -> OptionSpec {
    OptionSpec(names, help: help, hidden: hidden) { options, _ in set(&options) }
  }

  /// An option that takes a value (the last one given wins unless `set` accumulates).
  public static func value(
    _ names: [String], _ valueName: String, help: String, hidden: Bool = false,
    _ set: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
  ) -> OptionSpec {
    OptionSpec(names, value: valueName, help: help, hidden: hidden) {
      (options: inout Options, value: String?) throws(UsageError) in
      try set(&options, value ?? "")
    }
  }
}
