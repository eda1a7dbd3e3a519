let a = #/ab"c/#
let b = /x"y/
let c = try Regex(/[a-z]+/)
let d = x / y / z
let e = foo(/a\/b/, 1)
let f = ##/a/#b/##
let g = #/
  multi"line
  /#
n /= 2
let h = xs.reduce(1, /) + (/)(a, b) / 2
