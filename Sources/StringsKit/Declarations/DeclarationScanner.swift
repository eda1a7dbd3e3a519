/// Reads one file's declarations into a ``DeclarationModel``: `var`/`let` with a type or a
/// value that tells it, function and initialiser parameters, function results, and the
/// memberwise initialisers of structs. One pass over the tokens; each declaration reads only
/// its own tokens, so the time stays linear in the file.
struct DeclarationScanner {
  let input: SignificantTokens
  let tree: TokenTree
  private(set) var model = DeclarationModel()
  /// The type declared by each body's `{`, with whether it is a struct.
  private var bodies: [Int: (name: String, isStruct: Bool)] = [:]

  init(input: SignificantTokens, tree: TokenTree) {
    self.input = input
    self.tree = tree
    scan()
  }

  private func word(_ index: Int) -> String? {
    input.kind(index) == .identifier ? input.text(index) : nil
  }

  private func isOperator(_ index: Int, _ spelling: String) -> Bool {
    input.kind(index) == .operator && input.text(index) == spelling
  }

  private mutating func scan() {
    let tokens = input.tokens
    var memberwise: [Int: [DeclaredParameter]] = [:]
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].kind == .identifier, !isOperator(index - 1, "."),
        input.kind(index - 1) != .dot
      else { continue }
      switch input.text(index) {
      case "struct", "class", "enum", "actor", "extension", "protocol":
        guard let name = word(index + 1), let body = bodyBrace(after: index) else { continue }
        bodies[body] = (name, input.text(index) == "struct")
      case "var", "let":
        guard let name = word(index + 1) else { continue }
        if input.kind(index + 2) == .colon {
          let end = typeEnd(from: index + 3)
          guard end > index + 3 else { continue }
          let type = DeclaredType(text(index + 3..<end))
          let owner = tree.parent[index]
          model.declare(name, type, isProperty: owner >= 0 && bodies[owner] != nil)
          if owner >= 0, let body = bodies[owner], body.isStruct, !isStatic(index),
            input.kind(end) != .leftBrace
          {
            memberwise[owner, default: []].append(
              DeclaredParameter(label: name, index: memberwise[owner]?.count ?? 0, type: type))
          }
        } else if isOperator(index + 2, "="), let type = inferredType(at: index + 3) {
          let owner = tree.parent[index]
          model.declare(name, type, isProperty: owner >= 0 && bodies[owner] != nil)
        }
      case "func":
        guard let name = word(index + 1) else { continue }
        var open = index + 2
        while open < tokens.count, tokens[open].kind != .leftParen,
          tokens[open].kind != .leftBrace, open < index + 64
        {
          open += 1
        }
        guard input.kind(open) == .leftParen else { continue }
        declareParameters(of: name, open: open)
        let close = tree.partner[open]
        guard close > open else { continue }
        var arrow = close + 1
        while let effect = word(arrow),
          effect == "async" || effect == "throws" || effect == "rethrows"
        {
          arrow += 1
        }
        if isOperator(arrow, "->") {
          let end = typeEnd(from: arrow + 1)
          if end > arrow + 1 { model.declareResult(name, DeclaredType(text(arrow + 1..<end))) }
        }
      case "case":
        // `case name(LocalizedStringKey, …)` in an enum: `.name("key")` makes one.
        if let name = word(index + 1), input.kind(index + 2) == .leftParen,
          tree.parent[index] >= 0, bodies[tree.parent[index]] != nil
        {
          declareAssociatedValues(of: name, open: index + 2)
        } else {
          declareBindings(afterCase: index)
        }
      case "for":
        // `for i in 0..<n`, `for n in [1, 2]`: a number.
        if let name = word(index + 1), word(index + 2) == "in",
          let type = numberType(startingAt: index + 3)
        {
          model.declare(name, type)
        }
      case "in":
        // `ForEach([1, 3, 6]) { n in`, `(0..<n).map { i in`: a closure over numbers.
        if let name = word(index - 1), input.kind(index - 2) == .leftBrace,
          let type = closureElementType(brace: index - 2)
        {
          model.declare(name, type)
        }
      case "init":
        var open = index + 1
        if isOperator(open, "?") || isOperator(open, "!") { open += 1 }
        guard input.kind(open) == .leftParen, tree.parent[index] >= 0,
          let body = bodies[tree.parent[index]]
        else { continue }
        declareParameters(of: body.name, open: open)
      default: continue
      }
    }
    for (body, parameters) in memberwise where parameters.contains(where: \.type.holdsLocalizable) {
      if let name = bodies[body]?.name { model.callables[name, default: []].append(parameters) }
    }
    model.indexLabels()
  }

  /// The `{` of the declaration starting with the keyword at `index`, at the same depth.
  private func bodyBrace(after index: Int) -> Int? {
    var position = index + 2
    let depth = tree.parent[index]
    while position < input.tokens.count, position < index + 256 {
      switch input.kind(position) {
      case .leftBrace where tree.parent[position] == depth: return position
      case .rightBrace, .semicolon: return nil
      default: position += 1
      }
    }
    return nil
  }

  /// Whether the declaration keyword at `index` follows `static` or `class` on its line.
  private func isStatic(_ index: Int) -> Bool {
    var position = index - 1
    while position >= 0, input.tokens[position].line == input.tokens[index].line,
      input.kind(position) == .identifier || input.kind(position) == .at
        || input.kind(position) == .leftParen || input.kind(position) == .rightParen
    {
      if let word = word(position), word == "static" || word == "class" { return true }
      position -= 1
    }
    return false
  }

  /// Where a type that starts at `start` ends: at `=`, `{`, a separator or a closer at its
  /// depth, or a new line.
  private func typeEnd(from start: Int) -> Int {
    var position = start
    let depth = tree.parent[start]
    let line = input.kind(start) == .endOfFile ? 0 : input.tokens[start].line
    while position < input.tokens.count {
      let token = input.tokens[position]
      // Nested brackets are stepped over whole: a token at another depth closes the type's.
      if tree.parent[position] != depth { return position }
      do {
        switch token.kind {
        case .leftBrace, .comma, .rightParen, .rightBracket, .rightBrace, .semicolon, .endOfFile:
          return position
        case .operator where isOperator(position, "="): return position
        case .identifier where word(position) == "where": return position
        default: break
        }
        if token.line != line && position > start { return position }
      }
      if TokenTree.opens(token.kind), tree.partner[position] > position {
        position = tree.partner[position] + 1
      } else {
        position += 1
      }
    }
    return position
  }

  /// The type of the value starting at `index`, when its first tokens tell it: a number, a
  /// string or Boolean literal, `Type(…)`, or `….count`.
  private func inferredType(at index: Int) -> DeclaredType? {
    switch input.kind(index) {
    case .number:
      return DeclaredType(input.text(index).utf8.contains(UInt8(ascii: ".")) ? "Double" : "Int")
    case .stringOpen: return DeclaredType("String")
    case .identifier:
      let name = input.text(index)
      if name == "true" || name == "false" { return DeclaredType("Bool") }
      if input.kind(index + 1) == .leftParen, name.first?.isUppercase == true {
        return DeclaredType(name)
      }
      var position = index
      while input.kind(position + 1) == .dot, input.kind(position + 2) == .identifier {
        position += 2
      }
      if position > index, input.text(position) == "count",
        input.kind(position + 1) != .leftParen
      {
        return DeclaredType("Int")
      }
      return nil
    default: return nil
    }
  }

  /// Declares the parameters between the `(` at `open` and its `)`, and records those that
  /// take keys as a way of calling `name`.
  private mutating func declareParameters(of name: String, open: Int) {
    let close = tree.partner[open]
    guard close > open else { return }
    var parameters: [DeclaredParameter] = []
    for (index, piece) in tree.pieces(open: open, close: close, kind: input.kind).enumerated() {
      if let parameter = parameter(piece, index: index) {
        model.declare(parameter.name, parameter.type)
        parameters.append(
          DeclaredParameter(label: parameter.label, index: index, type: parameter.type))
      }
    }
    if parameters.contains(where: { $0.type.holdsLocalizable }) {
      model.callables[name, default: []].append(parameters)
    }
  }

  /// Records the associated values of the enum case `name` that hold keys, as a way of
  /// calling `.name(…)`: `(LocalizedStringKey, Int)` or `(title: LocalizedStringKey)`.
  private mutating func declareAssociatedValues(of name: String, open: Int) {
    let close = tree.partner[open]
    guard close > open else { return }
    var parameters: [DeclaredParameter] = []
    for piece in tree.pieces(open: open, close: close, kind: input.kind) {
      var label = "_"
      var typeStart = piece.lowerBound
      if let first = word(piece.lowerBound), input.kind(piece.lowerBound + 1) == .colon {
        label = first
        typeStart = piece.lowerBound + 2
      }
      if typeStart < piece.upperBound {
        parameters.append(
          DeclaredParameter(
            label: label, index: parameters.count,
            type: DeclaredType(text(typeStart..<piece.upperBound))))
      }
    }
    model.declareCase(name, parameters.map(\.type))
    if parameters.contains(where: { $0.type.holdsLocalizable }) {
      model.callables[name, default: []].append(parameters)
    }
  }

  /// The names bound by `case let .name(a, b)` or `case .name(let a, _)`: each is the
  /// associated value of its place, resolved against the enum's declaration when asked.
  private mutating func declareBindings(afterCase index: Int) {
    var position = index + 1
    if let word = word(position), word == "let" || word == "var" { position += 1 }
    guard input.kind(position) == .dot, let name = word(position + 1),
      input.kind(position + 2) == .leftParen
    else { return }
    let open = position + 2
    let close = tree.partner[open]
    guard close > open else { return }
    var place = 0
    var token = open + 1
    while token < close {
      if input.kind(token) == .comma, tree.parent[token] == open { place += 1 }
      if let bound = word(token), tree.parent[token] == open, bound != "let", bound != "var",
        bound != "_", input.kind(token + 1) == .comma || token + 1 == close
      {
        model.bind(bound, toCase: name, place: place)
      }
      token += 1
    }
  }

  /// `Int` or `Double` when the expression at `index` starts with a number literal, a range of
  /// them (`0..<n`) or an array of them (`[1, 2]`), possibly in parentheses.
  private func numberType(startingAt index: Int) -> DeclaredType? {
    var position = index
    if input.kind(position) == .leftParen || input.kind(position) == .leftBracket {
      position += 1
    }
    guard input.kind(position) == .number else { return nil }
    return DeclaredType(input.text(position).utf8.contains(UInt8(ascii: ".")) ? "Double" : "Int")
  }

  /// The element type of what the closure whose `{` is `brace` runs over: the first argument
  /// of the call it trails (`ForEach([1, 2]) {`), or the receiver of `.map {` and the like.
  private func closureElementType(brace: Int) -> DeclaredType? {
    if input.kind(brace - 1) == .rightParen, tree.partner[brace - 1] >= 0 {
      let open = tree.partner[brace - 1]
      if word(open - 1) != nil { return numberType(startingAt: open + 1) }
      return numberType(startingAt: open)
    }
    if let method = word(brace - 1), input.kind(brace - 2) == .dot,
      ["map", "forEach", "flatMap", "compactMap", "filter"].contains(method),
      input.kind(brace - 3) == .rightParen || input.kind(brace - 3) == .rightBracket,
      tree.partner[brace - 3] >= 0
    {
      return numberType(startingAt: tree.partner[brace - 3])
    }
    return nil
  }

  /// `label name: Type = default` or `name: Type`.
  private func parameter(_ range: Range<Int>, index: Int) -> (
    label: String, name: String, type: DeclaredType
  )? {
    var position = range.lowerBound
    while input.kind(position) == .at {
      position += 2
      if input.kind(position) == .leftParen { position = tree.partner[position] + 1 }
    }
    guard position < range.upperBound, let first = word(position) else { return nil }
    var label = first
    var name = first
    if let second = word(position + 1) {
      name = second
      position += 1
    }
    if label == "_" { label = "_" }
    guard input.kind(position + 1) == .colon else { return nil }
    var typeStart = position + 2
    while input.kind(typeStart) == .at || word(typeStart) == "inout" {
      typeStart += input.kind(typeStart) == .at ? 2 : 1
    }
    var typeEnd = typeStart
    while typeEnd < range.upperBound, !isOperator(typeEnd, "=") { typeEnd += 1 }
    guard typeEnd > typeStart else { return nil }
    return (label, name, DeclaredType(text(typeStart..<typeEnd)))
  }

  /// The tokens of `range` spelled one after another.
  private func text(_ range: Range<Int>) -> String {
    var text = ""
    for index in range { text += input.text(index) }
    return text
  }
}
