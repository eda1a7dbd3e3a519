import StringsKit

extension EnumKeyStyle {
  /// `path` or `raw-value`, as `--enum-key` and the configuration file spell it.
  static func parse(_ text: String) throws(UsageError) -> EnumKeyStyle {
    guard let style = EnumKeyStyle(rawValue: text) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      throw .badValue("expected one of \(names)")
    }
    return style
  }

  /// `--enum-key STYLE`, shared by strings-gen and strings-lint so both build the same keys.
  static func option<Options>(
    help: String, _ set: @escaping @Sendable (inout Options, EnumKeyStyle) -> Void
  ) -> OptionSpec<Options> {
    .value(["--enum-key"], "STYLE", help: help) {
      (options: inout Options, value: String) throws(UsageError) in
      set(&options, try parse(value))
    }
  }
}
