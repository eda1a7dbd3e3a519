let g = NSLocalizedString("good", comment: "Still extracted")
