let a = #/never closed
let b = 1
