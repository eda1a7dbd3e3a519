Text("k3", tableName: "AppStrings", comment: """
   Line one
   Line two
   """)
