let s = "\(name) NSLocalizedString(\"text\", comment: \"never\") \("NSLocalizedString(")"
let y = NSLocalizedString("after", comment: "found")
