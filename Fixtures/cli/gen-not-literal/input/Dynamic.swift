let key = "dynamic"
let a = NSLocalizedString(key, comment: "Not a literal")
let b = NSLocalizedString("static", comment: "A literal")
