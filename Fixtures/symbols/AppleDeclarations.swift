// The Apple declarations that the `resource` style uses and that Linux Foundation lacks, so
// that `swiftc -typecheck` checks generated files on any machine. Copied by hand from Apple's
// documentation (developer.apple.com/documentation/foundation/…); only the signatures matter,
// the bodies are placeholders that are never run.

import Foundation

// https://developer.apple.com/documentation/foundation/localizedstringresource
public struct LocalizedStringResource: Sendable {
  // …/localizedstringresource/bundledescription
  public enum BundleDescription: Sendable {
    case main
    case forClass(AnyClass)
    case atURL(URL)
  }

  // …/localizedstringresource/init(_:defaultvalue:table:locale:bundle:comment:)
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
    locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main,
    comment: StaticString? = nil
  ) {}

  // …/localizedstringresource/init(_:table:locale:bundle:comment:)
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil
  ) {}
}

extension String {
  // https://developer.apple.com/documentation/swift/string/localizationvalue
  public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    // …/string/localizationvalue/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) {}
      // …/appendinterpolation(_:) for String, Int, UInt, Double and the other integer and
      // floating-point types (`_FormatSpecifiable` in the SDK).
      public mutating func appendInterpolation(_ string: String) {}
      public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {}
      public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {}
    }
  }
}
