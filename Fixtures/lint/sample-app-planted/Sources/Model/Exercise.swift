import Foundation

/// The exercises the timer knows.
enum Exercise: CaseIterable, CustomStringConvertible {
  case burpees
  case jumpingJacks
  case plank

  var description: String {
    switch self {
    case .burpees:
      return NSLocalizedString("Burpees", comment: "Exercise name")
    case .jumpingJacks:
      return NSLocalizedString("Jumping jacks", comment: "Exercise name")
    case .plank:
      return NSLocalizedString(#"Plank "hold""#, comment: "Exercise name; \"hold\" means stay still")
    }
  }
}

struct Session: Identifiable {
  let id = UUID()
  let rounds: Int
  let exercise: Exercise
}
