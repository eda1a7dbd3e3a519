import SwiftUI

struct ContentView: View {
  @State private var isOn = false
  @State private var name = ""
  @State private var showAlert = false
  @State private var color = Color.red
  @State private var date = Date()
  @State private var value = 0
  @State private var query = ""

  var body: some View {
    NavigationStack {
      Form {
        Section("section.header") {
          Text("text.plain")
          Text("text.table", tableName: "Settings", comment: "A text in the Settings table")
          Button("button.title") {}
          Label("label.title", systemImage: "star")
          Toggle("toggle.title", isOn: $isOn)
          TextField("field.title", text: $name, prompt: Text("field.prompt"))
          SecureField("secure.title", text: $name)
          Stepper("stepper.title", value: $value)
          Picker("picker.title", selection: $value) { Text("picker.option").tag(0) }
          Menu("menu.title") { Button("menu.item") {} }
          Link("link.title", destination: URL(string: "https://example.com")!)
          LabeledContent("labeled.title", value: name)
          ColorPicker("color.title", selection: $color)
          DatePicker("date.title", selection: $date)
          ContentUnavailableView("unavailable.title", systemImage: "tray")
        }
      }
      .navigationTitle("navigation.title")
      .help("help.text")
      .accessibilityLabel("accessibility.label")
      .accessibilityHint("accessibility.hint")
      .searchable(text: $query, prompt: "search.prompt")
      .badge("badge.text")
      .alert("alert.title", isPresented: $showAlert) { Button("alert.ok") {} }
      .confirmationDialog("dialog.title", isPresented: $showAlert) { Button("dialog.delete") {} }
      .toolbar { Button(isOn ? "toolbar.on" : "toolbar.off") {} }
    }
  }
}
