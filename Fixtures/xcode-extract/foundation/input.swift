import Foundation

func messages(count: Int, name: String) -> [String] {
  let resource = LocalizedStringResource("resource.key", defaultValue: "Resource value", comment: "A resource")
  let attributed = AttributedString(localized: "attributed.key", comment: "An attributed string")
  return [
    String(localized: "plain.key"),
    String(localized: "with.comment", comment: "Shown on launch"),
    String(localized: "with.default", defaultValue: "Welcome, \(name)!", comment: "Greeting"),
    String(localized: "Download \(count) files", table: "Downloads"),
    String(localized: resource), String(attributed.characters),
    NSLocalizedString("legacy.key", comment: "Still found"),
  ]
}
