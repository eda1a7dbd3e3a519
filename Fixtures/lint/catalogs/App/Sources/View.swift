import Foundation

let files = String(localized: "%lld files in %lld folders")
let photos = String(localized: "%@ sent %lld photos")
let hello = String(localized: "Hello")
let bye = String(localized: "Goodbye")
let undefined = String(localized: "Not in the catalog")
let name = String(localized: "App name")
let review = String(localized: "Review me")
let empty = String(localized: "Empty")
let spaced = String(localized: "Total: ")
