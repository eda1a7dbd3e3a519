import Foundation

/// The three-way merge of one localization file, as git's merge driver runs it: base, ours and
/// theirs in, the merged file (in ours' layout), its conflicts and its diagnostics out.
///
///     let result = ThreeWayMerge.merge(base: b, ours: o, theirs: t, path: "Localizable.xcstrings")
///     result.isClean  // false when both sides changed one unit differently
public enum ThreeWayMerge {
  public static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String
  ) -> ThreeWayMergeResult {
    switch LocalizationFileKind(path: path) {
    case .catalog:
      CatalogThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: path)
    case .strings:
      StringsThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: path)
    case .stringsdict:
      StringsdictThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, path: path)
    case nil:
      ThreeWayMergeResult(
        bytes: nil,
        diagnostics: [
          .error(
            "not a localization file (.xcstrings, .strings or .stringsdict)",
            at: SourcePosition(path: path, line: 1, column: 1))
        ])
    }
  }
}
