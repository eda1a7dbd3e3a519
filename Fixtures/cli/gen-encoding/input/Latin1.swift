let k = NSLocalizedString("café", comment: "Coffee in Latin-1")
