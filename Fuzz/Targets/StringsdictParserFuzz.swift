import Foundation

/// libFuzzer entry point for the `.stringsdict` reader and merge.
///
/// The reader never throws, so a crash or sanitizer report is a bug by itself. On top of that
/// every input must satisfy, or the target traps:
/// - every position and byte range of the tree lies inside the file;
/// - for an accepted XML file, merging the file into itself for a language (which inserts the
///   categories that language needs) gives a file that reads back without errors and keeps
///   every text it had.
func stringsdictParserFuzz(_ data: Data) {
  let file = StringsdictParser.parse(data, path: "fuzz.stringsdict")
  _ = file.jsonDump(pretty: false)
  func check(_ node: PropertyListNode) {
    precondition(node.byteRange.upperBound <= data.count, "a byte range past the end")
    precondition(
      node.contentRange.upperBound <= node.byteRange.upperBound || node.byteRange.isEmpty)
    for entry in node.entries ?? [] {
      precondition(entry.keyByteRange.upperBound <= data.count, "a key range past the end")
      check(entry.value)
    }
  }
  guard let root = file.root else { return }
  check(root)
  guard !file.hasErrors, file.format == .xml else { return }
  let texts = { (file: StringsdictFile) -> [[String]: String] in
    var result: [[String]: String] = [:]
    for definition in file.definitions {
      for variable in definition.variables {
        for (name, text) in variable.texts {
          result[[definition.key, variable.name, name]] = text.text
        }
      }
    }
    return result
  }
  for language in ["ru", "ja"] {
    let result = StringsdictMerger().merge(
      reference: file, into: file, language: language, referenceLanguage: "en")
    guard let merged = result.data else { continue }
    let reread = StringsdictParser.parse(merged, path: "merged.stringsdict")
    precondition(!reread.hasErrors, "a merged file does not read back")
    let after = texts(reread)
    for (path, text) in texts(file) {
      precondition(after[path] == text, "a merge changed a text")
    }
  }
}
