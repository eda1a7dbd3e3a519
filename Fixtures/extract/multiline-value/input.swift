let a = NSLocalizedString("steps", value: """
    Follow these steps
    1. First
    """, comment: """
    Two lines
    of comment
    """)
let b = Text("""
    Line one
    Line two
    """, comment: "SwiftUI key")
