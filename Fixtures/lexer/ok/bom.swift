let a = "bom"
