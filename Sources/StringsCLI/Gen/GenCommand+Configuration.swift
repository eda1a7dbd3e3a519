import StringsKit

/// `strings-gen --config FILE`: the extraction settings of a `strings-lint` configuration
/// (`.strings-lint.json`), so that `strings-gen` and `strings-lint --sources` find the same keys
/// from one file instead of two command lines kept alike by hand. A `strings-lint --sources`
/// given fewer extraction flags than the tables were generated with reports keys as unused.
extension GenCommand.Options {
  /// These options with the configuration's `routine`, `method`, `swiftui`, `swiftui-all`,
  /// `swift-localized`, `enum-protocol`, `enum-keys` and `enum-key` added, as `strings-lint`
  /// adds them: lists add to the command line's, and a flag given on the command line wins.
  /// The configuration's other settings are the lint's own and are not used here.
  func applyingConfiguration(environment: CommandEnvironment) throws(UsageError) -> Self {
    guard let config else { return self }
    let display = DisplayPath(workingDirectory: environment.workingDirectory)
    let configuration = try LintConfiguration(
      path: display.absolute(config), shown: display.display(config))
    var options = self
    options.routines = configuration.routines + routines
    options.methods = configuration.methods + methods
    options.swiftUI = swiftUI || (configuration.swiftUI ?? false)
    options.swiftUIAll = swiftUIAll || (configuration.swiftUIAll ?? false)
    options.swiftLocalized = swiftLocalized || (configuration.swiftLocalized ?? false)
    options.enumProtocols = configuration.enumProtocols + enumProtocols
    options.enumKeys = enumKeys && (configuration.enumKeys ?? true)
    if !enumKeyStyleGiven, let style = configuration.enumKeyStyle { options.enumKeyStyle = style }
    return options
  }
}
