Text("Hello \(name)")
Text("\(count) items, 100%")
Text("Price \(price, specifier: "%.2f")")
Text(verbatim: "not a key")
Text(title)
Text("a" + "b")
Text("tbl", tableName: "Screens")
Text("bad.table", tableName: tableVar)
Text("nil.comment", comment: nil)
Text("""
    Hello \(name),
    welcome
    """)
