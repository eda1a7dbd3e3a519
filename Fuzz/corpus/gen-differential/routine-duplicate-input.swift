let a = NSLocalizedString("once", comment: "listed twice in options, extracted once")
let b = "also.once".localized
