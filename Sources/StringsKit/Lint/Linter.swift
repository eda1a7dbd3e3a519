/// Runs the enabled rules over a ``LintInput`` and returns their findings in print order, each
/// stamped with its rule ID.
public struct Linter: Sendable {
  /// The rules to run, in registry order.
  public let rules: [any LintRule]

  /// The rules enabled by default, adjusted by `enable` and `disable` (IDs; `disable` wins).
  /// Rules that need sources are skipped when the input has none.
  public init(enable: Set<RuleID> = [], disable: Set<RuleID> = []) {
    rules = RuleRegistry.all.filter { rule in
      let description = rule.description
      let on = description.enabledByDefault || enable.contains(description.id)
      return on && !disable.contains(description.id)
    }.map { $0.init() }
  }

  /// Exactly the given rules, for tests and `--explain`.
  public init(only rules: [any LintRule.Type]) {
    self.rules = rules.map { $0.init() }
  }

  public func run(_ input: LintInput) -> [Diagnostic] {
    var all: [Diagnostic] = []
    for rule in rules {
      let description = type(of: rule).description
      if description.needsSources && input.sources == nil { continue }
      for var diagnostic in rule.check(input) {
        diagnostic.ruleID = description.id
        all.append(diagnostic)
      }
    }
    return all.sortedForPrinting()
  }
}
