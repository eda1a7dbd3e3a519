let k = NSLocalizedString("new.key", comment: "New")
