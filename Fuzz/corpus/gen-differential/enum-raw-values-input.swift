enum Keys: String, Localizable {
  case title = "app.title"
  case subtitle
  case a, b = "raw.b", c
}
enum NotKeys: String {
  case ignored = "ignored"
}
