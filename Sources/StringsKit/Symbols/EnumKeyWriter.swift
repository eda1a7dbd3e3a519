/// Writes the `enum` style: the typed-key enum tree whose cases ``EnumKeyExtractor`` reads back
/// as exactly the table's dotted keys (``EnumKeyStyle/path``).
///
/// `strings.menu.open_settings` becomes `enum Strings { enum Menu { case openSettings } }`:
/// each component but the last names an enum, whose snake_cased name must give the component
/// back, and the last a case, backticked when its name would not. A key that cannot be spelled
/// so (no dot, an empty component, a capital letter or a character a name cannot hold) is left
/// out, and one warning per table counts them.
///
/// The runtime protocol (see the README) walks `parent` up to the root, so every nested enum
/// names its parent, as a computed `static var parent`: the extractor then places the enum by
/// where it is written, which stays right when two enums of the tree share a name. An enum
/// without cases implements `RawRepresentable` by an empty `switch`, as it cannot declare a raw
/// type.
struct EnumKeyWriter {
  let options: SymbolOptions
  let protocolName: String

  /// One enum of the tree.
  private final class Node {
    let component: String
    let typeName: String
    var cases: [(name: String, entry: SymbolEntry)] = []
    var children: [Node] = []
    /// Component → index in ``children``: a wide tree stays linear to build.
    private var index: [LiteralKey: Int] = [:]
    init(component: String, typeName: String) {
      self.component = component
      self.typeName = typeName
    }
    func child(_ component: String, typeName: String) -> Node {
      if let found = index[LiteralKey(component)] { return children[found] }
      let node = Node(component: component, typeName: typeName)
      index[LiteralKey(component)] = children.count
      children.append(node)
      return node
    }
  }

  /// The enum tree of the tables' dotted keys, and a warning for each key left out.
  func write(_ tables: [SymbolTable]) -> (text: String, diagnostics: [Diagnostic]) {
    let root = Node(component: "", typeName: "")
    var diagnostics: [Diagnostic] = []
    var seen = Set<LiteralKey>()
    for table in tables {
      var leftOut: [SymbolEntry] = []
      defer {
        if let first = leftOut.first {
          let count = leftOut.count == 1 ? "1 key" : "\(leftOut.count) keys"
          diagnostics.append(
            .warning(
              "\(count) of the table \(quoted(table.name)) are not dotted paths of snake_case "
                + "names and have no enum case, such as \(quoted(first.key))",
              at: first.position))
        }
      }
      for entry in table.entries.sorted(by: { SymbolNaming.precedes($0.key, $1.key) }) {
        guard seen.insert(LiteralKey(entry.key)).inserted else { continue }
        guard let path = Self.path(of: entry.key) else {
          leftOut.append(entry)
          continue
        }
        var node = root
        for (component, typeName) in path.enums { node = node.child(component, typeName: typeName) }
        node.cases.append((path.caseName, entry))
      }
    }
    var out = ""
    for (position, node) in root.children.enumerated() {
      if position > 0 { out += "\n" }
      out += write(node, parents: [], indent: "")
    }
    return (out, diagnostics)
  }

  private func write(_ node: Node, parents: [String], indent: String) -> String {
    let inner = indent + "  "
    let conformance = node.cases.isEmpty ? protocolName : "String, \(protocolName)"
    var out = "\(indent)\(options.modifier)enum \(node.typeName): \(conformance) {\n"
    var body: [String] = []
    if !parents.isEmpty {
      body.append(
        "\(inner)\(options.modifier)static var parent: LocalizeParent.Type? { "
          + "\(parents.joined(separator: ".")).self }\n")
    }
    if node.cases.isEmpty {
      body.append(
        "\(inner)\(options.modifier)init?(rawValue: String) { nil }\n"
          + "\(inner)\(options.modifier)var rawValue: String { switch self {} }\n")
    }
    for (name, entry) in node.cases {
      body.append(
        SwiftSourceText.docComment(comment: entry.comment, value: entry.value, indent: inner)
          + "\(inner)case \(name)\n")
    }
    for child in node.children {
      body.append(write(child, parents: parents + [node.typeName], indent: inner))
    }
    out += body.joined(separator: "\n")
    return out + "\(indent)}\n"
  }

  /// The enum names (with their components) and the case name of a dotted key; `nil` when the
  /// key cannot be spelled as a tree that reads back as itself.
  static func path(of key: String) -> (enums: [(String, String)], caseName: String)? {
    let components = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard components.count >= 2 else { return nil }
    var enums: [(String, String)] = []
    for component in components.dropLast() {
      guard let name = typeName(component) else { return nil }
      enums.append((component, name))
    }
    guard let caseName = caseName(components.last!) else { return nil }
    return (enums, caseName)
  }

  /// `url_scheme` → `UrlScheme`, when its snake case gives the component back.
  static func typeName(_ component: String) -> String? {
    guard isSnakeName(component) else { return nil }
    let name = component.split(separator: "_").map { SymbolName.capitalizingFirst(String($0)) }
      .joined()
    guard snakeCase(name) == component, !SymbolName.keywords.contains(name),
      !reservedTypeNames.contains(name)
    else { return nil }
    return name
  }

  /// Names an enum of the tree cannot take: they would hide the types its declarations name.
  static let reservedTypeNames: Set<String> = [
    "Type", "Protocol", "String", "Localizable", "LocalizeParent",
  ]

  /// `open_settings` → `openSettings`; backticked (`` `default` ``, `` `a__b` ``) when the plain
  /// name is a keyword or would not give the component back; `nil` for `parent`.
  static func caseName(_ component: String) -> String? {
    guard isSnakeName(component) else { return nil }
    let words = component.split(separator: "_").map(String.init)
    let name =
      (words.first ?? "") + words.dropFirst().map(SymbolName.capitalizingFirst).joined()
    // A case cannot share its name with the members every enum of the tree has.
    guard name != "parent", name != "rawValue", component != "parent" else { return nil }
    if snakeCase(name) == component, !SymbolName.keywords.contains(name) { return name }
    return "`\(component)`"
  }

  /// Lowercase ASCII letters, digits and `_`, starting with a letter.
  private static func isSnakeName(_ text: String) -> Bool {
    guard let first = text.utf8.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first)
    else { return false }
    return text.utf8.allSatisfy {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_")
    }
  }
}
