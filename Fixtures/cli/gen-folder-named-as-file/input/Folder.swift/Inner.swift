let i = NSLocalizedString("inner", comment: "")
