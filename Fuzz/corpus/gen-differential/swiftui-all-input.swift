Button("button.title") { }
Label("label.title", systemImage: "star")
Toggle("toggle.title", isOn: $on)
Link("link.title", destination: url)
Menu("menu.title") { }
Picker("picker.title", selection: $sel) { }
Section("section.title") { }
TextField("field.title", text: $text)
SecureField("secure.title", text: $text)
Stepper("stepper.title", value: $value)
NavigationLink("nav.title", destination: Detail())
List { }.navigationTitle("screen.title").help("help.text").accessibilityLabel("a11y.label")
Button(action: go) { Text("inner.text") }
Button(variable) { }
Text(verbatim: "never")
navigationTitle("not.a.modifier")
