let a = "Hello \(name)!"
let b = "sum \(f(g(1), (2 + 3)))"
let c = "outer \("inner \(deep) text") done"
let d = "map \(items.map { "\($0)" }.joined(separator: ", "))"
let e = "\(NSLocalizedString("k", comment: "c"))"
let f = "x \(a, specifier: "%.2f")"
let g = """
  multi \(call(
    1,
    2)) end
  """
