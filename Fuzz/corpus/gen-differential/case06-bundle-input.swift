let a = NSLocalizedString("app.key4", bundle: Bundle(for: T.self), value: "café à la terrasse", comment: "c")
let b = NSLocalizedString("app.key4b", bundle: .module, comment: "d")
let c = NSLocalizedString("app.key4c", bundle: bundles[index(of: ("x", 1))], comment: "e")
