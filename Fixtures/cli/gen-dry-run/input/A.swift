let a = NSLocalizedString("a", comment: "A")
let b = NSLocalizedString("b", comment: "B")
