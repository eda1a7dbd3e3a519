/// Reports `.stringsdict` entries Foundation cannot use: the shape of the dictionaries, the
/// variables the format names, rule and value types, and category names.
struct PluralSyntaxRule: LintRule {
  static let description = RuleDescription(
    id: "plural-syntax",
    summary: "Make every .stringsdict entry one that Foundation can use",
    rationale: """
      Foundation reads a .stringsdict entry only when it is a dictionary with an \
      NSStringLocalizedFormatKey, and each %#@name@ in it needs a dictionary named name with \
      an NSStringFormatSpecTypeKey it knows, an NSStringFormatValueTypeKey that is one printf \
      conversion, and an other text. Anything less and the app prints the format or the key \
      itself, in that language only. Category names are exactly zero, one, two, few, many and \
      other: singular or One are never chosen.
      """,
    defaultSeverity: .error,
    triggering: [
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          "<key>k</key>\n↓<string>not a dictionary</string>\n")
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          "↓<key>k</key>\n<dict>\n<key>n</key>\n<dict/>\n</dict>\n")
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", format: "%#@n@ in %#@folders@", variable: "n", [("other", "%d files")])
        ).replacingOccurrences(of: "<string>%#@n@", with: "↓<string>%#@n@")
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", variableKey: "↓<key>n</key>", [("one", "%d file")]))
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", variableKey: "↓<key>n</key>", valueType: nil, [("other", "%d files")]))
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", ruleType: "NSStringPluralRuleTyp", [("other", "%d files")])
        ).replacingOccurrences(
          of: "<string>NSStringPluralRuleTyp<", with: "↓<string>NSStringPluralRuleTyp<")
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", [("↓singular", "%d file"), ("↓One", "%d file"), ("other", "%d files")])
        ).replacingOccurrences(of: "<key>↓", with: "↓<key>")
      ]),
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", valueType: "%d", [("other", "%d files")])
        ).replacingOccurrences(of: "<string>%d</string>", with: "↓<string>%d</string>")
      ]),
    ],
    nonTriggering: [
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural("k", [("one", "%d file"), ("other", "%d files")]))
      ]),
      // Two variables, one of them referenced from a category text.
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "k", format: "%#@n@ in %#@f@", [("other", "%d files")]
          )
          .replacingOccurrences(
            of: "</dict>\n</dict>\n",
            with: "</dict>\n<key>f</key>\n<dict>\n<key>NSStringFormatSpecTypeKey</key>\n"
              + "<string>NSStringPluralRuleType</string>\n<key>NSStringFormatValueTypeKey</key>\n"
              + "<string>ld</string>\n<key>other</key>\n<string>%ld folders</string>\n</dict>\n"
              + "</dict>\n"))
      ]),
      // A device-specific variation needs no value type.
      RuleExample([
        "en.lproj/Localizable.stringsdict": StringsdictExamples.file(
          StringsdictExamples.plural(
            "tap", ruleType: "NSStringDeviceSpecificRuleType", valueType: nil,
            [("iphone", "Tap"), ("mac", "Click"), ("other", "Select")]))
      ]),
    ])

  static let ruleTypes: Set<String> = [
    PluralDefinition.Variable.pluralRuleType, PluralDefinition.Variable.deviceRuleType,
    PluralDefinition.Variable.widthRuleType,
  ]

  func check(_ input: LintInput) -> [LintFinding] {
    var findings: [LintFinding] = []
    for file in input.allStringsdicts where !file.hasErrors {
      for definition in file.definitions {
        findings += Self.check(definition)
      }
    }
    // A catalog is checked in the form it compiles to.
    for tables in input.catalogs {
      findings += CatalogCompiledChecks.pluralSyntax(tables)
    }
    return findings
  }

  static func check(_ definition: PluralDefinition) -> [LintFinding] {
    let key = definition.key
    // Spelled out only for a message: most definitions have none.
    var name: String { quoted(key) }
    func finding(_ message: String, at position: SourcePosition) -> LintFinding {
      LintFinding(.error(message, at: position), key: key)
    }
    guard definition.node.entries != nil else {
      return [
        finding(
          "the value of \(name) is \(definition.node.kindDescription); a .stringsdict entry is "
            + "a <dict> with an NSStringLocalizedFormatKey", at: definition.node.position)
      ]
    }
    var findings: [LintFinding] = []
    guard let format = definition.format else {
      return [
        finding(
          "\(name) has no NSStringLocalizedFormatKey string; the runtime shows the key",
          at: definition.keyPosition)
      ]
    }
    var referenced: [(name: String, at: SourcePosition)] = definition.referencedVariables.map {
      ($0, format.position)
    }
    for variable in definition.variables {
      for (_, text) in variable.texts {
        for specifier in FormatSpecifier.scan(text.text) {
          if case .stringsdictReference(let inner) = specifier.kind {
            referenced.append((inner, text.position))
          }
        }
      }
    }
    for reference in referenced where definition.variable(reference.name) == nil {
      findings.append(
        finding(
          "%#@\(reference.name)@ in \(name) has no dictionary \(quoted(reference.name)); the "
            + "text is shown as written", at: reference.at))
    }
    findings += loops(in: definition).map { variable in
      finding(
        "%#@\(variable.name)@ in \(name) is reached again from its own texts; the runtime "
          + "cannot resolve a variable that refers back to itself", at: variable.keyPosition)
    }
    for variable in definition.variables {
      findings += check(variable, in: definition)
    }
    return findings
  }

  /// The variables whose texts lead back to themselves through `%#@name@` references, each
  /// found once (a depth-first walk that meets a variable still on its path), in linear time.
  static func loops(in definition: PluralDefinition) -> [PluralDefinition.Variable] {
    var index: [LiteralKey: Int] = [:]
    for (offset, variable) in definition.variables.enumerated() {
      index[LiteralKey(variable.name)] = offset  // the last wins, as variable(_:) reads
    }
    let edges: [[Int]] = definition.variables.map { variable in
      variable.texts.flatMap { _, text in
        FormatSpecifier.scan(text.text).compactMap { specifier -> Int? in
          if case .stringsdictReference(let inner) = specifier.kind {
            return index[LiteralKey(inner)]
          }
          return nil
        }
      }
    }
    // 0: not seen, 1: on the current path, 2: done.
    var state = [UInt8](repeating: 0, count: edges.count)
    var reported = Set<Int>()
    for start in edges.indices where state[start] == 0 {
      var stack: [(node: Int, next: Int)] = [(start, 0)]
      state[start] = 1
      while let (node, next) = stack.last {
        guard next < edges[node].count else {
          state[node] = 2
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let target = edges[node][next]
        switch state[target] {
        case 0:
          state[target] = 1
          stack.append((target, 0))
        case 1: reported.insert(target)
        default: break
        }
      }
    }
    return reported.sorted().map { definition.variables[$0] }
  }

  static func check(_ variable: PluralDefinition.Variable, in definition: PluralDefinition)
    -> [LintFinding]
  {
    let key = definition.key
    var subject: String { "\(quoted(variable.name)) of \(quoted(key))" }
    func finding(_ message: String, at position: SourcePosition) -> LintFinding {
      LintFinding(.error(message, at: position), key: key)
    }
    guard let ruleType = variable.ruleType else {
      return [finding("\(subject) has no NSStringFormatSpecTypeKey", at: variable.keyPosition)]
    }
    guard ruleTypes.contains(where: { $0.isLiterallyEqual(to: ruleType.text) }) else {
      return [
        finding(
          "unknown NSStringFormatSpecTypeKey \(quoted(ruleType.text)) in \(subject) (known: "
            + "NSStringPluralRuleType, NSStringDeviceSpecificRuleType, "
            + "NSStringVariableWidthRuleType)", at: ruleType.position)
      ]
    }
    var findings: [LintFinding] = []
    if !variable.texts.contains(where: { $0.name.isLiterallyEqual(to: "other") }) {
      findings.append(
        finding("\(subject) has no other text, which the runtime needs", at: variable.keyPosition))
    }
    guard variable.isPlural else { return findings }
    for (category, text) in variable.texts where PluralCategory(literally: category) == nil {
      findings.append(
        finding(
          "\(quoted(category)) in \(subject) is not a plural category (zero, one, two, few, "
            + "many, other); it is never chosen", at: text.keyPosition))
    }
    if let valueType = variable.valueType {
      if Self.valueArgument(valueType.text) == nil {
        findings.append(
          finding(
            "NSStringFormatValueTypeKey \(quoted(valueType.text)) in \(subject) is not one "
              + "printf conversion without %, such as d, ld or @", at: valueType.position))
      }
    } else {
      findings.append(
        finding("\(subject) has no NSStringFormatValueTypeKey", at: variable.keyPosition))
    }
    return findings
  }

  /// The argument a value type stands for: `d` → `%d`, `ld` → `%ld`; `nil` unless `%` and the
  /// value type are exactly one specifier.
  static func valueArgument(_ valueType: String) -> FormatArgument? {
    let specifiers = FormatSpecifier.scan("%" + valueType)
    guard specifiers.count == 1, specifiers[0].text.isLiterallyEqual(to: "%" + valueType),
      specifiers[0].kind == .argument
    else { return nil }
    return FormatArgument.arguments(in: "%" + valueType).last
  }
}
