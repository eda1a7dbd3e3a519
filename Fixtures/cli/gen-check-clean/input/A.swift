let a = NSLocalizedString("a", comment: "A")
