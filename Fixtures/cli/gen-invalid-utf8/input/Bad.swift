let a = NSLocalizedString("ok", comment: "fine")
let b = "ÿþ broken"
