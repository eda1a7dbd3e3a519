/// What ``LocalizationExtractor`` looks for besides `NSLocalizedString(…)`.
///
/// The defaults match plain `genstrings` with no flags, plus typed enum keys, which this project
/// extracts unless ``enumProtocols`` is emptied.
///
///     var options = ExtractionOptions()
///     options.routines = ["PodLocalizedString"]  // -s PodLocalizedString
///     options.swiftUI = true                     // -SwiftUI
public struct ExtractionOptions: Hashable, Sendable {
  /// Extra routine names that take `NSLocalizedString`'s arguments (`-s ROUTINE`, repeatable).
  /// Matched as whole identifiers; the routine's own `func` declaration is ignored.
  public var routines: [String]
  /// Recognise SwiftUI `Text("key", tableName:, bundle:, comment:)` (`-SwiftUI`).
  public var swiftUI: Bool
  /// Also recognise the string-literal titles of other SwiftUI views and modifiers
  /// (`--swiftui-all`); implies ``swiftUI``.
  public var swiftUIAll: Bool
  /// Names of `String` extension methods or properties whose literal receiver is a key
  /// (`--method NAME`, repeatable): `"key".localized()`, `"key".localized`.
  public var methods: [String]
  /// Recognise `String(localized:…)` and `LocalizedStringResource(…)` (`--swift-localized`).
  public var swiftLocalized: Bool
  /// Protocols that mark an enum as a set of typed keys; empty turns enum keys off.
  public var enumProtocols: [String]

  public init(
    routines: [String] = [], swiftUI: Bool = false, swiftUIAll: Bool = false,
    methods: [String] = [], swiftLocalized: Bool = false,
    enumProtocols: [String] = ["Localizable"]
  ) {
    self.routines = routines
    self.swiftUI = swiftUI
    self.swiftUIAll = swiftUIAll
    self.methods = methods
    self.swiftLocalized = swiftLocalized
    self.enumProtocols = enumProtocols
  }
}
