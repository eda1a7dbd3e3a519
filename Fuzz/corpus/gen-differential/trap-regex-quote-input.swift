let r = /"/
let q = #/a"b/#
let y = NSLocalizedString("after", comment: "found")
let z = a / b; let w = NSLocalizedString("after.division", comment: "found")
