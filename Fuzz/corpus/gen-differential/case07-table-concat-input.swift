let a = NSLocalizedString("app.key5", tableName: "AppStrings", value: "app value 5\n" + "with multiple lines.", comment: "c")
let b = NSLocalizedString("app.key6", tableName: nil, comment: "nil table")
