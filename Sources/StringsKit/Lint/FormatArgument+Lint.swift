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

  /// Whether the text is `reference` copied, as the `untranslated` rule and the coverage
  /// counts see it: the same scalars, with a letter outside its format specifiers. A text
  /// without letters (`%d / %d`) reads the same in every language and is no copy.
  func isCopy(of reference: String) -> Bool {
    isLiterallyEqual(to: reference)
      && removingFormatSpecifiers.unicodeScalars.contains(where: \.properties.isAlphabetic)
  }
}

extension FormatArgument {
  /// The arguments `format` consumes at runtime, for comparing a translation with its reference.
  ///
  /// Like ``arguments(in:)``, except that `% @` (spaces between the `%`, or its `N$`, and `@`)
  /// counts as `%@`: NSString accepts the space flag and ignores it for objects, so the value
  /// is still printed. Machine translation often inserts that space (the shared corpus has
  /// "Tu suscripción caducó el % @"), and calling it a missing argument would be wrong.
  static func lintArguments(in format: String) -> [FormatArgument] {
    // Bytes, not `contains(_: String)`: that goes through Foundation and cost a fifth of a
    // .stringsdict lint.
    var previous: UInt8 = 0
    var spaced = false
    for byte in format.utf8 {
      if byte == 0x20 && (previous == UInt8(ascii: "%") || previous == UInt8(ascii: "$")) {
        spaced = true
        break
      }
      previous = byte
    }
    guard spaced else { return arguments(in: format) }
    return arguments(in: joiningSpacedObjectSpecifiers(format))
  }

  /// `format` with the spaces of `% @` and `%N$ @` removed; `%%` is left alone.
  static func joiningSpacedObjectSpecifiers(_ format: String) -> String {
    let scalars = Array(format.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i]
      out.append(scalar)
      i += 1
      guard scalar == "%" else { continue }
      if i < scalars.count, scalars[i] == "%" {
        out.append(scalars[i])
        i += 1
        continue
      }
      var j = i
      while j < scalars.count, ("0"..."9").contains(scalars[j]) { j += 1 }
      var afterPosition = i
      if j > i, j < scalars.count, scalars[j] == "$" { afterPosition = j + 1 }
      var k = afterPosition
      while k < scalars.count, scalars[k] == " " { k += 1 }
      if k > afterPosition, k < scalars.count, scalars[k] == "@" {
        out.append(contentsOf: scalars[i..<afterPosition])
        i = k
      }
    }
    return String(out)
  }
}
