let a = Foundation.NSLocalizedString("qualified", comment: "member call matches")
let b = MyNSLocalizedString("prefixed", comment: "no match")
let c = NSLocalizedStringX("suffixed", comment: "no match")
func NSLocalizedString(_ key: String, comment: String) -> String { key }
