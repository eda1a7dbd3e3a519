/// What the sources declare, as far as Xcode-style extraction needs it: the type of each name
/// (properties, locals, parameters), which names hold localized keys, the parameters of the
/// app's own functions and initialisers that take keys, and the result types of functions.
///
/// It is a light model: names are not scoped. A name declared with different types has the
/// type most of its declarations give, and none on a tie; the extractor asks the file's own
/// declarations first (``DeclarationScanner`` gives one model per file) and the whole
/// target's after.
public struct DeclarationModel: Sendable {
  /// The declared types of each name, with how many declarations give each.
  var types: [String: [DeclaredType: Int]] = [:]
  /// The same for the names declared as properties of a type (`self.name`).
  var properties: [String: [DeclaredType: Int]] = [:]
  /// The parameters taking keys of each function and initialiser (by function or type name),
  /// one list per declaration.
  var callables: [String: [[DeclaredParameter]]] = [:]
  /// The declared result type of each function; `nil` when declarations disagree.
  var results: [String: DeclaredType?] = [:]
  /// The associated value types of each enum case; `nil` when declarations disagree.
  var cases: [String: [DeclaredType]?] = [:]
  /// Names bound by `case let .name(a)` patterns, with the case and the place they bind.
  var bindings: [String: [CaseBinding]] = [:]
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
    types.merge(other.types) { $0.merging($1, uniquingKeysWith: +) }
    properties.merge(other.properties) { $0.merging($1, uniquingKeysWith: +) }
    let conflicting: [DeclaredType]?? = .some(nil)
    cases.merge(other.cases) { $0 == $1 ? $0 : conflicting! }
    bindings.merge(other.bindings) { $0 + $1 }
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

  /// The type most declarations of `name` give; `nil` on a tie or when none does.
  func type(of name: String) -> DeclaredType? { Self.vote(types[name]) }

  /// The type of a name bound by `case let .name(a)` patterns, from the case's declaration in
  /// `cases` (the target's); `nil` unless every binding of the name agrees.
  func boundType(of name: String, cases: DeclarationModel) -> DeclaredType? {
    guard let bound = bindings[name] else { return nil }
    var found: DeclaredType?
    for binding in bound {
      guard let values = cases.cases[binding.caseName] ?? nil, binding.place < values.count
      else { return nil }
      if let found, found != values[binding.place] { return nil }
      found = values[binding.place]
    }
    return found
  }

  mutating func declareCase(_ name: String, _ values: [DeclaredType]) {
    if let known = cases[name] {
      if known != values { cases[name] = [DeclaredType]??.some(nil) }
    } else {
      cases[name] = values
    }
  }

  mutating func bind(_ name: String, toCase caseName: String, place: Int) {
    bindings[name, default: []].append(CaseBinding(caseName: caseName, place: place))
  }

  /// The type most property declarations of `name` give.
  func propertyType(of name: String) -> DeclaredType? { Self.vote(properties[name]) }

  private static func vote(_ votes: [DeclaredType: Int]?) -> DeclaredType? {
    guard let votes else { return nil }
    var best: DeclaredType?
    var bestCount = 0
    var tied = false
    for (type, count) in votes {
      if count > bestCount {
        best = type
        bestCount = count
        tied = false
      } else if count == bestCount {
        tied = true
      }
    }
    return tied ? nil : best
  }

  /// The declared result type of the function `name`, when it has exactly one.
  func result(of name: String) -> DeclaredType? { results[name] ?? nil }

  mutating func declare(_ name: String, _ type: DeclaredType, isProperty: Bool = false) {
    types[name, default: [:]][type, default: 0] += 1
    if isProperty { properties[name, default: [:]][type, default: 0] += 1 }
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

/// A name bound by a `case let .name(a, b)` pattern: the case and the place of its value.
struct CaseBinding: Hashable, Sendable {
  var caseName: String
  var place: Int
}
