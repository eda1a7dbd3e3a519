let kept = NSLocalizedString("Kept", comment: "Still in the code")
