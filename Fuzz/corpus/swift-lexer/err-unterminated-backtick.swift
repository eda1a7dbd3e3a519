let `open = 1
let b = 2
