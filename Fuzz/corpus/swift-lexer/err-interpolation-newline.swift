let a = "x \(f(
  1)) y"
let b = 2
