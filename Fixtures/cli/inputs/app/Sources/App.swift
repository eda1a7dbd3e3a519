import Foundation

struct Greeter {
  func greet(_ name: String) -> String {
    let format = NSLocalizedString("Hello, %@! You have %d messages", comment: "Greeting with the user's name and a count")
    return String(format: format, name, 3)
  }

  let title = NSLocalizedString("app.title", value: "Interval", comment: "App name shown in the title bar")
  let help = NSLocalizedString("help.body", tableName: "Help", value: "Tap " + "Start to begin.", comment: "Help " + "text")
  let price = NSLocalizedString("Save 5%! %@ and %@", comment: "Sale banner")
  let single = NSLocalizedString("%@ billion", comment: "Big number")
  // NSLocalizedString("commented.out", comment: "not code")
}
