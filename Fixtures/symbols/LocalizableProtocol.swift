// The typed-key protocol of the README, which the `enum` style's enums conform to; public, so
// that output generated with --access public type-checks against it.

import Foundation

public protocol LocalizeParent {}

public protocol Localizable: LocalizeParent, RawRepresentable where RawValue == String {
  static var parent: LocalizeParent.Type? { get }
}

extension Localizable {
  public static var parent: LocalizeParent.Type? { nil }
}
