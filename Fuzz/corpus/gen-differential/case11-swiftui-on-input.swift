Text("app.swiftui.key1")
Text("app.swiftui.key2", comment: "with comment")
Text("app.swiftui.key4", bundle: Bundle(for: X.self), comment: "c")
