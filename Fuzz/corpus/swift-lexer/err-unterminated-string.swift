let a = "unterminated
let b = 1
