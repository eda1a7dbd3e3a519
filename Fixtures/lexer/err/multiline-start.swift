let a = """ text
  """
