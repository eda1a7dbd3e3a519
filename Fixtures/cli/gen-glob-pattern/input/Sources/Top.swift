let t = NSLocalizedString("top", comment: "Top level")
