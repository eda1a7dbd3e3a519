/// Finds the keys Xcode's compiler extracts from one file for String Catalogs: every string
/// literal whose type becomes `LocalizedStringKey`, `LocalizedStringResource` or
/// `String.LocalizationValue` (see ``DeclaredType/localizableNames``).
///
/// A literal's type is read from where it stands: an argument of a platform API
/// (``XcodeLocalizableAPI``) or of the app's own function or initialiser, the value of a
/// declaration or assignment, a `return` or the implicit result of a body with that type, a
/// branch of a ternary, an element of an array or a value of a dictionary literal of such a
/// place. The file's and the target's declarations (``DeclarationModel``) give the types of
/// names, which also choose each interpolation's format specifier.
struct XcodeKeyFinder {
  let input: SignificantTokens
  let tree: TokenTree
  /// The file's own declarations, asked first.
  let local: DeclarationModel
  /// The target's declarations.
  let global: DeclarationModel
  /// The placeholder written for an interpolation whose type is not known: the one Xcode
  /// writes most often.
  static let unknownPlaceholder = "%@"
  static let unknownTypeMessage =
    "The type of an interpolation is not known; it is written as %@ in the key:"

  private(set) var references: [KeyReference] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var blockTypes: [Int: DeclaredType?] = [:]
  /// Memos that keep each literal's reading constant-time: a call's argument positions by
  /// their first token, its labels, and the types of array literals and `.init(…)` calls.
  private var positions: [Int: [Int: Int]] = [:]
  private var containerTypes: [Int: DeclaredType?] = [:]
  private var initTypes: [Int: DeclaredType?] = [:]
  private var ternaryTypes: [Int: DeclaredType?] = [:]
  /// How deep the reading of places around places has gone (an array in an array in a call…);
  /// bounded so that deeply nested source cannot exhaust the stack.
  private var depth = 0
  private static let maximumDepth = 64
  private var inferredLists: [Int: [String: DeclaredType]] = [:]

  init(input: SignificantTokens, global: DeclarationModel) {
    self.input = input
    tree = TokenTree(input.tokens)
    local = DeclarationScanner(input: input, tree: tree).model
    self.global = global
  }

  mutating func run() {
    let tokens = input.tokens
    let previews = previewRanges()
    var preview = 0
    for index in tokens.indices where tokens[index].kind == .stringOpen {
      while preview < previews.count, previews[preview].upperBound <= index { preview += 1 }
      if preview < previews.count, previews[preview].contains(index) { continue }
      let close = tree.partner[index]
      guard close > index else { continue }
      let end = close + 1
      guard let type = expectedType(index, end, checkEnd: true) else { continue }
      if type.isLocalizable {
        record(literalAt: index)
      } else if type == .appShortcutPhrase {
        recordPhrase(literalAt: index)
      }
    }
  }

  /// The token ranges of `#Preview { … }` (and `#Preview("name") { … }`): canvas previews,
  /// whose strings Xcode does not extract. In source order, not nested.
  private func previewRanges() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in input.tokens.indices where input.kind(index) == .poundKeyword {
      guard input.text(index) == "#Preview" else { continue }
      if let last = ranges.last, last.contains(index) { continue }
      var brace = index + 1
      if input.kind(brace) == .leftParen, tree.partner[brace] > brace {
        brace = tree.partner[brace] + 1
      }
      guard input.kind(brace) == .leftBrace, tree.partner[brace] > brace else { continue }
      ranges.append(index..<(tree.partner[brace] + 1))
    }
    return ranges
  }

  // MARK: Tokens

  private func word(_ index: Int) -> String? {
    input.kind(index) == .identifier ? input.text(index) : nil
  }

  private func isOperator(_ index: Int, _ spelling: String) -> Bool {
    input.kind(index) == .operator && input.text(index) == spelling
  }

  private func line(_ index: Int) -> Int {
    index >= 0 && index < input.tokens.count ? input.tokens[index].line : -1
  }

  private func type(of name: String) -> DeclaredType? {
    local.type(of: name) ?? local.boundType(of: name, cases: global)
      ?? local.boundType(of: name, cases: local) ?? global.type(of: name)
  }

  // MARK: Types of places

  /// The type the expression `tokens[start..<end]` is expected to have, from what stands
  /// before it. With `checkEnd`, the expression must end there (a literal followed by `.`,
  /// `+` or `==` is a `String` expression, not a key).
  private mutating func expectedType(_ start: Int, _ end: Int, checkEnd: Bool) -> DeclaredType? {
    guard depth < Self.maximumDepth else { return nil }
    depth += 1
    defer { depth -= 1 }
    if checkEnd && !endsExpression(end, after: start) { return nil }
    let before = start - 1
    guard before >= 0 else { return nil }
    let owner = tree.parent[start]
    switch input.kind(before) {
    case .leftParen:
      return argumentType(open: before, label: nil, position: 0)
    case .comma:
      guard owner >= 0 else { return nil }
      if input.kind(owner) == .leftParen {
        return argumentType(open: owner, label: nil, position: argumentPosition(owner, start))
      }
      if input.kind(owner) == .leftBracket { return containerElement(owner) }
      return nil
    case .leftBracket:
      return containerElement(before)
    case .colon:
      return afterColon(before, start: start, owner: owner)
    case .leftBrace:
      // A ternary's condition (`checkEnd` off) may start a body that goes on after it.
      return !checkEnd || isWholeBody(start, end, brace: before) ? blockType(before) : nil
    case .operator:
      if isOperator(before, "=") { return assignedType(equals: before) }
      if isOperator(before, "?") {
        // `c ? "a" : String(…)` is a `String`: the other branch decides.
        if input.kind(end) == .colon, isString(branchAt: end + 1) { return nil }
        return ternaryType(question: before)
      }
      if isOperator(before, "??") { return nil }
      return nil
    case .identifier:
      if word(before) == "return" {
        return enclosingBrace(start).flatMap { blockType($0) }
      }
      // An implicit result on its own line inside a body (`switch` branch bodies included).
      if line(before) < line(start), let brace = enclosingBrace(start), owner == brace,
        input.kind(end) == .rightBrace, isStatementEnd(before)
      {
        return blockType(brace)
      }
      return nil
    default:
      return nil
    }
  }

  /// Whether the token at `end` ends an expression that started at `start`.
  private func endsExpression(_ end: Int, after start: Int) -> Bool {
    switch input.kind(end) {
    case .comma, .rightParen, .rightBracket, .rightBrace, .semicolon, .endOfFile: return true
    case .colon: return isOperator(start - 1, "?") || input.kind(tree.parent[start]) == .leftBracket
    case .dot, .leftParen, .leftBracket: return false
    case .operator: return false
    default: return line(end) > line(end - 1)
    }
  }

  /// Whether the token at `index` ends a statement (so that what follows on the next line
  /// is a statement of its own).
  private func isStatementEnd(_ index: Int) -> Bool {
    switch input.kind(index) {
    case .operator, .dot, .comma, .leftParen, .leftBracket: return false
    case .identifier:
      let word = input.text(index)
      return !["return", "in", "else", "let", "var", "case", "throw", "try", "await"].contains(word)
    default: return true
    }
  }

  /// The place of the argument starting at `start` among the arguments of the call whose `(`
  /// is `open`.
  private mutating func argumentPosition(_ open: Int, _ start: Int) -> Int {
    if let known = positions[open] { return known[start] ?? 0 }
    let close = tree.partner[open] > open ? tree.partner[open] : input.tokens.count
    var starts: [Int: Int] = [:]
    for (place, piece) in tree.pieces(open: open, close: close, kind: input.kind).enumerated() {
      starts[piece.lowerBound] = place
    }
    positions[open] = starts
    return starts[start] ?? 0
  }

  /// After `:`: a labeled argument, a dictionary value, a ternary's second branch, or a
  /// `case …:` branch of a body.
  private mutating func afterColon(_ colon: Int, start: Int, owner: Int) -> DeclaredType? {
    // `c ? "a" : "b"` and `c ? x : "b"`: the ternary's second branch.
    if let question = ternaryQuestion(beforeColon: colon, owner: owner) {
      if isString(branchAt: question + 1) { return nil }
      return ternaryType(question: question)
    }
    if let label = word(colon - 1), owner >= 0, input.kind(owner) == .leftParen,
      input.kind(colon - 2) == .leftParen || input.kind(colon - 2) == .comma
    {
      return argumentType(
        open: owner, label: label, position: argumentPosition(owner, colon - 1))
    }
    if owner >= 0, input.kind(owner) == .leftBracket {
      return containerType(owner)?.dictionaryValue
    }
    if owner >= 0, input.kind(owner) == .leftBrace, isCaseLabel(colon) {
      let end = tree.partner[start] + 1
      if input.kind(end) == .rightBrace || word(end) == "case" || word(end) == "default"
        || line(end) > line(end - 1)
      {
        return blockType(owner)
      }
    }
    return nil
  }

  /// Whether the `:` at `colon` ends a `case …:` or `default:` label.
  private func isCaseLabel(_ colon: Int) -> Bool {
    var index = colon - 1
    let owner = tree.parent[colon]
    while index > owner, index > colon - 64 {
      if tree.parent[index] == owner {
        if let word = word(index), word == "case" || word == "default" { return true }
        if line(index) < line(colon) && input.kind(index) != .comma { return false }
      }
      index -= 1
    }
    return false
  }

  /// The `?` of a ternary whose `:` is `colon`, when its first branch sits between them.
  private func ternaryQuestion(beforeColon colon: Int, owner: Int) -> Int? {
    var index = colon - 1
    while index > owner, index > colon - 64 {
      if tree.parent[index] != owner {
        index = max(owner, tree.partner[index] >= 0 ? min(index, tree.partner[index]) : index) - 1
        continue
      }
      if isOperator(index, "?") { return index }
      switch input.kind(index) {
      case .comma, .colon, .leftBrace, .semicolon: return nil
      default: break
      }
      if TokenTree.opener(of: input.kind(index)) != nil, tree.partner[index] >= 0 {
        index = tree.partner[index] - 1
        continue
      }
      index -= 1
    }
    return nil
  }

  /// Whether the ternary branch starting at `index` is a `String`: `String(…)` or a name
  /// declared `String`. Then the other branch's literal is a `String` too.
  private func isString(branchAt index: Int) -> Bool {
    guard let name = word(index) else { return false }
    if name == "String" { return input.kind(index + 1) == .leftParen }
    var last = index
    if name == "self", input.kind(index + 1) == .dot, word(index + 2) != nil { last = index + 2 }
    switch input.kind(last + 1) {
    case .leftParen, .dot, .leftBracket, .operator: return false
    default: return type(of: input.text(last))?.name == "String"
    }
  }

  /// The type expected of the ternary whose `?` is `question`: that of the place its
  /// condition starts.
  private mutating func ternaryType(question: Int) -> DeclaredType? {
    if let known = ternaryTypes[question] { return known }
    ternaryTypes[question] = .some(nil)
    let type = findTernaryType(question: question)
    ternaryTypes[question] = .some(type)
    return type
  }

  private mutating func findTernaryType(question: Int) -> DeclaredType? {
    let owner = tree.parent[question]
    var index = question - 1
    while index >= max(owner, 0), index > question - 64 {
      let kind = input.kind(index)
      if TokenTree.opener(of: kind) != nil, tree.partner[index] >= 0 {
        index = tree.partner[index] - 1
        continue
      }
      switch kind {
      case .comma, .colon, .leftParen, .leftBracket, .leftBrace, .semicolon:
        return expectedType(index + 1, question, checkEnd: false)
      case .operator where isOperator(index, "=") || isOperator(index, "?"):
        return expectedType(index + 1, question, checkEnd: false)
      case .identifier where word(index) == "return":
        return expectedType(index + 1, question, checkEnd: false)
      default: index -= 1
      }
    }
    return nil
  }

  /// The element type of the array literal whose `[` is `open`.
  private mutating func containerElement(_ open: Int) -> DeclaredType? {
    containerType(open)?.element
  }

  /// The type of the array or dictionary literal whose `[` is `open`.
  private mutating func containerType(_ open: Int) -> DeclaredType? {
    if let known = containerTypes[open] { return known }
    let close = tree.partner[open]
    guard close > open else { return nil }
    containerTypes[open] = .some(nil)  // a cycle reads as unknown
    let type = expectedType(open, close + 1, checkEnd: true)
    containerTypes[open] = .some(type)
    return type
  }

  /// After `=`: `name: Type = value` (declarations and default parameter values), or an
  /// assignment to a name the declarations give a type.
  private func assignedType(equals: Int) -> DeclaredType? {
    var index = equals - 1
    var depth = 0
    // `name: Type =`: the type runs back to a `:` after the name.
    while index >= 0, index > equals - 32 {
      let kind = input.kind(index)
      if TokenTree.opener(of: kind) != nil, tree.partner[index] >= 0 {
        index = tree.partner[index] - 1
        depth += 1
        continue
      }
      if kind == .colon {
        guard index + 1 < equals else { return nil }
        var text = ""
        for position in (index + 1)..<equals { text += input.text(position) }
        return DeclaredType(text)
      }
      if kind != .identifier && kind != .dot && !isOperator(index, "?") && !isOperator(index, "!")
        && !isOperator(index, "<") && !isOperator(index, ">")
      {
        break
      }
      if line(index) != line(equals) { break }
      index -= 1
    }
    // `name = value` and `self.name = value`.
    guard let name = word(equals - 1) else { return nil }
    if let keyword = word(equals - 2), keyword == "let" || keyword == "var" { return nil }
    return type(of: name)
  }

  /// Whether `tokens[start..<end]` is the whole content of the body whose `{` is `brace`.
  private func isWholeBody(_ start: Int, _ end: Int, brace: Int) -> Bool {
    tree.partner[brace] == end
  }

  /// The innermost `{` around `index`.
  private func enclosingBrace(_ index: Int) -> Int? {
    var owner = tree.parent[index]
    while owner >= 0 {
      if input.kind(owner) == .leftBrace { return owner }
      if input.kind(owner) == .leftParen || input.kind(owner) == .leftBracket { return nil }
      owner = tree.parent[owner]
    }
    return nil
  }

  /// The result type of the body whose `{` is `brace`: a computed property's or a function's,
  /// or, for the body of `if`, `switch`, `guard`, `do` and the like, that of the body around.
  private mutating func blockType(_ brace: Int) -> DeclaredType? {
    if let known = blockTypes[brace] { return known }
    guard depth < Self.maximumDepth else { return nil }
    depth += 1
    defer { depth -= 1 }
    let type = findBlockType(brace)
    blockTypes[brace] = .some(type)
    return type
  }

  private mutating func findBlockType(_ brace: Int) -> DeclaredType? {
    var index = brace - 1
    if let word = word(index), word == "get" {
      return tree.parent[brace] >= 0 ? blockType(tree.parent[brace]) : nil
    }
    var steps = 0
    while index >= 0, steps < 128 {
      steps += 1
      let kind = input.kind(index)
      if TokenTree.opener(of: kind) != nil, tree.partner[index] >= 0 {
        index = tree.partner[index] - 1
        continue
      }
      // A statement may run over several lines (`if a,\n b {`); one that ended on an
      // earlier line is not this body's.
      if line(index) < line(index + 1), isStatementEnd(index),
        input.kind(index + 1) != .operator, input.kind(index + 1) != .dot
      {
        return nil
      }
      switch kind {
      case .operator where isOperator(index, "->"):
        return typeText(index + 1, brace)
      case .colon:
        if let keyword = word(index - 2), keyword == "var" || keyword == "let" {
          return typeText(index + 1, brace)
        }
        return nil
      case .identifier:
        switch input.text(index) {
        case "if", "else", "switch", "guard", "do", "catch", "for", "while", "repeat", "defer":
          let outer = tree.parent[brace]
          guard outer >= 0, input.kind(outer) == .leftBrace else { return nil }
          return blockType(outer)
        case "in", "return", "func", "init", "struct", "class", "enum", "extension", "protocol",
          "actor":
          return nil
        default: break
        }
      case .leftBrace, .rightBrace, .semicolon:
        return nil
      case .operator where isOperator(index, "="):
        return nil
      default: break
      }
      index -= 1
    }
    return nil
  }

  /// The type spelled by `tokens[start..<end]`, stopping at `where`.
  private func typeText(_ start: Int, _ end: Int) -> DeclaredType? {
    guard start < end else { return nil }
    var text = ""
    for index in start..<end {
      if word(index) == "where" { break }
      text += input.text(index)
    }
    return DeclaredType(text)
  }

  // MARK: Calls

  /// The callee of the call whose `(` is `open`: its name and whether it is written
  /// `.name(…)`. `@Parameter(…)` is a call of `Parameter`.
  private func callee(_ open: Int) -> (name: String, dotted: Bool)? {
    var index = open - 1
    // `Name<T>(…)`: skip the generic arguments.
    if isOperator(index, ">") {
      var back = index - 1
      while back > open - 16, back >= 0, !isOperator(back, "<") { back -= 1 }
      guard isOperator(back, "<") else { return nil }
      index = back - 1
    }
    guard let name = word(index) else { return nil }
    return (name, input.kind(index - 1) == .dot)
  }

  /// The type of the argument `label:` (or the unlabeled one at `position`) of the call whose
  /// `(` is `open`.
  private mutating func argumentType(open: Int, label: String?, position: Int) -> DeclaredType? {
    guard let callee = callee(open) else { return nil }
    let key = label ?? "_"
    if (callee.name == "init" && callee.dotted) || callee.name == "Self" {
      // `.init(…)` and `Self(…)`: the type is the one expected where the call stands.
      let type = callee.name == "Self" ? nil : initType(open)
      if let type, type.isLocalizable {
        // `.init("key", table:, comment:)` where a key is expected.
        return label == nil && position == 0 ? type : nil
      }
      if let type, let found = declaredArgument(of: type.name, label: label, position: position) {
        return found
      }
      return label.flatMap { inferredArgument(open: open, label: $0) }
    }
    if let apis = XcodeLocalizableAPI.byName[callee.name] {
      if let label, apis.contains(where: { $0.phrases == label }) {
        return DeclaredType("[AppShortcutPhrase]")
      }
      for api in apis where api.keys.contains(key) {
        if key == "_" && position != 0 { continue }
        if api.form == .modifier && !callee.dotted { continue }
        return DeclaredType("LocalizedStringKey")
      }
    }
    return declaredArgument(of: callee.name, label: label, position: position)
  }

  /// The type expected of the `.init(…)` whose `(` is `open`.
  private mutating func initType(_ open: Int) -> DeclaredType? {
    if let known = initTypes[open] { return known }
    initTypes[open] = .some(nil)
    let type = expectedType(open - 2, tree.partner[open] + 1, checkEnd: true)
    initTypes[open] = .some(type)
    return type
  }

  /// The type of an argument of the app's function or initialiser `name`.
  private func declaredArgument(of name: String, label: String?, position: Int)
    -> DeclaredType?
  {
    let key = label ?? "_"
    for model in [local, global] {
      guard let lists = model.callables[name] else { continue }
      for parameters in lists {
        if label != nil, let match = parameters.first(where: { $0.label == key }) {
          return match.type
        }
        if label == nil, let match = parameters.first(where: { $0.index == position }),
          match.label == "_"
        {
          return match.type
        }
      }
    }
    return nil
  }

  /// The type of the argument `label:` of a `.init(…)` whose type is not known: that of the
  /// app's initialiser or function with a key parameter and every label of the call (found
  /// once per call).
  private mutating func inferredArgument(open: Int, label: String) -> DeclaredType? {
    if let known = inferredLists[open] { return known[label] }
    var labels = Set<String>()
    forEachArgument(of: open) { label, _ in labels.insert(label) }
    var found: [String: DeclaredType] = [:]
    search: for model in [local, global] {
      for parameters in labels.sorted().lazy.flatMap({ model.byLabel[$0] ?? [] }) {
        let declared = Set(parameters.map(\.label))
        guard labels.isSubset(of: declared) else { continue }
        for parameter in parameters where parameter.label != "_" {
          found[parameter.label] = parameter.type
        }
        break search
      }
    }
    inferredLists[open] = found
    return found[label]
  }

  // MARK: References

  /// The call the literal at `index` is the key argument of, when it has table, comment or
  /// default value labels.
  private func keyCall(literal index: Int) -> (open: Int, api: XcodeLocalizableAPI)? {
    // The key is the first argument, unlabeled or `localized:`.
    var open = index - 1
    if input.kind(open) == .colon { open -= 2 }
    guard input.kind(open) == .leftParen, let callee = callee(open) else { return nil }
    if callee.name == "init" && callee.dotted {
      return (open, .resource("init", defaultValue: "defaultValue"))
    }
    guard let api = XcodeLocalizableAPI.byName[callee.name]?.first(where: { $0.table != nil })
    else { return nil }
    return (open, api)
  }

  private mutating func record(literalAt index: Int) {
    guard let key = text(ofLiteral: index) else { return }
    var table: String?
    var comment: String?
    var value: String?
    var name = "Text"
    if let call = keyCall(literal: index) {
      name = call.api.name
      forEachArgument(of: call.open) { label, start in
        guard input.kind(start) == .stringOpen else { return }
        switch label {
        case call.api.table: table = literalText(start)
        case call.api.comment: comment = literalText(start)
        case call.api.defaultValue: value = text(ofLiteral: start)
        default: break
        }
      }
    }
    // An empty key is recorded: Xcode's catalogs hold `""` for `TextField("", text:)`.
    references.append(
      KeyReference(
        key: key, value: value, table: table, comment: comment, kind: .swiftUI(view: name),
        position: input.position(index)))
  }

  /// An App Shortcut phrase: a key of the `AppShortcuts` table, each interpolated parameter
  /// (`\(.applicationName)`, `\(\.$note)`) written `${applicationName}`, `${note}`.
  private mutating func recordPhrase(literalAt index: Int) {
    guard let literal = input.literal(at: index) else { return }
    let key = literal.tableText(isKey: true, tokens: input.tokens) { inner in
      var last = inner.upperBound - 1
      while last >= inner.lowerBound, input.kind(last) != .identifier { last -= 1 }
      guard last >= inner.lowerBound else { return "${}" }
      var name = input.text(last)
      if name.hasPrefix("$") { name.removeFirst() }
      return "${\(name)}"
    }
    guard let key else { return }
    references.append(
      KeyReference(
        key: key, table: "AppShortcuts", kind: .swiftUI(view: "AppShortcut"),
        position: input.position(index)))
  }

  /// Calls `body` with the label and first token of each labeled argument of the call whose
  /// `(` is `open`.
  private func forEachArgument(of open: Int, _ body: (String, Int) -> Void) {
    let close = tree.partner[open]
    guard close > open else { return }
    var index = open + 1
    while index < close {
      if tree.parent[index] == open, input.kind(index) == .colon, let label = word(index - 1),
        input.kind(index - 2) == .comma || index - 2 == open
      {
        body(label, index + 1)
      }
      if TokenTree.opens(input.kind(index)), tree.partner[index] > index {
        index = tree.partner[index] + 1
      } else {
        index += 1
      }
    }
  }

  /// A plain text (table name, comment) literal's table text.
  private func literalText(_ index: Int) -> String? {
    input.literal(at: index)?.tableText(tokens: input.tokens)
  }

  /// The key text of the literal at `index`, each interpolation written as the specifier of
  /// its value's type.
  private mutating func text(ofLiteral index: Int) -> String? {
    guard let literal = input.literal(at: index) else { return nil }
    var unknown: [Range<Int>] = []
    let text = literal.tableText(isKey: true, tokens: input.tokens) { inner in
      if let specifier = specifier(of: inner) { return specifier }
      unknown.append(inner)
      return Self.unknownPlaceholder
    }
    for inner in unknown {
      var spelled = ""
      for position in inner { spelled += input.text(position) }
      diagnostics.append(
        Diagnostic(
          .note, "\(Self.unknownTypeMessage) \\(\(spelled))",
          at: input.position(inner.lowerBound)))
    }
    return text
  }

  /// The specifier for the interpolation `\( tokens[inner] )` from its value's type; `nil`
  /// when the type is not known.
  private func specifier(of inner: Range<Int>) -> String? {
    guard !inner.isEmpty else { return nil }
    // `\(value, format: …)`, `\(date, style: …)` and other labeled interpolations: text.
    var index = inner.lowerBound
    while index < inner.upperBound {
      if input.kind(index) == .comma { return "%@" }
      if TokenTree.opens(input.kind(index)), tree.partner[index] > index {
        index = tree.partner[index] + 1
      } else {
        index += 1
      }
    }
    let first = inner.lowerBound
    if inner.count == 1 {
      switch input.kind(first) {
      case .number: return input.text(first).utf8.contains(UInt8(ascii: ".")) ? "%lf" : "%lld"
      case .identifier: return type(of: input.text(first))?.specifier
      default: return nil
      }
    }
    if input.kind(first) == .stringOpen, tree.partner[first] + 1 == inner.upperBound {
      return "%@"
    }
    // `a.b.c`, `a?.b`, `f(…)`, `a.f(…)`: the last member decides.
    var last = inner.upperBound - 1
    var isCall = false
    if input.kind(last) == .rightParen, tree.partner[last] > first {
      isCall = true
      last = tree.partner[last] - 1
    }
    while last > first, isOperator(last, "!") { last -= 1 }
    guard let name = word(last) else { return nil }
    for index in first..<last {
      let kind = input.kind(index)
      guard kind == .identifier || kind == .dot || isOperator(index, "?") || isOperator(index, "!")
      else { return nil }
    }
    if isCall {
      if name.first?.isUppercase == true, last == first {
        return DeclaredType(name).specifier ?? "%@"
      }
      if name == "formatted" || name == "description" || name == "joined" { return "%@" }
      return (local.result(of: name) ?? global.result(of: name))?.specifier
    }
    if name == "count" { return "%lld" }
    if last == first + 2, word(first) == "self",
      let property = local.propertyType(of: name) ?? global.propertyType(of: name)
    {
      return property.specifier
    }
    if name == "description" || name == "localizedDescription" || name == "rawValue" && false {
      return "%@"
    }
    return type(of: name)?.specifier
  }
}
