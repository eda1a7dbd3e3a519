import Foundation

/// Typed keys: each case becomes an entry whose key is its dotted path.
protocol Localizable {}

enum Strings: Localizable {
  /// Shown while the timer counts down before the first round
  case getReady

  enum Menu: Localizable {
    /// Menu item that opens the settings screen
    case settings
    /// Menu item that shows the workout history
    case history
  }
}

extension String {
  /// Looks the receiver up in the main bundle's Localizable table.
  func localized() -> String {
    NSLocalizedString(self, comment: "")
  }
}
