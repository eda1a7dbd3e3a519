let s = """
    Line one
      indented "quoted" \
    continued
    """
let t = """
  a\(x)b
  """
let u = """
    """
