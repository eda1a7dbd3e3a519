let a = "
