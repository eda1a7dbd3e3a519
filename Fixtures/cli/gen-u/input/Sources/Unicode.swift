import Foundation

let s = NSLocalizedString("AB\\U0043D", comment: "Comment")
