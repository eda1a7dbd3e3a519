let a = NSLocalizedString("k", value: "from A", comment: "A")
