let files = NSLocalizedString("files.count", value: "%d documents", comment: "Number of files")
let welcome = NSLocalizedString("welcome", value: "Welcome back!", comment: "Greeting")
let plain = NSLocalizedString("Plain", comment: "Unchanged")
