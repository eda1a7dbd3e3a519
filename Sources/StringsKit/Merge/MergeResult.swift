import Foundation

/// What merging the reference into one language file did, or would do.
///
/// Key lists are in the order the keys appear: `added` in the reference's order, the others in
/// the language file's order. A key that appears several times in the language is listed once in
/// `kept` and `stale`; `pruned` lists every removed occurrence with its value.
public struct MergeResult: Sendable {
  /// One entry removed by `--prune`, printed so that nothing disappears silently.
  public struct PrunedEntry: Hashable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// The new bytes of the file, or `nil` when nothing changes (or the file cannot be merged).
  public var data: Data?
  /// Keys new in the reference, added to the language.
  public var added: [String] = []
  /// Keys of the language that are in the reference; their values are untouched.
  public var kept: [String] = []
  /// Keys of the language that are no longer in the reference and stay.
  public var stale: [String] = []
  public var pruned: [PrunedEntry] = []
  /// New keys that took the translation of a key no longer in the reference (marked for review).
  public var carriedOver: [CarryOverMatcher.Match] = []
  /// Keys whose translator comment was replaced by the reference's.
  public var refreshedComments: [String] = []
  /// Plural categories added to existing `.stringsdict` entries, described for the report:
  /// `"k": few, many of "n"`.
  public var addedCategories: [String] = []
  /// The language file's own findings, stale keys and duplicate keys, in print order.
  public var diagnostics: [Diagnostic] = []

  public init() {}

  /// `true` when the file is not merged because of an error; ``data`` is then `nil`.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The counts for the summary line.
  public var tally: MergeTally {
    MergeTally(
      added: added.count, kept: kept.count, stale: stale.count, pruned: pruned.count)
  }
}
