import SwiftUI

/// The first screen: greets the user and invites them to start a workout.
struct WelcomeView: View {
  let name: String

  var body: some View {
    VStack(spacing: 16) {
      // The greeting names the user: "Hello, Sam!"
      Text(String(format: NSLocalizedString("Hello, %@!", comment: "Greeting on the welcome screen; the argument is the user's first name"), name))
      Text(NSLocalizedString("Ready for today's workout?", comment: "Invitation under the greeting"))
      Button(NSLocalizedString("Start", comment: "Button that starts the interval timer")) {
        startWorkout()
      }
      /* A disabled experiment, kept for reference:
         Text(NSLocalizedString("Warm up first", comment: "never shipped")) */
      Text("close-button".localized())
    }
  }

  private func startWorkout() {}
}

/// Shown before the first round.
struct WarmUpBanner: View {
  var body: some View {
    Text(NSLocalizedString("Warm up first", comment: "Warm-up reminder"))
  }
}
