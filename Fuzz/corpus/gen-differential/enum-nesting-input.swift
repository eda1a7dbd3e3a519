enum Strings: Localizable {
  enum Menu: Localizable {
    case settings
    case openSettings
    enum MenuItem: Localizable {
      case quit
    }
  }
  enum Helper {
    case notExtracted
  }
  static func f(x: Int) -> String {
    switch x {
    case 1: return "one"
    default: return ""
    }
  }
}
