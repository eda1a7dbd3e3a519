Text("app.swiftui.key1")
