import Foundation

/// libFuzzer entry point for the binary property list reader, through both table parsers.
///
/// An input that does not start with `bplist0` gets `bplist00` in front, so that the mutator's
/// work reaches the trailer and objects. The reader never throws, so a crash, a sanitizer
/// report or a timeout is a bug by itself. On top of that every input must satisfy, or the
/// target traps:
/// - an accepted file has no more nodes than bytes (every node is a reference in the file, so
///   shared objects cannot multiply the work);
/// - an accepted tree of dictionaries and strings, written again by `BinaryPropertyListWriter`,
///   reads back as the same tree, by Unicode scalars and in order.
func binaryPlistFuzz(_ data: Data) {
  var bytes = [UInt8](data)
  if !bytes.starts(with: "bplist0".utf8) { bytes = Array("bplist00".utf8) + bytes }
  let start = SourcePosition(path: "fuzz.stringsdict", line: 1, column: 1)
  _ = StringsFileParser.parse(bytes, path: "fuzz.strings")
  let file = StringsdictParser.parse(Data(bytes), path: "fuzz.stringsdict")
  _ = file.jsonDump(pretty: false)
  guard case .success(let root) = BinaryPropertyListReader.read(bytes, at: start) else { return }
  func count(_ node: PropertyListNode) -> Int {
    switch node.value {
    case .dictionary(let entries): 1 + entries.reduce(0) { $0 + 1 + count($1.value) }
    case .array(let items): 1 + items.reduce(0) { $0 + count($1) }
    default: 1
    }
  }
  precondition(count(root) <= bytes.count, "more nodes than bytes")
  func value(_ node: PropertyListNode) -> BinaryPropertyListWriter.Value? {
    switch node.value {
    case .string(let text): return .string(text)
    case .dictionary(let entries):
      var pairs: [(key: String, value: BinaryPropertyListWriter.Value)] = []
      for entry in entries {
        guard let inner = value(entry.value) else { return nil }
        pairs.append((entry.key, inner))
      }
      return .dictionary(pairs)
    default: return nil
    }
  }
  func literal(_ value: BinaryPropertyListWriter.Value) -> String {
    switch value {
    case .string(let text): "\(Array(text.unicodeScalars))"
    case .dictionary(let pairs):
      "{"
        + pairs.map { "\(Array($0.key.unicodeScalars)):\(literal($0.value))" }
        .joined(separator: ",") + "}"
    }
  }
  guard let tree = value(root) else { return }
  let written = [UInt8](BinaryPropertyListWriter.data(for: tree))
  guard case .success(let reread) = BinaryPropertyListReader.read(written, at: start),
    let again = value(reread)
  else { preconditionFailure("what the writer wrote does not read back") }
  precondition(literal(again) == literal(tree), "the tree changed when written and read again")
}
