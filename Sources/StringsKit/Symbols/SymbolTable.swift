/// One table's keys as the symbol generator reads them: the reference language only, since the
/// accessors are typed by the reference value's format arguments.
public struct SymbolTable: Sendable {
  /// The table name: `Localizable` for `Localizable.strings` or `Localizable.xcstrings`.
  public var name: String
  /// The keys in the order read; the generator sorts them by Unicode scalars.
  public var entries: [SymbolEntry]

  public init(name: String, entries: [SymbolEntry]) {
    self.name = name
    self.entries = entries
  }
}

/// One key with what its accessor needs: the value and comment for the doc comment, the
/// arguments for the parameters.
public struct SymbolEntry: Sendable {
  public var key: String
  /// The reference value (for a plural, its format or its `other` text).
  public var value: String
  /// The translator comment; `nil` or empty when there is none.
  public var comment: String?
  /// The format arguments, sorted by index, one per index.
  public var arguments: [SymbolArgument]
  /// Where the key is written: generator diagnostics point here.
  public var position: SourcePosition

  public init(
    key: String, value: String, comment: String? = nil, arguments: [SymbolArgument] = [],
    position: SourcePosition
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.arguments = arguments
    self.position = position
  }
}

/// One parameter of an accessor: the argument at ``index`` of the format.
public struct SymbolArgument: Hashable, Sendable {
  /// The 1-based argument index in the format.
  public var index: Int
  /// The Swift type a caller passes: `Int`, `String`, `Double`, …
  public var type: String
  /// The argument label, from a substitution or `.stringsdict` variable name; `nil` for none.
  public var label: String?

  public init(index: Int, type: String, label: String? = nil) {
    self.index = index
    self.type = type
    self.label = label
  }
}
