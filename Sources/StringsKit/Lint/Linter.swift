import Foundation

/// Runs the enabled rules over a ``LintInput`` and returns their findings in print order, each
/// stamped with its rule ID.
///
///     let findings = Linter(enable: ["untranslated"]).run(input)
///     findings.map(\.diagnostic)  // sorted by path, line, column, rule ID and message
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

  /// Every finding of every rule, sorted in print order without exact repeats.
  public func run(_ input: LintInput) -> [LintFinding] {
    var parts = sortedParts(input, keepingBatches: false).map { part in
      guard case .findings(let findings) = part else { preconditionFailure("a batch was kept") }
      return findings
    }
    return LintFinding.mergedInPrintOrder(&parts)
  }

  /// ``run(_:)``'s findings in the same order, left in the parts the rules made them in (a
  /// rule's batches about many keys of a table, ``KeyFindings``, left unmade): what a report
  /// reads, without moving every finding into one array.
  public func runInOrder(_ input: LintInput) -> LintFindings {
    LintFindings(parts: sortedParts(input, keepingBatches: true))
  }

  /// Each rule's findings (each group's apart, for a rule that checks groups apart), each part
  /// sorted in print order without exact repeats, in the rules' order; with `keepingBatches`,
  /// a rule's batches (``RuleDescription/checkInBatches``) are parts of their own, else every
  /// finding is made.
  private func sortedParts(_ input: LintInput, keepingBatches: Bool) -> [LintFindingPart] {
    let active = rules.filter { rule in
      !(type(of: rule).description.needsSources && input.sources == nil)
    }
    if active.contains(where: { type(of: $0).readsLocalizedTables }) {
      input.buildLocalizedTables()
    }
    // Rules are independent of each other, so they run side by side; a rule that checks each
    // group apart runs on the parts side by side too, its findings joined in the parts' order.
    let parts = active.contains { type(of: $0).checksGroupsApart } ? input.parts() : []
    var tasks: [(rule: any LintRule, input: LintInput)] = []
    for rule in active {
      if type(of: rule).checksGroupsApart {
        tasks += parts.map { (rule, $0) }
      } else {
        tasks.append((rule, input))
      }
    }
    let work = tasks
    // The largest first: a big table's tasks started last kept one core busy alone at the end.
    let sizes = work.map(\.input.size)
    let order = work.indices.sorted { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    var started = Parallel.map(order.count) { turn -> [LintFindingPart] in
      let (rule, input) = work[order[turn]]
      let id = type(of: rule).description.id
      var findings: [LintFinding]
      var batches: [KeyFindings] = []
      if keepingBatches, let checkInBatches = type(of: rule).description.checkInBatches {
        let found = checkInBatches(input)
        findings = found.findings
        for batch in found.batches.map({ $0.changing { $0.diagnostic.ruleID = id } }) {
          // A batch must be in print order to be merged as a part; one that is not (the linter
          // does not rely on how a rule orders its keys) is made into findings and sorted.
          if batch.isStrictlyInPrintOrder {
            batches.append(batch)
          } else {
            findings += (0..<batch.count).map(batch.finding(at:))
          }
        }
      } else {
        findings = rule.check(input)
      }
      // In place: mapping into a new array copied every finding.
      for index in findings.indices { findings[index].diagnostic.ruleID = id }
      // Each task's findings are sorted here, on every core; the sorted parts are merged.
      findings.sortForPrinting()
      return [.findings(findings)] + batches.map(LintFindingPart.keys)
    }
    // Back in the tasks' order, which findings that sort alike keep.
    var results = [[LintFindingPart]](repeating: [], count: work.count)
    for (turn, index) in order.enumerated() { swap(&results[index], &started[turn]) }
    return results.flatMap { $0 }
  }
}
