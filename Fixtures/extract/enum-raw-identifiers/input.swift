enum Strings: String, Localizable {
  /// Greets with "hi" */ not the end
  case `say "hi"`
  case `back\slash`
  case `plain`
  case title = "AppTitle"
}
