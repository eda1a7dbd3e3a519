let s = "NSLocalizedString(\"in.string\", comment: \"never\")"
let t = """
  NSLocalizedString("in.multiline", comment: "never")
  """
let y = NSLocalizedString("after", comment: "found")
