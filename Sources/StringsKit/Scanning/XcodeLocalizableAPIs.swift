/// The platform API whose arguments Xcode's compiler extracts as localized keys: every
/// parameter of type `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue` in SwiftUI, Foundation, App Intents and WidgetKit that takes a
/// literal, as data. The extractor matches calls against this list; nothing in the matcher
/// names an API. The app's own functions and initialisers come from the sources instead
/// (``DeclarationModel``).
///
/// `keys` are argument labels, `_` standing for the first, unlabeled argument. `table`,
/// `comment` and `defaultValue` name the labels from which the key's table, comment and default
/// value are read, when the API has them.
struct XcodeLocalizableAPI: Sendable {
  enum Form: Sendable {
    /// A type's initialiser or a free function: `Name(…)`.
    case call
    /// A modifier or method: `.name(…)`.
    case modifier
  }

  let name: String
  let form: Form
  let keys: [String]
  var table: String? = nil
  var comment: String? = nil
  var defaultValue: String? = nil
  /// The label of an array of App Shortcut phrases: literals that go to the `AppShortcuts`
  /// table with their parameters written `${name}`.
  var phrases: String? = nil

  static func view(_ name: String, _ keys: String...) -> Self {
    Self(name: name, form: .call, keys: keys)
  }

  static func modifier(_ name: String, _ keys: String...) -> Self {
    Self(name: name, form: .modifier, keys: keys)
  }

  /// `Name("key", table:, comment:)`-like initialisers of a localized text.
  static func resource(
    _ name: String, key: String = "_", table: String = "table", defaultValue: String? = nil
  ) -> Self {
    Self(
      name: name, form: .call, keys: [key], table: table, comment: "comment",
      defaultValue: defaultValue)
  }

  static let all: [XcodeLocalizableAPI] = [
    // Foundation
    .resource("String", key: "localized", defaultValue: "defaultValue"),
    .resource("AttributedString", key: "localized", defaultValue: "defaultValue"),
    .resource("LocalizedStringResource", defaultValue: "defaultValue"),
    .resource("LocalizationValue"),
    .resource("LocalizedStringKey", table: "tableName"),
    // SwiftUI views
    .resource("Text", table: "tableName"),
    .view("Button", "_"), .view("Label", "_"), .view("Toggle", "_"), .view("Link", "_"),
    .view("Menu", "_"), .view("Picker", "_"), .view("Section", "_"),
    .view("TextField", "_", "prompt"), .view("SecureField", "_", "prompt"),
    .view("Stepper", "_"), .view("Slider", "_"), .view("NavigationLink", "_"),
    .view("LabeledContent", "_"), .view("ColorPicker", "_"), .view("DatePicker", "_"),
    .view("MultiDatePicker", "_"), .view("ContentUnavailableView", "_", "description"),
    .view("GroupBox", "_"), .view("DisclosureGroup", "_"), .view("ControlGroup", "_"),
    .view("ProgressView", "_"), .view("Gauge", "_"), .view("Tab", "_"), .view("TableColumn", "_"),
    .view("ShareLink", "_"), .view("PhotosPicker", "_"), .view("PasteButton", "_"),
    .view("RenameButton", "_"), .view("CommandMenu", "_"), .view("CommandGroup", "_"),
    .view("Window", "_"), .view("WindowGroup", "_"), .view("MenuBarExtra", "_"),
    .view("UtilityWindow", "_"), .view("SettingsLink", "_"),
    // SwiftUI modifiers
    .modifier("navigationTitle", "_"), .modifier("navigationSubtitle", "_"),
    .modifier("navigationBarTitle", "_"), .modifier("help", "_"),
    .modifier("alert", "_"), .modifier("confirmationDialog", "_"),
    .modifier("accessibilityLabel", "_"), .modifier("accessibilityHint", "_"),
    .modifier("accessibilityValue", "_"), .modifier("accessibilityAction", "named"),
    .modifier("accessibilityInputLabels", "_"), .modifier("searchable", "prompt"),
    .modifier("badge", "_"), .modifier("accessibilityRotor", "_"),
    .modifier("fileDialogMessage", "_"), .modifier("fileDialogConfirmationLabel", "_"),
    .modifier("fileExporterFilenameLabel", "_"),
    // App Intents
    .resource("IntentDescription", table: "table"), .resource("IntentDialog", table: "table"),
    .modifier("result", "dialog"), .modifier("requestValue", "_"),
    .modifier("requestConfirmation", "dialog"), .modifier("needsValueError", "_"),
    .view("Parameter", "title", "description", "requestValueDialog", "inputConnectionBehavior"),
    Self(name: "AppShortcut", form: .call, keys: ["shortTitle"], phrases: "phrases"),
    .view("DisplayRepresentation", "title", "subtitle"),
    .view("TypeDisplayRepresentation", "name", "numericFormat"),
    .view("IntentParameterSummary", "_"),
    // WidgetKit
    .modifier("configurationDisplayName", "_"), .modifier("description", "_"),
  ]

  /// ``all`` by name, for the matcher.
  static let byName: [String: [XcodeLocalizableAPI]] = Dictionary(grouping: all, by: \.name)
}
