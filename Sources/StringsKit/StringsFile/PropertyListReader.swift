import Foundation

/// Reads `.strings` tables stored as XML property lists through Foundation's
/// `PropertyListSerialization`, which is CoreFoundation's own reader for that format, and binary
/// ones with ``BinaryPropertyListReader`` (Foundation crashes on some binary files and expands
/// shared objects without bound).
///
/// Such files carry no comments or usable positions: entries sit at 1:1, have empty byte ranges
/// and come in key order (the format does not keep one).
enum PropertyListReader {
  static func read(_ data: Data, path: String) -> (
    entries: [StringsEntry], diagnostics: [Diagnostic]
  ) {
    let start = SourcePosition(path: path, line: 1, column: 1)
    if data.starts(with: "bplist".utf8) {
      return readBinary([UInt8](data), at: start)
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      let reason =
        ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
        ?? error.localizedDescription
      return ([], [.error("the property list cannot be read: \(reason)", at: start)])
    }
    guard let table = object as? [String: Any] else {
      return (
        [],
        [.error("the property list's top level is not a dictionary of strings", at: start)]
      )
    }
    var diagnostics: [Diagnostic] = []
    var entries: [StringsEntry] = []
    for key in table.keys.sorted() {
      entries.append(entry(key, convert(table[key]!), at: start, diagnostics: &diagnostics))
    }
    return (entries, diagnostics)
  }

  private static func readBinary(_ bytes: [UInt8], at start: SourcePosition) -> (
    entries: [StringsEntry], diagnostics: [Diagnostic]
  ) {
    let root: PropertyListNode
    switch BinaryPropertyListReader.read(bytes, at: start) {
    case .failure(let failure):
      return (
        [],
        [
          .error(
            "the binary property list cannot be read: \(failure.message) (byte offset "
              + "\(failure.offset))", at: start)
        ]
      )
    case .success(let node): root = node
    }
    guard let pairs = root.entries else {
      return (
        [], [.error("the property list's top level is not a dictionary of strings", at: start)]
      )
    }
    // The last of repeated keys wins, as in CoreFoundation's dictionary; keys in scalar order.
    var table: [LiteralKey: (key: String, value: PropertyListNode)] = [:]
    for pair in pairs { table[LiteralKey(pair.key)] = (pair.key, pair.value) }
    var diagnostics: [Diagnostic] = []
    var entries: [StringsEntry] = []
    let ordered = table.values.sorted {
      $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars)
    }
    for (key, node) in ordered {
      entries.append(entry(key, node.propertyListValue, at: start, diagnostics: &diagnostics))
    }
    return (entries, diagnostics)
  }

  /// An entry of a property list read without positions (binary, or through Foundation), and a
  /// warning when its value is not a string.
  private static func entry(
    _ key: String, _ value: StringsValue, at start: SourcePosition,
    diagnostics: inout [Diagnostic]
  ) -> StringsEntry {
    if value.kind != .string {
      diagnostics.append(
        .warning(
          "the value of \"\(StringsFileWriter.escaped(key))\" is not a string; localized "
            + "lookups expect strings", at: start))
    }
    return StringsEntry(
      key: key, value: value, comments: [], keyPosition: start, valuePosition: start,
      isShorthand: false, byteRange: 0..<0, commentByteRange: nil, keyByteRange: 0..<0,
      valueByteRange: 0..<0)
  }

  private static func convert(_ object: Any) -> StringsValue {
    switch object {
    case let string as String: return .string(string)
    case let data as Data: return .data(data)
    case let date as Date: return .date(date)
    case let array as [Any]: return .array(array.map(convert))
    case let dictionary as [String: Any]: return .dictionary(dictionary.mapValues(convert))
    case let flag as Bool where type(of: object) == Bool.self: return .boolean(flag)
    case let number as NSNumber:
      if String(cString: number.objCType) == "c" { return .boolean(number.boolValue) }
      return .number(number.doubleValue)
    default: return .string(String(describing: object))
    }
  }
}
