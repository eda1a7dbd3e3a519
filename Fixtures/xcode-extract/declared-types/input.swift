import SwiftUI

struct SettingsRow: View {
  let label: LocalizedStringKey
  var detail: LocalizedStringKey = "row.detail.default"
  var body: some View { Text(label) }
}

struct Badge: View {
  let title: LocalizedStringKey
  init(caption: LocalizedStringKey) { title = caption }
  var body: some View { Text(title) }
}

enum Tab {
  case home, settings
  var title: LocalizedStringKey {
    switch self {
    case .home: return "tab.home"
    case .settings: "tab.settings"
    }
  }
}

final class LoginModel {
  var errorMessage: LocalizedStringResource?
  var isOffline = false
  func fail() {
    errorMessage = "login.error.unsupported"
    errorMessage = isOffline ? "login.error.offline" : "login.error.generic"
  }
}

func header(_ title: LocalizedStringKey = "header.default") -> some View { Text(title) }

let tips: [LocalizedStringKey] = ["tip.first", "tip.second"]
let names: [String: LocalizedStringKey] = ["a": "names.a"]

struct Screen: View {
  var body: some View {
    SettingsRow(label: "settings.title")
    Badge(caption: "badge.caption")
    header("header.custom")
  }
}
