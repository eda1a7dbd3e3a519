let a = "x"
let b = """
  two
  """
/* a
 b */ c