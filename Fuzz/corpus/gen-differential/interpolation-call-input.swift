let s = "Total: \(NSLocalizedString("inner.key", comment: "inside an interpolation"))"
let t = NSLocalizedString("outer.\(NSLocalizedString("nested", comment: "n"))", comment: "o")
