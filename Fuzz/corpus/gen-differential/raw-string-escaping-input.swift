let a = NSLocalizedString(#"Say "hi" \n"#, comment: "c")
let b = NSLocalizedString(##"two "# hashes"##, comment: #"raw \#n comment"#)
let c = NSLocalizedString(#"""
    raw "multi"
    line
    """#, comment: "c")
