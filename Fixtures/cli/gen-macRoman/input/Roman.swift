let k = NSLocalizedString("café", comment: "Coffee in Mac OS Roman")
