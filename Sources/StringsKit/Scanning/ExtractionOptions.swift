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
  /// How a typed enum case becomes its key (`--enum-key`).
  public var enumKeyStyle: EnumKeyStyle
  /// Extract as Xcode's compiler does for String Catalogs (`--xcode`): every literal whose
  /// type is a localized key (see ``XcodeKeyFinder``), interpolations written by their type.
  /// `NSLocalizedString`, `-s` routines and `--method` keep working; the SwiftUI and
  /// `String(localized:)` flags have nothing left to add.
  public var xcode: Bool

  public init(
    routines: [String] = [], swiftUI: Bool = false, swiftUIAll: Bool = false,
    methods: [String] = [], swiftLocalized: Bool = false,
    enumProtocols: [String] = ["Localizable"], enumKeyStyle: EnumKeyStyle = .path,
    xcode: Bool = false
  ) {
    self.xcode = xcode
    self.enumKeyStyle = enumKeyStyle
    self.routines = routines
    self.swiftUI = swiftUI
    self.swiftUIAll = swiftUIAll
    self.methods = methods
    self.swiftLocalized = swiftLocalized
    self.enumProtocols = enumProtocols
  }
}

/// How a case of a typed-key enum becomes its key, matching how the app's `Localizable`
/// protocol builds the key it looks up at runtime.
public enum EnumKeyStyle: String, Hashable, Sendable, CaseIterable {
  /// The parent path, `.`, and the snake_cased raw value, implicit or written:
  /// `enum Strings: String, Localizable { case title = "AppTitle" }` → `strings.app_title`.
  /// This is what a `localizableKey` built as `parent path + "." + rawValue.snakeCased` looks up.
  case path
  /// A written raw value alone (`AppTitle`); cases without one still get the path. For apps whose
  /// `localized` passes `rawValue` straight to `NSLocalizedString`.
  case rawValue = "raw-value"
}
