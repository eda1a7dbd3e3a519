/// What a three-way merge of one localization file produced.
public struct ThreeWayMergeResult: Sendable {
  /// The merged file, in ours' encoding and layout; `nil` when a side could not be read (see
  /// ``diagnostics``), so that the caller leaves its file as it is.
  public var bytes: [UInt8]?
  /// The units both sides changed differently; the file then keeps ours and records theirs.
  public var conflicts: [ThreeWayConflict]
  /// Why a side could not be merged: syntax errors, a format that cannot be edited.
  public var diagnostics: [Diagnostic]

  public init(bytes: [UInt8]?, conflicts: [ThreeWayConflict] = [], diagnostics: [Diagnostic] = []) {
    self.bytes = bytes
    self.conflicts = conflicts
    self.diagnostics = diagnostics
  }

  /// Whether the merge needs a person: a conflict, or no merged file at all.
  public var isClean: Bool { bytes != nil && conflicts.isEmpty }
}
