let a = Text("", comment: "Spacer")
let b = NSLocalizedString("", comment: "empty")
let c = NSLocalizedString("" + "", comment: "joined empty")
let d = NSLocalizedString("kept", comment: "not empty")
