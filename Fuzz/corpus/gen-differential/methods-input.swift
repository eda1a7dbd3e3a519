let a = "close-button".localized()
let b = "Hello world".localized
let c = "with.comment".localized(comment: "c")
let d = "\(x) interpolated".localized()
let e = "not.method".other()
let f = "concat " + "tail".localized
let g = value.localized()
