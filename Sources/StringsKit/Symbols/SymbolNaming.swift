/// Gives every key of one table a distinct Swift name, deterministically.
///
/// Xcode stops the build when two keys give the same symbol, and has none for a key without
/// letters or digits. Here each such key still gets an accessor and a warning says which:
///
/// - keys are taken in Unicode scalar order; the first of a group keeps the name
///   (``SymbolName/member(forKey:)``) and each later one gets `_2`, `_3`, … in that order;
/// - a key without a name is `unnamed_1`, `unnamed_2`, … in that order.
///
/// A name from ``SymbolName`` never holds `_` after its first character, so the suffixed names
/// cannot meet a key's own name.
public struct SymbolNaming: Sendable {
  /// One key and the name it gets.
  public struct Assignment: Sendable {
    public var entry: SymbolEntry
    public var name: String
    /// The name Xcode would form; `nil` for a key without one.
    public var formedName: String?
    /// The first key (in scalar order) that forms the same name, when that is not this one.
    public var sameAs: String?
  }

  /// The table's keys, sorted by Unicode scalars, with their names.
  public let assignments: [Assignment]

  public init(_ entries: [SymbolEntry]) {
    let sorted = entries.sorted(by: { Self.precedes($0.key, $1.key) })
    // Name → how many keys formed it so far, and the first of them.
    var groups: [String: (count: Int, first: String)] = [:]
    var unnamed = 0
    var result: [Assignment] = []
    result.reserveCapacity(sorted.count)
    for entry in sorted {
      guard let formed = SymbolName.member(forKey: entry.key) else {
        unnamed += 1
        result.append(
          Assignment(entry: entry, name: "unnamed_\(unnamed)", formedName: nil, sameAs: nil))
        continue
      }
      let earlier = groups[formed]
      groups[formed] = (count: (earlier?.count ?? 0) + 1, first: earlier?.first ?? entry.key)
      let name = earlier.map { "\(formed)_\($0.count + 1)" } ?? formed
      result.append(
        Assignment(entry: entry, name: name, formedName: formed, sameAs: earlier?.first))
    }
    assignments = result
  }

  /// The assignments whose name is not the one Xcode would form, each with a warning that says
  /// which name it got and how to fix the key.
  public var diagnostics: [Diagnostic] {
    assignments.compactMap { assignment in
      guard let message = Self.problem(assignment) else { return nil }
      return .warning(
        message + "; generated as '\(assignment.name)'", at: assignment.entry.position)
    }
  }

  /// What is wrong with an assignment's key, with the fix; `nil` when nothing is.
  static func problem(_ assignment: Assignment) -> String? {
    let key = "\"\(StringsFileWriter.escaped(assignment.entry.key))\""
    guard let formed = assignment.formedName else {
      return "key \(key) gives no Swift symbol (it has no letter or digit outside its format "
        + "specifiers): add a word to the key"
    }
    guard let first = assignment.sameAs else { return nil }
    return "key \(key) gives the symbol '\(formed)', as \"\(StringsFileWriter.escaped(first))\" "
      + "does: rename one of the keys, or remove the one no longer used"
  }

  /// Literal key order: by Unicode scalar values.
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) { $0.value < $1.value }
  }
}
