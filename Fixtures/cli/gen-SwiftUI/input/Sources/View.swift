import SwiftUI

struct ContentView: View {
  let name: String
  var body: some View {
    VStack {
      Text("app.swiftui.key1")
      Text("Hello \(name)", comment: "Greeting with a name")
      Text("app.swiftui.key3", tableName: "AppStrings", comment: """
        App SwiftUI key 3
        With comment spanning on multiple lines
        """)
      Text(verbatim: "not.localized")
    }
  }
}
