let a = NSLocalizedString("one " + "two " + #"three "3" "# + "four\n", comment: "a " + "b")
