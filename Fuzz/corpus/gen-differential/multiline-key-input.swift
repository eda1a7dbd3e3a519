let a = NSLocalizedString("""
    First line
      indented "quoted"
    joined \
    here
    """, comment: "c")
let b = NSLocalizedString("""
    """, comment: "empty")
