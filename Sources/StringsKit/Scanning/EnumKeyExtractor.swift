/// Typed enum keys: each case of an enum conforming to a `Localizable` protocol is a key.
///
/// The key is what such an enum's `localizableKey` looks up at runtime: the snake_cased names
/// from the root enum down to the case's enum, joined with `.`, then `.` and the snake_cased raw
/// value, which is the case name unless a raw value is written (``EnumKeyStyle/path``):
///
///     enum Strings: Localizable {
///       enum Menu: Localizable {
///         /// Opens the settings.
///         case openSettings  // key "strings.menu.open_settings", comment "Opens the settings."
///         case about = "AboutApp"  // key "strings.menu.about_app"
///       }
///     }
///
/// With ``EnumKeyStyle/rawValue`` a written raw value is the whole key (`AboutApp`).
///
/// The root is found from `static let parent: LocalizeParent = Parent.self` inside an enum
/// (`= nil` marks a root); an enum that declares no parent hangs below the nearest enclosing
/// conforming enum, or below the enum that an enclosing `extension` extends when that enum is
/// a conforming enum of the same file. A parent named in another file is taken as a root with that
/// name. The case's `///` lines become the comment, joined with a line break. A backticked case
/// name (`` case `say "hi"` ``) is its text without the backticks, escaped for the table like
/// every other key.
struct EnumKeyExtractor {
  let input: SignificantTokens
  let protocols: [String]
  let style: EnumKeyStyle

  /// How an enum names its parent.
  private enum ParentDeclaration {
    case undeclared
    case root
    case named(String)
  }

  private struct Case {
    var name: String
    var rawKey: String?
    var position: SourcePosition
    var comment: String?
  }

  /// What an open `{` belongs to.
  private enum Scope {
    case other
    case enumBody(Int)
    case extensionBody(String)
  }

  /// The nearest enclosing conforming enum, or an `extension` that may name one.
  private enum LexicalParent {
    case none
    case declaration(Int)
    case extended(String)
  }

  private struct EnumDeclaration {
    var name: String
    var conforms: Bool
    var lexicalParent: LexicalParent
    var parent: ParentDeclaration = .undeclared
    var cases: [Case] = []
  }

  func references() -> [KeyReference] {
    let declarations = scan()
    var references: [KeyReference] = []
    for (index, declaration) in declarations.enumerated() where declaration.conforms {
      guard !declaration.cases.isEmpty else { continue }
      // Escaped as a literal spells them, as the case names are: a raw identifier
      // (`` `a"b` ``) may hold a quote or a backslash, and the key is written as it is kept.
      let prefix = path(of: index, in: declarations, depth: 0).map(StringsFileWriter.escaped)
      for item in declaration.cases {
        let key: String
        switch (style, item.rawKey) {
        case (.rawValue, let raw?): key = raw
        case (.path, let raw?): key = (prefix + [snakeCase(raw)]).joined(separator: ".")
        case (_, nil):
          key = (prefix + [StringsFileWriter.escaped(snakeCase(item.name))])
            .joined(separator: ".")
        }
        references.append(
          KeyReference(key: key, comment: item.comment, kind: .enumCase, position: item.position))
      }
    }
    return references
  }

  /// The snake_cased names from the root down to the enum at `index`.
  private func path(of index: Int, in declarations: [EnumDeclaration], depth: Int) -> [String] {
    let declaration = declarations[index]
    let own = snakeCase(declaration.name)
    guard depth < 64 else { return [own] }
    switch declaration.parent {
    case .root:
      return [own]
    case .named(let name):
      if let parent = declarations.firstIndex(where: { $0.conforms && $0.name == name }),
        parent != index
      {
        return path(of: parent, in: declarations, depth: depth + 1) + [own]
      }
      return [snakeCase(name), own]
    case .undeclared:
      switch declaration.lexicalParent {
      case .none:
        return [own]
      case .declaration(let parent):
        return path(of: parent, in: declarations, depth: depth + 1) + [own]
      case .extended(let name):
        // Only an extension of a conforming enum of the same file nests; any other extended
        // type (`extension View`) says nothing about keys.
        guard
          let parent = declarations.firstIndex(where: { $0.conforms && $0.name == name }),
          parent != index
        else { return [own] }
        return path(of: parent, in: declarations, depth: depth + 1) + [own]
      }
    }
  }

  /// One pass over the tokens collecting enums, their cases and parent declarations.
  private func scan() -> [EnumDeclaration] {
    var declarations: [EnumDeclaration] = []
    /// One entry per open `{`.
    var scopes: [Scope] = []
    var pendingScope = Scope.other
    let tokens = input.tokens
    var index = 0
    while index < tokens.count {
      switch tokens[index].kind {
      case .leftBrace:
        scopes.append(pendingScope)
        pendingScope = .other
      case .rightBrace:
        if !scopes.isEmpty { scopes.removeLast() }
      case .identifier:
        var current: Int?
        if case .enumBody(let enclosing) = scopes.last { current = enclosing }
        if input.isIdentifier(index, .enum), input.kind(index + 1) == .identifier {
          declarations.append(
            EnumDeclaration(
              name: input.text(index + 1).filter { $0 != "`" },
              conforms: inheritsProtocol(after: index + 2),
              lexicalParent: lexicalParent(in: scopes, declarations: declarations)))
          pendingScope = .enumBody(declarations.count - 1)
          index += 2
          continue
        }
        if input.isIdentifier(index, .extension), input.kind(index + 1) == .identifier {
          var last = index + 1
          while input.kind(last + 1) == .dot && input.kind(last + 2) == .identifier { last += 2 }
          pendingScope = .extensionBody(input.text(last).filter { $0 != "`" })
          index = last + 1
          continue
        }
        guard let current, declarations[current].conforms else { break }
        if input.isIdentifier(index, .case) {
          index = scanCase(at: index, into: &declarations[current].cases)
          continue
        }
        if input.isIdentifier(index, .parent),
          input.isIdentifier(index - 1, .let) || input.isIdentifier(index - 1, .var),
          let parent = parentDeclaration(after: index + 1)
        {
          declarations[current].parent = parent
        }
      default:
        break
      }
      index += 1
    }
    return declarations
  }

  /// The innermost conforming enum or extension around a new declaration.
  private func lexicalParent(in scopes: [Scope], declarations: [EnumDeclaration])
    -> LexicalParent
  {
    for scope in scopes.reversed() {
      switch scope {
      case .enumBody(let index) where declarations[index].conforms: return .declaration(index)
      case .extensionBody(let name): return .extended(name)
      default: continue
      }
    }
    return .none
  }

  /// Whether the inheritance list starting at `index` (a `:`) names one of ``protocols``.
  private func inheritsProtocol(after index: Int) -> Bool {
    guard input.kind(index) == .colon || input.kind(index) == .operator else { return false }
    var position = index
    while position < input.tokens.count {
      switch input.kind(position) {
      case .leftBrace, .rightBrace, .semicolon, .endOfFile: return false
      case .identifier:
        let name = input.text(position)
        if protocols.contains(name) { return true }
      default: break
      }
      position += 1
    }
    return false
  }

  /// `= nil` or `= A.B.self` after `parent`'s type annotation, looking no further than the
  /// end of the declaration.
  private func parentDeclaration(after index: Int) -> ParentDeclaration? {
    var position = index
    while position < input.tokens.count && position < index + 16 {
      if input.kind(position) == .operator,
        input.bytes[input.tokens[position].range].elementsEqual([UInt8(ascii: "=")])
      {
        if input.isIdentifier(position + 1, .nil) { return .root }
        var name: String?
        var next = position + 1
        while input.kind(next) == .identifier {
          if input.isIdentifier(next, .self) { return name.map { .named($0) } }
          name = input.text(next).filter { $0 != "`" }
          guard input.kind(next + 1) == .dot else { break }
          next += 2
        }
        return nil
      }
      switch input.kind(position) {
      case .leftBrace, .rightBrace, .semicolon: return nil
      default: position += 1
      }
    }
    return nil
  }

  /// `case a, b(Int), c = "raw"`: appends the cases and returns the index after them.
  private func scanCase(at index: Int, into cases: inout [Case]) -> Int {
    let comment = docComment(before: index)
    var position = index + 1
    while input.kind(position) == .identifier {
      let nameIndex = position
      var item = Case(
        name: input.text(nameIndex), rawKey: nil, position: input.position(nameIndex),
        comment: comment)
      position += 1
      if input.kind(position) == .leftParen {
        var depth = 0
        repeat {
          switch input.kind(position) {
          case .leftParen: depth += 1
          case .rightParen: depth -= 1
          case .endOfFile: return position
          default: break
          }
          position += 1
        } while depth > 0
      }
      if input.kind(position) == .operator,
        input.bytes[input.tokens[position].range].elementsEqual([UInt8(ascii: "=")])
      {
        if let literal = input.literal(at: position + 1) {
          item.rawKey = literal.tableText(tokens: input.tokens)
          position = literal.endIndex
        } else {
          position += 2
        }
      }
      cases.append(item)
      guard input.kind(position) == .comma else { break }
      position += 1
    }
    return position
  }

  /// The `///` lines right above the token at `index` (only whitespace between them), without
  /// their `///` and one space, joined with a line break.
  private func docComment(before index: Int) -> String? {
    let comments = input.docComments
    var boundary = input.tokens[index].start
    // The last doc comment that ends before the token.
    var low = 0
    var high = comments.count
    while low < high {
      let mid = (low + high) / 2
      if comments[mid].end <= boundary { low = mid + 1 } else { high = mid }
    }
    var lines: [String] = []
    var position = low - 1
    while position >= 0, onlyWhitespace(comments[position].end..<boundary) {
      let token = comments[position]
      var start = token.start + 3
      if start < token.end && input.bytes[start] == UInt8(ascii: " ") { start += 1 }
      lines.append(String(decoding: input.bytes[start..<token.end], as: UTF8.self))
      boundary = token.start
      position -= 1
    }
    return lines.isEmpty ? nil : lines.reversed().joined(separator: "\n")
  }

  private func onlyWhitespace(_ range: Range<Int>) -> Bool {
    input.bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }
}
