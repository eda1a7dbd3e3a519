import Foundation

let a = NSLocalizedString("greeting", value: "Hello", comment: "Shown on launch")
let b = NSLocalizedString("greeting", value: "Hi", comment: "Shown after login")
let c = NSLocalizedString("farewell", comment: "Shown on exit")
let d = NSLocalizedString("farewell", comment: "Shown on logout")
