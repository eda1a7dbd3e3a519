let a = PodLocalizedString("pod.custom_l10n_function", value: "Using custom macro \n" + "with multiple lines.", comment: """
    Pod custom function
    """)
let b = NotPodLocalizedString("not.matched", comment: "c")
let c = NSLocalizedString("default.still", comment: "c")
