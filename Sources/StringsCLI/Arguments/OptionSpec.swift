/// One command-line option: its spellings, its value, its help line and what it does.
///
/// Each tool declares a `static let options: [OptionSpec<…>]` in help order; the parser, the
/// help text, the man page and the shell completion scripts all come from that one list.
public struct OptionSpec<Options>: Sendable {
  /// Every spelling, the preferred one first: `["--output-dir", "-o"]`.
  public let names: [String]
  /// The placeholder of the value in help (`DIR`), or `nil` for a flag.
  public let valueName: String?
  /// One line of at most about 79 columns.
  public let help: String
  /// Hidden options work but are left out of `--help`, the man page and the completions.
  public let hidden: Bool
  /// What the shell completion scripts offer for the value (``ValueCompletion/implied(by:)``
  /// unless the spec says otherwise); ignored for flags.
  public let completion: ValueCompletion
  /// Records the value. Errors leave the option name out; the parser adds it.
  public let apply: @Sendable (inout Options, String?) throws(UsageError) -> Void

  public init(
    _ names: [String], value valueName: String? = nil, help: String, hidden: Bool = false,
    completion: ValueCompletion? = nil,
    apply: @escaping @Sendable (inout Options, String?) throws(UsageError) -> Void
  ) {
    self.names = names
    self.valueName = valueName
    self.help = help
    self.hidden = hidden
    self.completion = completion ?? valueName.map(ValueCompletion.implied(by:)) ?? .text
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
    completion: ValueCompletion? = nil,
    _ set: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
  ) -> OptionSpec {
    OptionSpec(names, value: valueName, help: help, hidden: hidden, completion: completion) {
      (options: inout Options, value: String?) throws(UsageError) in
      try set(&options, value ?? "")
    }
  }
}

/// The parts of an option the documentation generators need, without its handler, so that the
/// man page and the completion scripts read every tool's options alike.
public struct OptionSummary: Sendable, Equatable {
  public let names: [String]
  public let valueName: String?
  public let help: String
  public let completion: ValueCompletion

  public init(
    names: [String], valueName: String?, help: String, completion: ValueCompletion = .text
  ) {
    self.names = names
    self.valueName = valueName
    self.help = help
    self.completion = completion
  }

  /// `--help` and `--version`, which every tool answers before reading its own options.
  public static let builtIn: [OptionSummary] = [
    OptionSummary(names: ["-h", "--help"], valueName: nil, help: "Show this help and exit."),
    OptionSummary(names: ["--version"], valueName: nil, help: "Show the version and exit."),
  ]

  /// Short and single-dash spellings first, as `-o, --output-dir`.
  public var namesInHelpOrder: [String] {
    names.sorted { lhs, rhs in
      (lhs.hasPrefix("--") ? 1 : 0, lhs) < (rhs.hasPrefix("--") ? 1 : 0, rhs)
    }
  }
}

extension OptionSpec {
  public var summary: OptionSummary {
    OptionSummary(names: names, valueName: valueName, help: help, completion: completion)
  }
}
