import AppIntents

struct OpenNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "intent.open-note.title"
  static var description = IntentDescription("intent.open-note.description")

  @Parameter(title: "intent.parameter.note", requestValueDialog: IntentDialog("intent.parameter.which"))
  var note: NoteEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "intent.result.opened")
  }
}

struct NoteEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "entity.note.type")
  var title: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "entity.note.title", subtitle: "entity.note.subtitle")
  }
}

enum Priority: String, AppEnum {
  case low, high
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "enum.priority.type"
  static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
    .low: "enum.priority.low",
    .high: "enum.priority.high",
  ]
}

struct NotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenNoteIntent(),
      phrases: ["Open \(\.$note) in \(.applicationName)", "Open a note"],
      shortTitle: "shortcut.open-note", systemImageName: "note")
  }
}
