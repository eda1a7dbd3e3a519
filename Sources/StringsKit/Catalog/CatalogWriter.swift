/// Writes catalog JSON in Xcode's layout, so a catalog read and written back is the same bytes.
///
/// The layout, checked byte for byte on the String Catalogs in `../shared/corpus`: two spaces
/// per level, `"key" : value`, one member or element per line, an empty object or array as the
/// opening bracket, a blank line and the closing bracket at the container's indentation,
/// characters outside ASCII written as themselves, `/` not escaped, control characters as
/// `\n`, `\r`, `\t`, `\b`, `\f` or `\u001f`, and nothing after the closing brace unless the file
/// had it. Members are written in the order the node holds them: the reader keeps the file's
/// order, and new members are placed by ``CatalogKeyOrder`` as Xcode places them.
///
/// Iterative, so any depth the reader accepts is written on a small stack.
public enum CatalogWriter {
  /// The bytes of a whole document: byte order mark and surrounding whitespace as given.
  public static func data(
    for root: CatalogNode, byteOrderMark: Bool = false, leadingWhitespace: String = "",
    trailingWhitespace: String = ""
  ) -> [UInt8] {
    var out: [UInt8] = []
    if byteOrderMark { out += [0xEF, 0xBB, 0xBF] }
    out += Array(leadingWhitespace.utf8)
    write(root, into: &out)
    out += Array(trailingWhitespace.utf8)
    return out
  }

  /// The depth the values of the keys of a document's `strings` are written at.
  static let stringsValueDepth = 2

  /// ``data(for:byteOrderMark:leadingWhitespace:trailingWhitespace:)`` of a document read with
  /// the values of its `strings` handed over unread, each standing as `null`
  /// (``CatalogJSONReader``), and since written at ``stringsValueDepth``: `strings[i]` is the
  /// i-th, let go once copied. The text is handed to `flush` a megabyte or so at a time, never
  /// held whole.
  static func write(
    deferred root: CatalogNode, strings: inout [[UInt8]], byteOrderMark: Bool,
    leadingWhitespace: String, trailingWhitespace: String, flush: ([UInt8]) -> Void
  ) {
    let blockSize = 1 << 20
    var out: [UInt8] = []
    out.reserveCapacity(blockSize + blockSize / 4)
    if byteOrderMark { out += [0xEF, 0xBB, 0xBF] }
    out += Array(leadingWhitespace.utf8)
    var next = 0
    walk(root, into: &out, depth: 0, hasDeferred: true) { out in
      out.append(contentsOf: strings[next])
      strings[next] = []
      next += 1
      if out.count >= blockSize {
        flush(out)
        out.removeAll(keepingCapacity: true)
      }
    }
    out += Array(trailingWhitespace.utf8)
    flush(out)
  }

  /// One step of the walk: a value still to write, or text to write when a container ends.
  private enum Step {
    case value(CatalogNode, depth: Int)
    case member(CatalogMember, depth: Int, isLast: Bool)
    case element(CatalogNode, depth: Int, isLast: Bool)
    case close(UInt8, depth: Int)
    case comma
    /// A key of the document's `strings` whose value is written already.
    case deferred(CatalogMember, isLast: Bool)
  }

  /// Appends `node` at indentation `depth` (the opening bracket is not indented: it follows
  /// `"key" : ` or starts the file).
  public static func write(_ node: CatalogNode, into out: inout [UInt8], depth: Int = 0) {
    walk(node, into: &out, depth: depth, hasDeferred: false) { _ in }
  }

  /// ``write(_:into:depth:)``. With `hasDeferred`, `node` is a document whose `strings` values
  /// stand as `null`, and `deferred` appends each in its place.
  private static func walk(
    _ node: CatalogNode, into out: inout [UInt8], depth: Int, hasDeferred: Bool,
    deferred: (inout [UInt8]) -> Void
  ) {
    var steps: [Step] = [.value(node, depth: depth)]
    while let step = steps.popLast() {
      switch step {
      case .deferred(let member, let isLast):
        indent(stringsValueDepth, into: &out)
        writeString(member.key, into: &out)
        out += [0x20, UInt8(ascii: ":"), 0x20]
        deferred(&out)
        if !isLast {
          out.append(UInt8(ascii: ","))
          out.append(0x0A)
        }
      case .value(let node, let depth):
        switch node.value {
        case .object(let members):
          out.append(UInt8(ascii: "{"))
          out.append(0x0A)
          if members.isEmpty {
            out.append(0x0A)
            indent(depth, into: &out)
            out.append(UInt8(ascii: "}"))
            continue
          }
          steps.append(.close(UInt8(ascii: "}"), depth: depth))
          for (index, member) in members.enumerated().reversed() {
            steps.append(.member(member, depth: depth + 1, isLast: index == members.count - 1))
          }
        case .array(let elements):
          out.append(UInt8(ascii: "["))
          out.append(0x0A)
          if elements.isEmpty {
            out.append(0x0A)
            indent(depth, into: &out)
            out.append(UInt8(ascii: "]"))
            continue
          }
          steps.append(.close(UInt8(ascii: "]"), depth: depth))
          for (index, element) in elements.enumerated().reversed() {
            steps.append(.element(element, depth: depth + 1, isLast: index == elements.count - 1))
          }
        case .string(let text): writeString(text, into: &out)
        case .number(let text): out.append(contentsOf: text.utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: out.append(contentsOf: "null".utf8)
        }
      case .member(let member, let depth, let isLast):
        indent(depth, into: &out)
        writeString(member.key, into: &out)
        out += [0x20, UInt8(ascii: ":"), 0x20]
        if !isLast { steps.append(.comma) }
        if hasDeferred && depth == 1 && member.key == "strings",
          case .object(let members) = member.value.value, !members.isEmpty
        {
          // The document's `strings`, its members' values written already.
          out += [UInt8(ascii: "{"), 0x0A]
          steps.append(.close(UInt8(ascii: "}"), depth: depth))
          for (index, member) in members.enumerated().reversed() {
            steps.append(.deferred(member, isLast: index == members.count - 1))
          }
          continue
        }
        steps.append(.value(member.value, depth: depth))
      case .element(let element, let depth, let isLast):
        indent(depth, into: &out)
        if !isLast { steps.append(.comma) }
        steps.append(.value(element, depth: depth))
      case .comma:
        out.append(UInt8(ascii: ","))
        out.append(0x0A)
      case .close(let bracket, let depth):
        out.append(0x0A)
        indent(depth, into: &out)
        out.append(bracket)
      }
    }
  }

  @inline(__always)
  private static func indent(_ depth: Int, into out: inout [UInt8]) {
    out.append(contentsOf: repeatElement(0x20, count: depth * 2))
  }

  /// A JSON string as Foundation's writer spells it with `.withoutEscapingSlashes`.
  public static func writeString(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Nearly every key and value has nothing to escape: its bytes are copied in one go.
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      for byte in bytes
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        return false
      }
      out.append(contentsOf: bytes)
      return true
    }
    if plain == true {
      out.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0..<0x20:
        let digits = Array("0123456789abcdef".utf8)
        out += Array("\\u00".utf8)
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
