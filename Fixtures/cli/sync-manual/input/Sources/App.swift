let shown = NSLocalizedString("Manual in code", value: "Another value", comment: "A different comment")
