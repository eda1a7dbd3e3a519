import Foundation

/// Reads a binary property list (`bplist00`) into a ``PropertyListNode`` tree, bounded in time
/// and memory, and refuses what a `.strings` or `.stringsdict` table cannot hold.
///
/// Written here rather than left to `PropertyListSerialization`, which crashes on a set and
/// expands an object referenced twice once per reference (forty objects, each referring to the
/// next twice, are 2^40 nodes). Here every offset and reference is checked against the file,
/// a dictionary or array may be reached only once (the CoreFoundation writer and
/// ``BinaryPropertyListWriter`` share only strings, numbers, dates and data), and nesting stops
/// at the XML reader's 512 levels, so the work is linear in the file. Sets, UIDs, `null`, fill
/// bytes, 128-bit integers and dictionary keys that are not strings are refused with the byte
/// offset of the object. Nodes sit at 1:1 with empty byte ranges: the file has no lines.
struct BinaryPropertyListReader {
  /// A problem that ends the read, at a byte offset of the file.
  struct Failure: Error, Equatable {
    var message: String
    var offset: Int
    /// Not a problem of the file: it nests deeper than the reader's `depthLimit`, and must be
    /// read again on a thread with a large stack.
    var needsLargeStack = false
  }

  private let bytes: [UInt8]
  private let start: SourcePosition
  private let depthLimit: Int
  private var offsetSize = 0
  private var referenceSize = 0
  private var objectCount = 0
  private var offsetTableOffset = 0
  /// Containers already read: a second reference to one is refused.
  private var containersSeen: Set<Int> = []
  /// Scalars already read, so that a string referenced many times is decoded once.
  private var scalars: [Int: PropertyListNode.Value] = [:]
  private var depth = 0

  init(bytes: [UInt8], start: SourcePosition, depthLimit: Int = XMLPropertyListParser.maximumDepth)
  {
    self.bytes = bytes
    self.start = start
    self.depthLimit = depthLimit
  }

  /// Reads `bytes` on the calling thread, or again on a large stack when they nest deeply.
  static func read(_ bytes: [UInt8], at start: SourcePosition) -> Result<PropertyListNode, Failure>
  {
    var reader = Self(
      bytes: bytes, start: start, depthLimit: XMLPropertyListParser.callingThreadDepth)
    let outcome = Result { () throws(Failure) in try reader.readDocument() }
    guard case .failure(let failure) = outcome, failure.needsLargeStack else { return outcome }
    return LargeStack.run {
      var reader = Self(bytes: bytes, start: start)
      return Result { () throws(Failure) in try reader.readDocument() }
    }
  }

  /// The top object, after the header and trailer are checked.
  mutating func readDocument() throws(Failure) -> PropertyListNode {
    guard bytes.count >= 8, bytes.starts(with: "bplist0".utf8) else {
      throw Failure(message: "the file does not start with bplist00", offset: 0)
    }
    let trailerStart = bytes.count - 32
    guard trailerStart >= 9 else {
      throw Failure(
        message: "the binary property list is \(bytes.count) bytes, too short for its "
          + "32-byte trailer", offset: 0)
    }
    offsetSize = Int(bytes[trailerStart + 6])
    referenceSize = Int(bytes[trailerStart + 7])
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
      throw Failure(
        message: "the trailer gives offsets of \(offsetSize) and references of "
          + "\(referenceSize) bytes (1 to 8 are possible)", offset: trailerStart + 6)
    }
    let count = unsigned(at: trailerStart + 8, size: 8)
    let top = unsigned(at: trailerStart + 16, size: 8)
    let tableOffset = unsigned(at: trailerStart + 24, size: 8)
    guard count >= 1, tableOffset >= 9, tableOffset < UInt64(trailerStart),
      count <= (UInt64(trailerStart) - tableOffset) / UInt64(offsetSize)
    else {
      throw Failure(
        message: "the trailer's object count (\(count)) and offset table (at byte "
          + "\(tableOffset)) do not fit in the file", offset: trailerStart + 8)
    }
    objectCount = Int(count)
    offsetTableOffset = Int(tableOffset)
    guard top < count else {
      throw Failure(
        message: "the top object is \(top), but the file holds \(count) objects",
        offset: trailerStart + 16)
    }
    return try node(Int(top))
  }

  // MARK: - Objects

  /// Object `index`, read the first time it is met (a container) or taken from the cache.
  private mutating func node(_ index: Int) throws(Failure) -> PropertyListNode {
    if let value = scalars[index] { return leaf(value) }
    let offset = try objectOffset(index)
    let marker = bytes[offset]
    let kind = marker >> 4
    let low = marker & 0x0F
    switch kind {
    case 0xA, 0xD:
      guard containersSeen.insert(index).inserted else {
        throw Failure(
          message: "object \(index) (\(kind == 0xD ? "a dictionary" : "an array")) is "
            + "referenced more than once; a property list is a tree", offset: offset)
      }
      depth += 1
      defer { depth -= 1 }
      if depth > depthLimit {
        throw Failure(
          message: "arrays and dictionaries nest deeper than \(depthLimit) levels",
          offset: offset, needsLargeStack: depthLimit < XMLPropertyListParser.maximumDepth)
      }
      let (count, first) = try length(low, at: offset)
      let references = kind == 0xD ? 2 * count : count
      guard references <= (offsetTableOffset - first) / referenceSize else {
        throw Failure(
          message: "the \(kind == 0xD ? "dictionary" : "array") of \(count) items runs past "
            + "the objects", offset: offset)
      }
      if kind == 0xA {
        var items: [PropertyListNode] = []
        items.reserveCapacity(count)
        for item in 0..<count { items.append(try node(try reference(first, item))) }
        return leaf(.array(items))
      }
      var entries: [PropertyListEntry] = []
      entries.reserveCapacity(count)
      for item in 0..<count {
        let keyIndex = try reference(first, item)
        let key = try node(keyIndex)
        guard let text = key.string else {
          throw Failure(
            message: "a dictionary key is \(key.kindDescription), not a string",
            offset: try objectOffset(keyIndex))
        }
        let value = try node(try reference(first, count + item))
        entries.append(
          PropertyListEntry(key: text, keyPosition: start, keyByteRange: 0..<0, value: value))
      }
      return leaf(.dictionary(entries))
    default:
      let value = try scalar(kind: kind, low: low, at: offset)
      scalars[index] = value
      return leaf(value)
    }
  }

  private func leaf(_ value: PropertyListNode.Value) -> PropertyListNode {
    PropertyListNode(value: value, position: start, byteRange: 0..<0, contentRange: 0..<0)
  }

  private mutating func scalar(kind: UInt8, low: UInt8, at offset: Int) throws(Failure)
    -> PropertyListNode.Value
  {
    switch (kind, low) {
    case (0x0, 0x8): return .boolean(false)
    case (0x0, 0x9): return .boolean(true)
    case (0x1, 0...3):
      let size = 1 << Int(low)
      let raw = try fixed(at: offset + 1, size: size, what: "integer", object: offset)
      // 1, 2 and 4 bytes are unsigned, 8 bytes signed (CFBinaryPList.c).
      return .integer(
        size == 8
          ? PropertyListInteger(Int64(bitPattern: raw)) : PropertyListInteger(magnitude: raw))
    case (0x2, 2):
      let raw = try fixed(at: offset + 1, size: 4, what: "real", object: offset)
      return .real(Double(Float(bitPattern: UInt32(raw))))
    case (0x2, 3):
      let raw = try fixed(at: offset + 1, size: 8, what: "real", object: offset)
      return .real(Double(bitPattern: raw))
    case (0x3, 3):
      let raw = try fixed(at: offset + 1, size: 8, what: "date", object: offset)
      return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: raw)))
    case (0x4, _):
      let (count, first) = try length(low, at: offset)
      try checkRoom(first, count, what: "data", object: offset)
      return .data(Data(bytes[first..<(first + count)]))
    case (0x5, _):
      let (count, first) = try length(low, at: offset)
      try checkRoom(first, count, what: "string", object: offset)
      if let wide = bytes[first..<(first + count)].firstIndex(where: { $0 >= 0x80 }) {
        throw Failure(message: "an ASCII string holds byte \(hex(bytes[wide]))", offset: wide)
      }
      return .string(String(decoding: bytes[first..<(first + count)], as: UTF8.self))
    case (0x6, _):
      let (count, first) = try length(low, at: offset)
      guard count <= (offsetTableOffset - first) / 2 else {
        throw Failure(message: "the string runs past the objects", offset: offset)
      }
      var units: [UInt16] = []
      units.reserveCapacity(count)
      for unit in 0..<count {
        units.append(UInt16(bytes[first + 2 * unit]) << 8 | UInt16(bytes[first + 2 * unit + 1]))
      }
      var text = String.UnicodeScalarView()
      var iterator = units.makeIterator()
      var decoder = UTF16()
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): text.append(scalar)
        case .emptyInput: break loop
        case .error:
          throw Failure(message: "the UTF-16 string holds an unpaired surrogate", offset: offset)
        }
      }
      return .string(String(text))
    default:
      throw Failure(
        message: "\(Self.describe(kind: kind, low: low)) (marker \(hex(kind << 4 | low))); "
          + "a .strings or .stringsdict file holds only dictionaries with string keys, "
          + "arrays, strings, numbers, booleans, dates and data", offset: offset)
    }
  }

  /// What an object that cannot be read is, in words.
  private static func describe(kind: UInt8, low: UInt8) -> String {
    switch kind {
    case 0x0 where low == 0: "a null"
    case 0x0 where low == 0xF: "a fill byte"
    case 0x1: "an integer of \(low == 4 ? "16 bytes" : "an unknown size")"
    case 0x2: "a real of an unknown size"
    case 0x7: "a UTF-8 string (bplist15 and later)"
    case 0x8: "a UID (an archiver's object reference)"
    case 0xB: "an ordered set"
    case 0xC: "a set"
    default: "an object of an unknown kind"
    }
  }

  // MARK: - Bytes

  /// Where object `index` starts, checked against the objects' area.
  private func objectOffset(_ index: Int) throws(Failure) -> Int {
    let entry = offsetTableOffset + index * offsetSize
    let offset = unsigned(at: entry, size: offsetSize)
    guard offset >= 8, offset < UInt64(offsetTableOffset) else {
      throw Failure(
        message: "object \(index) is at byte \(offset), outside the objects (bytes 8 to "
          + "\(offsetTableOffset - 1))", offset: entry)
    }
    return Int(offset)
  }

  /// The object number in reference slot `slot` of a container whose references start at
  /// `first` (the caller checked they fit).
  private func reference(_ first: Int, _ slot: Int) throws(Failure) -> Int {
    let at = first + slot * referenceSize
    let value = unsigned(at: at, size: referenceSize)
    guard value < UInt64(objectCount) else {
      throw Failure(
        message: "a reference to object \(value), but the file holds \(objectCount) objects",
        offset: at)
    }
    return Int(value)
  }

  /// A count in the marker's low nibble, or after it as an integer object when the nibble is
  /// `0xF`; with where the items start.
  private func length(_ low: UInt8, at offset: Int) throws(Failure) -> (count: Int, first: Int) {
    guard low == 0xF else { return (Int(low), offset + 1) }
    guard offset + 1 < offsetTableOffset, bytes[offset + 1] >> 4 == 0x1,
      bytes[offset + 1] & 0x0F <= 3
    else {
      throw Failure(message: "the object's count is not an integer", offset: offset + 1)
    }
    let size = 1 << Int(bytes[offset + 1] & 0x0F)
    let raw = try fixed(at: offset + 2, size: size, what: "count", object: offset)
    guard raw <= UInt64(offsetTableOffset) else {
      throw Failure(message: "the object's count \(raw) is larger than the file", offset: offset)
    }
    return (Int(raw), offset + 2 + size)
  }

  private func checkRoom(_ first: Int, _ count: Int, what: String, object: Int) throws(Failure) {
    guard first <= offsetTableOffset, count <= offsetTableOffset - first else {
      throw Failure(message: "the \(what) runs past the objects", offset: object)
    }
  }

  /// `size` big-endian bytes at `offset`, which must lie before the offset table.
  private func fixed(at offset: Int, size: Int, what: String, object: Int) throws(Failure)
    -> UInt64
  {
    guard offset <= offsetTableOffset, size <= offsetTableOffset - offset else {
      throw Failure(message: "the \(what) runs past the objects", offset: object)
    }
    return unsigned(at: offset, size: size)
  }

  private func unsigned(at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
    return value
  }

  private func hex(_ byte: UInt8) -> String { String(format: "0x%02X", byte) }
}
