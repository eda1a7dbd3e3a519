// MARK: - Spelling for lint messages

extension FormatArgument {
  /// The argument as a person would write it, without its position: `%@`, `%ld`, `%#@files@`.
  var spelling: String {
    if let stringsdictName { return "%#@\(stringsdictName)@" }
    let length: String
    switch width {
    case .default: length = ""
    case .long: length = "l"
    case .longLong: length = "ll"
    case .longDouble: length = "L"
    }
    return "%\(length)\(conversion)"
  }
}

extension String {
  /// The text with every format specifier (`%@`, `%1$d`, `%%`, `%#@n@`) removed.
  var removingFormatSpecifiers: String {
    let specifiers = FormatSpecifier.scan(self)
    if specifiers.isEmpty { return self }
    var out = ""
    var index = startIndex
    for specifier in specifiers {
      out += self[index..<specifier.range.lowerBound]
      index = specifier.range.upperBound
    }
    out += self[index...]
    return out
  }
}
