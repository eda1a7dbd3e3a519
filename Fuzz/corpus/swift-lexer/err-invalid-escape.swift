let a = "bad \q escape \u{110000x} end"
