// NSLocalizedString("commented.out", comment: "never")
let x = 1 // NSLocalizedString("tail", comment: "never")
/// NSLocalizedString("doc", comment: "never")
let y = NSLocalizedString("real", comment: "found")
