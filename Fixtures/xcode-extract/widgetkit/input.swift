import SwiftUI
import WidgetKit

struct NotesWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "notes", provider: Provider()) { entry in
      Text("widget.entry")
    }
    .configurationDisplayName("widget.display-name")
    .description("widget.description")
  }
}
