/// One part of a lint's findings as the linter keeps them until they are printed, in print
/// order without exact repeats: findings made one by one, or a rule's batch about many keys of
/// one table (``KeyFindings``).
enum LintFindingPart: Sendable {
  case findings([LintFinding])
  case keys(KeyFindings)

  var count: Int {
    switch self {
    case .findings(let findings): findings.count
    case .keys(let keys): keys.count
    }
  }

  var isEmpty: Bool { count == 0 }

  /// Finding `index`, made whole when the part is a batch.
  func finding(at index: Int) -> LintFinding {
    switch self {
    case .findings(let findings): findings[index]
    case .keys(let keys): keys.finding(at: index)
    }
  }

  /// The path finding `index` is reported on, `nil` when it has no position.
  func path(at index: Int) -> String? {
    switch self {
    case .findings(let findings):
      findings.withUnsafeBufferPointer { $0[index].diagnostic.position?.path }
    case .keys(let keys): keys.path
    }
  }
}
