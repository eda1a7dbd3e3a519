let a = NSLocalizedString("caf\u{E9}", comment: "c")
let b = NSLocalizedString("quote \u{22} backslash \u{5C} newline \u{A}", comment: "converted specials")
let c = NSLocalizedString("kept \n \t \" \\ \0 \'", comment: "other escapes copied raw")
