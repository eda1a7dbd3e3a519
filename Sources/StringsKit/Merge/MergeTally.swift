/// How many keys a merge added, kept, left stale and pruned: the summary `strings-merge` prints
/// per language.
///
///     MergeTally(added: 2, kept: 40, stale: 1).description  // "2 added, 40 kept, 1 stale, 0 pruned"
public struct MergeTally: Hashable, Sendable, CustomStringConvertible {
  public var added: Int
  public var kept: Int
  public var stale: Int
  public var pruned: Int

  public init(added: Int = 0, kept: Int = 0, stale: Int = 0, pruned: Int = 0) {
    self.added = added
    self.kept = kept
    self.stale = stale
    self.pruned = pruned
  }

  public var description: String {
    "\(added) added, \(kept) kept, \(stale) stale, \(pruned) pruned"
  }

  /// Adds another file's counts (several tables of one language).
  public static func += (lhs: inout MergeTally, rhs: MergeTally) {
    lhs.added += rhs.added
    lhs.kept += rhs.kept
    lhs.stale += rhs.stale
    lhs.pruned += rhs.pruned
  }
}
