Text("Price \(price, specifier: "%.2f")")
Text("Quoted \(x, specifier: #""%d""#)")
Text("Slash \(x, specifier: #"\"#) end")
Text("Lines \(x, specifier: """
  %d"
  x
  """)")
Text("Escaped \(x, specifier: "%d\"")")
