import Foundation
import SwiftUI

let greeting = NSLocalizedString("Hello", comment: "Greeting on the home screen")
let bye = NSLocalizedString("greeting.bye", value: "Goodbye", comment: "Farewell")
let same = NSLocalizedString("Same", value: "Same", comment: "A value equal to its key")
let pair = NSLocalizedString("%@ of %@", comment: "Page of pages")
let sure = NSLocalizedString("100%% sure, %@ and %@", comment: "Percent and two names")
let title = NSLocalizedString("Settings", tableName: "Preferences", comment: "Window title; \"Settings\" as on macOS")
let bare = NSLocalizedString("No comment here", comment: "")

struct Counter: View {
  let count: Int
  var body: some View { Text("\(count) items") }
}
