/// How ``Merger`` brings a language up to date with the reference.
///
///     MergeOptions()                          // reference values, refreshed comments, keep stale
///     MergeOptions(newValue: .empty, prune: true)
public struct MergeOptions: Hashable, Sendable {
  /// The value a key new in the reference gets in a language.
  public enum NewValue: String, CaseIterable, Hashable, Sendable {
    /// The reference's value, as Xcode does when it copies a table into a new language.
    case reference
    /// `""`, so that an untranslated key shows up as empty (lint's `empty-value`).
    case empty
    /// The key itself, which is also what the runtime shows for a missing key.
    case key
  }

  public var newValue: NewValue
  /// Keep each language's own translator comments instead of taking the reference's.
  public var keepComments: Bool
  /// Remove keys that are no longer in the reference (each one is listed in the result).
  public var prune: Bool
  /// Give a new key the translation of a key that is no longer in the reference when
  /// ``CarryOverMatcher`` pairs them, marked with ``CarryOverMarker``.
  public var carryOver: Bool

  public init(
    newValue: NewValue = .reference, keepComments: Bool = false, prune: Bool = false,
    carryOver: Bool = false
  ) {
    self.newValue = newValue
    self.keepComments = keepComments
    self.prune = prune
    self.carryOver = carryOver
  }
}
