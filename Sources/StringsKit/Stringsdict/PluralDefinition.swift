/// One `.stringsdict` entry read as Foundation reads it at runtime: the format
/// (`NSStringLocalizedFormatKey`) and its variables, each with its rule type, value type and
/// texts (plural categories, device names or widths), all with positions.
///
/// Nothing is rejected here: a missing or malformed part is `nil` or left out, and
/// `plural-syntax` says what is wrong. Values that are not strings are ignored where a string
/// belongs (the runtime ignores them too).
public struct PluralDefinition: Sendable {
  /// A string value with where it is.
  public struct Text: Sendable {
    public var text: String
    /// The `<string>` element (or 1:1 for files read through Foundation).
    public var position: SourcePosition
    /// The `<key>` naming it.
    public var keyPosition: SourcePosition
  }

  /// One `%#@name@` variable's dictionary.
  public struct Variable: Sendable {
    public var name: String
    public var keyPosition: SourcePosition
    /// The variable's `<dict>`.
    public var node: PropertyListNode
    /// `NSStringFormatSpecTypeKey`: `NSStringPluralRuleType`, `NSStringDeviceSpecificRuleType`,
    /// `NSStringVariableWidthRuleType`.
    public var ruleType: Text?
    /// `NSStringFormatValueTypeKey`: the conversion without `%` (`d`, `ld`, `@`).
    public var valueType: Text?
    /// Every other key of the dictionary with a string value, in file order (the last of
    /// repeated keys wins, as at runtime): plural categories, device names or widths.
    public var texts: [(name: String, text: Text)]

    public static let pluralRuleType = "NSStringPluralRuleType"
    public static let deviceRuleType = "NSStringDeviceSpecificRuleType"
    public static let widthRuleType = "NSStringVariableWidthRuleType"

    public var isPlural: Bool { ruleType?.text == Self.pluralRuleType }

    /// The text of a plural category, if written.
    public func text(for category: PluralCategory) -> Text? {
      texts.last { $0.name.isLiterallyEqual(to: category.rawValue) }?.text
    }

    /// The plural categories written, in CLDR order.
    public var categories: [PluralCategory] {
      Set(texts.compactMap { PluralCategory(literally: $0.name) }).sorted()
    }
  }

  public static let formatKey = "NSStringLocalizedFormatKey"

  public var key: String
  public var keyPosition: SourcePosition
  /// The entry's value: a `<dict>` when well-formed.
  public var node: PropertyListNode
  public var format: Text?
  /// Every key other than the format key whose value is a dictionary, in file order (last of
  /// repeated names wins).
  public var variables: [Variable]
  /// The format's specifiers and arguments, read once (every category text is checked against
  /// them).
  private let formatSpecifiers: [FormatSpecifier]
  private let formatArguments: [FormatArgument]

  public init(_ entry: PropertyListEntry) {
    key = entry.key
    keyPosition = entry.keyPosition
    node = entry.value
    let entries = Self.effective(entry.value.entries ?? [])
    format = entries.first { $0.key.isLiterallyEqual(to: Self.formatKey) }.flatMap(Self.text)
    variables = entries.compactMap { item -> Variable? in
      guard !item.key.isLiterallyEqual(to: Self.formatKey), let inner = item.value.entries else {
        return nil
      }
      let pairs = Self.effective(inner)
      return Variable(
        name: item.key, keyPosition: item.keyPosition, node: item.value,
        ruleType: pairs.first { $0.key.isLiterallyEqual(to: "NSStringFormatSpecTypeKey") }.flatMap(
          Self.text),
        valueType: pairs.first { $0.key.isLiterallyEqual(to: "NSStringFormatValueTypeKey") }
          .flatMap(Self.text),
        texts: pairs.filter {
          !$0.key.isLiterallyEqual(to: "NSStringFormatSpecTypeKey")
            && !$0.key.isLiterallyEqual(to: "NSStringFormatValueTypeKey")
        }.compactMap { pair in Self.text(pair).map { (pair.key, $0) } })
    }
    formatSpecifiers = format.map { FormatSpecifier.scan($0.text) } ?? []
    formatArguments = format.map { FormatArgument.arguments(in: $0.text) } ?? []
  }

  /// The variable a name refers to.
  public func variable(_ name: String) -> Variable? {
    variables.last { $0.name.isLiterallyEqual(to: name) }
  }

  /// The `%#@name@` references of the format, in order.
  public var referencedVariables: [String] {
    formatSpecifiers.compactMap {
      if case .stringsdictReference(let name) = $0.kind { return name }
      return nil
    }
  }

  /// The arguments a category text reads once the runtime has put it in place of the
  /// variable's `%#@name@` in the format, restricted to the argument the variable stands for.
  ///
  /// Foundation substitutes the chosen text and formats the result with the call's arguments, so
  /// `%ld tests on %@` under the format `%#@tests@` reads the count, then the next argument.
  /// Empty when the text does not print the value ("one file"); `nil` when the format does not
  /// name the variable directly (it is nested in another variable's text).
  public func valueArguments(of variable: Variable, text: String) -> [FormatArgument]? {
    guard let format else { return nil }
    guard
      let reference = formatSpecifiers.first(where: {
        if case .stringsdictReference(let name) = $0.kind {
          return name.isLiterallyEqual(to: variable.name)
        }
        return false
      }),
      let index = formatArguments.first(where: {
        $0.stringsdictName?.isLiterallyEqual(to: variable.name) == true
      })?.index
    else { return nil }
    var expanded = format.text
    expanded.replaceSubrange(reference.range, with: text)
    return FormatArgument.lintArguments(in: expanded).filter { $0.index == index }
  }

  /// Each key once, at its last occurrence, in file order.
  static func effective(_ entries: [PropertyListEntry]) -> [PropertyListEntry] {
    // A variable's dictionary holds a handful of keys: repeats are found by looking ahead rather
    // than by hashing (a table only for long lists, which keeps the time linear).
    if entries.count <= 16 {
      return entries.indices.filter { index in
        !entries[(index + 1)...].contains { $0.key.isLiterallyEqual(to: entries[index].key) }
      }.map { entries[$0] }
    }
    var last: [LiteralKey: Int] = [:]
    for (offset, entry) in entries.enumerated() { last[LiteralKey(entry.key)] = offset }
    return entries.enumerated().filter { last[LiteralKey($0.element.key)] == $0.offset }
      .map(\.element)
  }

  private static func text(_ entry: PropertyListEntry) -> Text? {
    guard let string = entry.value.string else { return nil }
    return Text(text: string, position: entry.value.position, keyPosition: entry.keyPosition)
  }
}

extension PluralDefinition {
  /// The definition a `.stringsdict` holding `compiled` reads back as, built without writing
  /// and parsing the XML: element for element what ``StringsdictWriter/lines(_:unit:)`` writes,
  /// and every string as the parser reads it back (the writer's escapes are exact). The lint
  /// checks a catalog's plurals in this form; writing and parsing every plural of a large
  /// catalog took a fifth of its lint.
  init(compiled: StringsdictWriter.Entry) {
    let here = SourcePosition(path: "compiled.stringsdict", line: 1, column: 1)
    func node(_ value: PropertyListNode.Value) -> PropertyListNode {
      PropertyListNode(value: value, position: here, byteRange: 0..<0, contentRange: 0..<0)
    }
    func pair(_ key: String, _ value: PropertyListNode) -> PropertyListEntry {
      PropertyListEntry(key: key, keyPosition: here, keyByteRange: 0..<0, value: value)
    }
    var entries = [pair(Self.formatKey, node(.string(compiled.format)))]
    for variable in compiled.variables {
      var texts: [PropertyListEntry] = []
      if let ruleType = variable.ruleType {
        texts.append(pair("NSStringFormatSpecTypeKey", node(.string(ruleType))))
      }
      if let valueType = variable.valueType {
        texts.append(pair("NSStringFormatValueTypeKey", node(.string(valueType))))
      }
      for (name, text) in variable.texts { texts.append(pair(name, node(.string(text)))) }
      entries.append(pair(variable.name, node(.dictionary(texts))))
    }
    self.init(pair(compiled.key, node(.dictionary(entries))))
  }
}
