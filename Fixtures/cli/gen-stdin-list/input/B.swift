let b = NSLocalizedString("k", value: "from B", comment: "B")
