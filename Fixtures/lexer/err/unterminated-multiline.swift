let a = """
  never closed
