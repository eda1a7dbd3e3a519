/// What the sources declare, as far as Xcode-style extraction needs it: the type of each name
/// (properties, locals, parameters), which names hold localized keys, the parameters of the
/// app's own functions and initialisers that take keys, and the result types of functions.
///
/// It is a light model: names are not scoped. A name declared with two different types is of
/// no known type; the extractor asks the file's own declarations first (``DeclarationScanner``
/// gives one model per file) and the whole target's after.
public struct DeclarationModel: Sendable {
  /// The declared type of each name; `nil` when declarations disagree.
  var types: [String: DeclaredType?] = [:]
  /// The parameters taking keys of each function and initialiser (by function or type name),
  /// one list per declaration.
  var callables: [String: [[DeclaredParameter]]] = [:]
  /// The declared result type of each function; `nil` when declarations disagree.
  var results: [String: DeclaredType?] = [:]
  /// ``callables``' parameter lists by the labels of their key parameters, for calls whose
  /// type the model cannot name (`.init(title: "…")` where the type is inferred).
  private(set) var byLabel: [String: [[DeclaredParameter]]] = [:]

  public init() {}

  /// The model of one file's declarations, from its bytes.
  public init(file bytes: [UInt8]) {
    let input = SignificantTokens(bytes: bytes, path: "")
    self = DeclarationScanner(input: input, tree: TokenTree(input.tokens)).model
  }

  /// Adds `other`'s declarations; names declared with different types become of no known type.
  public mutating func merge(_ other: DeclarationModel) {
    let unknown: DeclaredType?? = .some(nil)
    types.merge(other.types) { $0 == $1 ? $0 : unknown! }
    results.merge(other.results) { $0 == $1 ? $0 : unknown! }
    callables.merge(other.callables) { $0 + $1 }
  }

  /// The model of many files' declarations.
  public static func merged(_ models: [DeclarationModel]) -> DeclarationModel {
    var all = DeclarationModel()
    for model in models { all.merge(model) }
    all.indexLabels()
    return all
  }

  /// Fills ``byLabel`` from ``callables``.
  mutating func indexLabels() {
    byLabel = [:]
    for lists in callables.values {
      for parameters in lists {
        for parameter in parameters where parameter.label != "_" && parameter.type.holdsLocalizable
        {
          byLabel[parameter.label, default: []].append(parameters)
        }
      }
    }
  }

  /// The declared type of `name`, when it has exactly one.
  func type(of name: String) -> DeclaredType? { types[name] ?? nil }

  /// The declared result type of the function `name`, when it has exactly one.
  func result(of name: String) -> DeclaredType? { results[name] ?? nil }

  mutating func declare(_ name: String, _ type: DeclaredType) {
    if let known = types[name] {
      if known != type { types[name] = DeclaredType??.some(nil) }
    } else {
      types[name] = type
    }
  }

  mutating func declareResult(_ name: String, _ type: DeclaredType) {
    if let known = results[name] {
      if known != type { results[name] = DeclaredType??.some(nil) }
    } else {
      results[name] = type
    }
  }
}

/// A parameter of an app's function or initialiser: its argument label (`_` when none), its
/// place among the parameters, and its type.
struct DeclaredParameter: Hashable, Sendable {
  var label: String
  var index: Int
  var type: DeclaredType
}
