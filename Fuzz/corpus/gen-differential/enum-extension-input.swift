enum Strings: Localizable {
  case hello
}
extension Strings {
  enum Menu: Localizable {
    case quit
  }
}
extension View {
  enum Keys: Localizable {
    case title
  }
}
extension Module.Strings {
  enum Deep: Localizable {
    indirect case x
  }
}
