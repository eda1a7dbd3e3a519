let a = NSLocalizedString("app.key3.%1@d", comment: "A, " + "B")
