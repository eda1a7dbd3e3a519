let a = #"Say "hi" \n"#
let b = ##"One "# inside"##
let c = #"interp \#(value) and \(not)"#
let d = #"""
  raw "multi"
  line \n
  """#
let e = #"\#n escaped"#
