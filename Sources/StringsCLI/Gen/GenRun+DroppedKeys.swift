import Foundation
import StringsKit

/// `find … | xargs strings-gen -o en.lproj` looks like one run but is several when the list is
/// long: `xargs` splits it into batches and each batch replaces the table, so the table ends up
/// with the last batch's keys only, silently (genstrings does the same; its users learned
/// `-a`). A table names no source file, so which file a key came from cannot be known; what can
/// be seen is a table that loses keys in a run whose sources were named file by file, as
/// `xargs` names them. That gets a note naming the safe forms. A run over a folder, a glob or a
/// list on standard input sees every source, and a key it drops is a key the code lost.
extension GenRun {
  /// A note when replacing `old` with `new` drops keys and the sources were named one by one
  /// on the command line; `""` otherwise.
  func droppedKeysNote(old: Data, new: Data, shown: String) -> String {
    guard sourceArgumentsAreFiles else { return "" }
    let kept = Set(StringsFileParser.parse(new, path: shown).entries.map { LiteralKey($0.key) })
    var dropped: [String] = []
    var seen = Set<LiteralKey>()
    for entry in StringsFileParser.parse(old, path: shown).entries {
      let key = LiteralKey(entry.key)
      if !kept.contains(key) && seen.insert(key).inserted { dropped.append(entry.key) }
    }
    guard !dropped.isEmpty else { return "" }
    let shownKeys = dropped.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
    let more = dropped.count > 3 ? ", …" : ""
    let verb = check || dryRun ? "would drop" : "drops"
    return "\(shown): note: the table \(verb) \(dropped.count) "
      + "\(dropped.count == 1 ? "key" : "keys") that no source of this run gives "
      + "(\(shownKeys)\(more)); when a long file list is split into batches, as xargs splits "
      + "it, each batch replaces the table: pass the folder, or the list on standard input "
      + "with '-'\n"
  }

  /// Whether the sources were named one by one on the command line, each a file, not a
  /// folder or a pattern.
  var sourceArgumentsAreFiles: Bool {
    sourcesNamedOneByOne
      && arguments.allSatisfy { argument in
        !argument.contains(where: { "*?[".contains($0) })
          && !FileFinder.isDirectory(display.absolute(argument))
      }
  }
}
