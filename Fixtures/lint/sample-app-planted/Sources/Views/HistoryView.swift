import SwiftUI

/// Lists past workouts, newest first.
struct HistoryView: View {
  let sessions: [Session]

  var body: some View {
    List(sessions) { session in
      Text(String(format: NSLocalizedString("%d rounds of %@", comment: "One history row: number of rounds and the exercise name"), session.rounds, session.exercise.description))
    }
    .navigationTitle(NSLocalizedString("History", comment: "Title of the workout history screen"))
  }
}

/// The button under a finished workout.
struct FinishButton: View {
  let isRunning: Bool

  var body: some View {
    Button(isRunning
      ? NSLocalizedString("Done", comment: "Button that ends the running workout")
      : NSLocalizedString("Start", comment: "Button that starts the interval timer")) {}
  }
}
