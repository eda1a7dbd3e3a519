let a = NSLocalizedString("app.key2", value: "appvalue2, %1$@.", comment: "App key 2, with value containing placeholder.")
