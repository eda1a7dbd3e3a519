let back = NSLocalizedString("Back", comment: "Returned to the code")
let valued = NSLocalizedString("back.valued", value: "Back, with a value", comment: "Returned with a value")
