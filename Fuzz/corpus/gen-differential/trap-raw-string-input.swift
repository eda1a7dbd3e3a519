let s = #"NSLocalizedString("in.raw", comment: "never") \(notInterp)"#
let t = ##"a "# NSLocalizedString("in.raw2", comment: "never")"##
let y = NSLocalizedString("after", comment: "found")
