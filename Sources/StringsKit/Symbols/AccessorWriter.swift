/// Writes the `resource` and `string` styles: one extension (of `LocalizedStringResource` or of
/// `String`) with a static member per key of `Localizable`, and an enum per other table holding
/// its keys' members. A key with format arguments is a static function taking them, typed by
/// the reference value's specifiers.
struct AccessorWriter {
  let options: SymbolOptions

  /// The members of every table; `tables` sorted by name, each with its names assigned.
  func write(_ tables: [(table: SymbolTable, naming: SymbolNaming, type: String?)]) -> String {
    let extended = options.style == .resource ? "LocalizedStringResource" : "String"
    var out = "extension \(extended) {\n"
    var first = true
    for (table, naming, type) in tables {
      if !first { out += "\n" }
      first = false
      let indent: String
      if let type {
        out += "  /// The keys of the table \(SwiftSourceText.literal(table.name)).\n"
        out += "  \(options.modifier)enum \(SymbolName.declared(type)) {\n"
        indent = "    "
      } else {
        indent = "  "
      }
      for (position, assignment) in naming.assignments.enumerated() {
        if position > 0 { out += "\n" }
        out += member(assignment, table: table.name, indent: indent)
      }
      if type != nil { out += "  }\n" }
    }
    return out + "}\n"
  }

  private func member(_ assignment: SymbolNaming.Assignment, table: String, indent: String)
    -> String
  {
    let entry = assignment.entry
    let returned = options.style == .resource ? "LocalizedStringResource" : "String"
    var out = SwiftSourceText.docComment(
      comment: entry.comment, value: entry.value, indent: indent)
    let name = SymbolName.declared(assignment.name)
    if entry.arguments.isEmpty {
      out += "\(indent)\(options.modifier)static var \(name): \(returned) {\n"
    } else {
      let parameters = entry.arguments.map { argument in
        let name = "arg\(argument.index)"
        let label = argument.label.map(SymbolName.declared) ?? "_"
        return label == name ? "\(name): \(argument.type)" : "\(label) \(name): \(argument.type)"
      }
      out +=
        "\(indent)\(options.modifier)static func \(name)(\(parameters.joined(separator: ", ")))"
        + " -> \(returned) {\n"
    }
    let body =
      options.style == .resource ? resource(entry, table: table) : string(entry, table: table)
    out += "\(indent)  \(body)\n\(indent)}\n"
    return out
  }

  /// `LocalizedStringResource(key, defaultValue:, table:, bundle:, comment:)`: the key is looked
  /// up in the table, and the arguments ride in the default value's interpolations.
  private func resource(_ entry: SymbolEntry, table: String) -> String {
    let bundle: String
    switch options.bundle {
    case "main": bundle = ".main"
    default: bundle = ".atURL(\(options.bundleExpression).bundleURL)"
    }
    var parts = [
      SwiftSourceText.literal(entry.key),
      "defaultValue: \(Self.interpolatedValue(entry))",
      "table: \(SwiftSourceText.literal(table))",
      "bundle: \(bundle)",
    ]
    if let comment = entry.comment { parts.append("comment: \(SwiftSourceText.literal(comment))") }
    return "LocalizedStringResource(\(parts.joined(separator: ", ")))"
  }

  /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`, formatted with the
  /// arguments by `String.localizedStringWithFormat` when there are any.
  private func string(_ entry: SymbolEntry, table: String) -> String {
    let lookup =
      "NSLocalizedString(\(SwiftSourceText.literal(entry.key)), "
      + "tableName: \(table == "Localizable" ? "nil" : SwiftSourceText.literal(table)), "
      + "bundle: \(options.bundleExpression), value: \(SwiftSourceText.literal(entry.value)), "
      + "comment: \(SwiftSourceText.literal(entry.comment ?? ""))"
      + ")"
    guard !entry.arguments.isEmpty else { return lookup }
    let arguments = entry.arguments.map { "arg\($0.index)" }.joined(separator: ", ")
    return "String.localizedStringWithFormat(\(lookup), \(arguments))"
  }

  /// The reference value as a `String.LocalizationValue` literal with each argument interpolated
  /// where its specifier is (`"\(arg1) rounds of \(arg2)"`), which is what the runtime formats
  /// when the table lacks the key. A value whose specifiers are not read in order, one each
  /// (`%2$@ %1$@`), loses its specifiers and is followed by its arguments in order, which keeps them all passed.
  static func interpolatedValue(_ entry: SymbolEntry) -> String {
    let value = entry.value
    guard !entry.arguments.isEmpty else { return SwiftSourceText.literal(value) }
    var pieces: [(text: String, argument: Int?)] = []
    var last = value.startIndex
    var next = 1
    var inOrder = true
    for specifier in FormatSpecifier.scan(value) {
      pieces.append((String(value[last..<specifier.range.lowerBound]), nil))
      last = specifier.range.upperBound
      if specifier.kind == .percent {
        pieces.append(("%", nil))
        continue
      }
      if specifier.width?.isFromArgument == true || specifier.precision?.isFromArgument == true {
        inOrder = false
      }
      let index = specifier.position ?? next
      if index != next { inOrder = false }
      next += 1
      pieces.append(("", index))
    }
    pieces.append((String(value[last...]), nil))
    let expected = entry.arguments.map(\.index)
    let read = pieces.compactMap(\.argument)
    var literal = "\""
    if inOrder && read == expected {
      for piece in pieces {
        if let argument = piece.argument {
          literal += "\\(arg\(argument))"
        } else {
          literal += String(SwiftSourceText.literal(piece.text).dropFirst().dropLast())
        }
      }
    } else {
      let text = pieces.map(\.text).joined()
      literal += String(SwiftSourceText.literal(text).dropFirst().dropLast())
      for index in expected { literal += " \\(arg\(index))" }
    }
    return literal + "\""
  }
}
