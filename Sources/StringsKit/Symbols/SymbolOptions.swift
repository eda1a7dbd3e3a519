/// How ``SymbolGenerator`` writes the accessors.
public struct SymbolOptions: Sendable, Equatable {
  /// What the accessors are.
  public enum Style: String, Sendable, CaseIterable {
    /// `extension LocalizedStringResource`, as Xcode 26 generates: `Text(.settings)`.
    case resource
    /// `extension String`, through `NSLocalizedString`: any platform, Linux included.
    case string
    /// The typed-key enum tree of dotted keys, which `strings-gen` reads back as those keys.
    case `enum`
  }

  /// The access level written on every declaration.
  public enum Access: String, Sendable, CaseIterable {
    case `internal`
    case `package`
    case `public`
  }

  public var style: Style
  public var access: Access
  /// `main`, `module` (`Bundle.module` of a SwiftPM target), or any Swift expression of type
  /// `Bundle`, written as given.
  public var bundle: String

  public init(style: Style = .resource, access: Access = .internal, bundle: String = "main") {
    self.style = style
    self.access = access
    self.bundle = bundle
  }

  /// The access modifier and a space, or nothing for `internal`.
  var modifier: String { access == .internal ? "" : "\(access.rawValue) " }

  /// The `Bundle` expression.
  var bundleExpression: String {
    switch bundle {
    case "main": "Bundle.main"
    case "module": "Bundle.module"
    default: bundle
    }
  }
}
