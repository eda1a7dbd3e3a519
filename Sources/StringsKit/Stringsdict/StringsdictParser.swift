import Foundation

/// Reads `.stringsdict` bytes into a ``StringsdictFile``. Never throws and never traps: a file
/// CoreFoundation rejects comes back with an error diagnostic at the place it fails.
public enum StringsdictParser {
  public static func parse(_ data: Data, path: String) -> StringsdictFile {
    let bytes = [UInt8](data)
    let lines = LineTable(bytes)
    let start = SourcePosition(path: path, line: 1, column: 1)
    guard !bytes.isEmpty else {
      return StringsdictFile(
        path: path, data: data, format: .xml, lineEnding: .lf, root: nil,
        diagnostics: [.error("the file is empty; CoreFoundation cannot read it", at: start)])
    }
    if bytes.starts(with: "bplist".utf8) {
      let (root, diagnostics) = readBinary(bytes, at: start)
      return StringsdictFile(
        path: path, data: data, format: .foreign, lineEnding: .lf, root: root,
        diagnostics: diagnostics)
    }
    guard let xmlStart = utf8XMLStart(bytes) else {
      let (root, diagnostics) = readThroughFoundation(data, at: start)
      return StringsdictFile(
        path: path, data: data, format: .foreign, lineEnding: lines.dominantLineEnding, root: root,
        diagnostics: diagnostics)
    }
    // Real files nest three levels, and are read on the calling thread; a file that goes deeper
    // than that stack is sized for is read again from the start on a thread with a large stack.
    var parser = XMLPropertyListParser(
      bytes: bytes, start: xmlStart, path: path, lines: lines,
      depthLimit: XMLPropertyListParser.callingThreadDepth)
    var outcome = Result { () throws(XMLPropertyListParser.Failure) in try parser.parseDocument() }
    if case .failure(let failure) = outcome, failure.needsLargeStack {
      parser = XMLPropertyListParser(bytes: bytes, start: xmlStart, path: path, lines: lines)
      outcome = LargeStack.run {
        Result { () throws(XMLPropertyListParser.Failure) in try parser.parseDocument() }
      }
    }
    switch outcome {
    case .success(let root):
      // CoreFoundation keeps a raw control character; XML 1.0 forbids it, so translation tools
      // and XML libraries refuse the file. One warning per file, at the first one.
      var diagnostics: [Diagnostic] = parser.controlCharacters.prefix(1).map { offset in
        .warning(
          String(
            format: "raw control character U+%04X in text; CoreFoundation reads it, but XML "
              + "forbids it and XML tools reject the file (write it as &#x%X; or remove it)",
            bytes[offset], bytes[offset]),
          at: parser.position(offset))
      }
      if root.entries == nil {
        diagnostics.append(
          .error(
            "the top level is \(root.kindDescription); a .stringsdict must hold a <dict> of "
              + "localized keys", at: root.position))
      }
      return StringsdictFile(
        path: path, data: data, format: .xml, lineEnding: lines.dominantLineEnding, root: root,
        diagnostics: diagnostics)
    case .failure(let failure):
      return StringsdictFile(
        path: path, data: data, format: .xml, lineEnding: lines.dominantLineEnding, root: nil,
        diagnostics: [.error(failure.message, at: parser.position(failure.offset))])
    }
  }

  /// Where UTF-8 XML starts (after a byte order mark), or `nil` when CoreFoundation would not
  /// read the bytes as UTF-8 XML: a binary plist, a UTF-16 or UTF-32 byte order mark or zero
  /// byte, an `encoding=` other than UTF-8, or a first character other than `<` (old-style).
  static func utf8XMLStart(_ bytes: [UInt8]) -> Int? {
    if bytes.starts(with: "bplist".utf8) { return nil }
    var start = 0
    if bytes.count > 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      start = 3
    } else if bytes.count > 2
      && (bytes[0] == 0 || bytes[1] == 0 || bytes[0] == 0xFF || bytes[0] == 0xFE)
    {
      return nil
    }
    var first = start
    while first < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[first]) { first += 1 }
    guard first < bytes.count, bytes[first] == UInt8(ascii: "<") else { return nil }
    if let encoding = declaredEncoding(bytes), encoding.lowercased() != "utf-8" { return nil }
    return start
  }

  /// The `encoding="…"` of an `<?xml …?>` declaration at the very start of the bytes.
  private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    guard bytes.starts(with: "<?xml".utf8) else { return nil }
    let end = bytes.firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
    let declaration = String(decoding: bytes[..<end], as: UTF8.self)
    guard let range = declaration.range(of: "encoding=") else { return nil }
    let rest = declaration[range.upperBound...]
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let value = rest.dropFirst().prefix { $0 != quote }
    return String(value)
  }

  /// A binary property list, read by ``BinaryPropertyListReader`` (Foundation's reader crashes
  /// on a set and expands shared objects exponentially). Positions are all 1:1 and byte ranges
  /// empty; a problem names its byte offset.
  static func readBinary(_ bytes: [UInt8], at start: SourcePosition) -> (
    PropertyListNode?, [Diagnostic]
  ) {
    switch BinaryPropertyListReader.read(bytes, at: start) {
    case .failure(let failure):
      return (
        nil,
        [
          .error(
            "the binary property list cannot be read: \(failure.message) (byte offset "
              + "\(failure.offset))", at: start)
        ]
      )
    case .success(let root):
      guard root.entries != nil else {
        return (
          root,
          [
            .error(
              "the top level is \(root.kindDescription); a .stringsdict must hold a dictionary "
                + "of localized keys", at: start)
          ]
        )
      }
      return (root, [])
    }
  }

  /// Old-style property lists and XML in UTF-16 or another encoding, read by CoreFoundation
  /// through Foundation (never a binary one: see ``readBinary(_:at:)``). Positions are all 1:1
  /// and byte ranges empty.
  static func readThroughFoundation(_ data: Data, at start: SourcePosition) -> (
    PropertyListNode?, [Diagnostic]
  ) {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      let reason =
        ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String)
        ?? error.localizedDescription
      return (nil, [.error("the property list cannot be read: \(reason)", at: start)])
    }
    let root = node(object, at: start)
    guard root.entries != nil else {
      return (
        root,
        [
          .error(
            "the top level is \(root.kindDescription); a .stringsdict must hold a dictionary of "
              + "localized keys", at: start)
        ]
      )
    }
    return (root, [])
  }

  private static func node(_ object: Any, at start: SourcePosition) -> PropertyListNode {
    let value: PropertyListNode.Value
    switch object {
    case let string as String: value = .string(string)
    case let data as Data: value = .data(data)
    case let date as Date: value = .date(date)
    case let array as [Any]: value = .array(array.map { node($0, at: start) })
    case let dictionary as [String: Any]:
      value = .dictionary(
        dictionary.keys.sorted().map {
          PropertyListEntry(
            key: $0, keyPosition: start, keyByteRange: 0..<0,
            value: node(dictionary[$0]!, at: start))
        })
    case let flag as Bool where type(of: object) == Bool.self: value = .boolean(flag)
    case let number as NSNumber:
      if String(cString: number.objCType) == "c" {
        value = .boolean(number.boolValue)
      } else if ["f", "d"].contains(String(cString: number.objCType)) {
        value = .real(number.doubleValue)
      } else {
        value = .integer(
          number.int64Value < 0
            ? PropertyListInteger(number.int64Value)
            : PropertyListInteger(magnitude: number.uint64Value))
      }
    default: value = .string(String(describing: object))
    }
    return PropertyListNode(value: value, position: start, byteRange: 0..<0, contentRange: 0..<0)
  }
}
