import Foundation
import StringsKit

/// `strings-gen -o` over an existing table: a key the run drops and a key it adds that
/// ``CarryOverMatcher`` pairs are most likely one string renamed or reworded in code. The
/// translations are in the other languages' tables, which this run does not write (it writes
/// only the folder given), so the note names the pair and what carries them over:
/// `strings-merge` (marked needs-review) or `strings-merge --rename-key`.
extension GenRun {
  /// One note per pair when replacing `old` with `new`; `""` without pairs or with
  /// `--no-carry-over`.
  func carryOverNote(old: Data, new: Data, shown: String) -> String {
    guard carryOver else { return "" }
    let before = StringsFileParser.parse(old, path: shown).entries.map(\.key)
    let after = StringsFileParser.parse(new, path: shown).entries.map(\.key)
    let kept = Set(after.map(LiteralKey.init))
    let had = Set(before.map(LiteralKey.init))
    var seen = Set<LiteralKey>()
    let removed = before.filter {
      !kept.contains(LiteralKey($0)) && seen.insert(LiteralKey($0)).inserted
    }
    let added = after.filter {
      !had.contains(LiteralKey($0)) && seen.insert(LiteralKey($0)).inserted
    }
    let matches = CarryOverMatcher.matches(
      removed: removed.map { .init(key: $0) }, added: added.map { .init(key: $0) })
    return matches.map { match in
      "\(shown): note: carry over \(match): the new key looks like the dropped one reworded; "
        + "strings-merge gives it the old translations, marked needs-review (or run "
        + "strings-merge --rename-key)\n"
    }.joined()
  }
}
