enum Alerts: Localizable {
  static let parent: LocalizeParent = Strings.self
  case saved
}
enum Strings: Localizable {
  static let parent: LocalizeParent = nil
  case hello
  enum Detached: Localizable {
    static let parent: LocalizeParent? = nil
    case root
  }
}
enum Elsewhere: Localizable {
  static let parent: LocalizeParent = Module.Outside.self
  case x
}
