/// What `strings-merge --install-git-driver` writes: the git configuration that names the merge
/// driver and the diff text conversion, and the `.gitattributes` lines that route localization
/// files to them.
public enum GitDriverSetup {
  /// `git config` names and values, in the order they are set.
  public static let configuration: [(name: String, value: String)] = [
    ("merge.strings.name", "strings-merge: key-by-key merge of localization files"),
    ("merge.strings.driver", "strings-merge --merge-driver %O %A %B %P"),
    ("diff.strings.textconv", "strings-merge --textconv"),
  ]

  /// One line per localization format.
  public static let attributeLines = [
    "*.xcstrings merge=strings diff=strings",
    "*.strings merge=strings diff=strings",
    "*.stringsdict merge=strings diff=strings",
  ]

  /// `existing` (a `.gitattributes` file's text) with the lines it lacks appended, or `nil` when
  /// it has them all. A line counts as present when its words are (spacing aside).
  public static func attributes(adding lines: [String] = attributeLines, to existing: String)
    -> String?
  {
    func words(_ line: Substring) -> [Substring] {
      line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
    }
    let present = Set(existing.split(separator: "\n").map { words($0).joined(separator: " ") })
    let missing = lines.filter { !present.contains(words(Substring($0)).joined(separator: " ")) }
    guard !missing.isEmpty else { return nil }
    var text = existing
    if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
    return text + missing.map { $0 + "\n" }.joined()
  }
}
