let a = NSLocalizedString("""
    crlf one
    crlf two \
    joined
    """, comment: """
  c1
  c2
  """)
