let a = NSLocalizedString("app.key1", comment: "App key 1, no value")
