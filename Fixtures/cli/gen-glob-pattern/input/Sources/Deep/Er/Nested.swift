let n = NSLocalizedString("nested", comment: "Two folders down")
