import Foundation

/// Writes a binary property list (`bplist00`), the form Xcode ships compiled `.strings` and
/// `.stringsdict` files in, for `strings-merge --compile --compile-format binary`.
///
/// Written here rather than by `PropertyListSerialization`, whose dictionaries come out in hash
/// order that changes from run to run: these bytes depend only on the value, so a second
/// compile writes nothing. Dictionaries keep the order given; equal strings (by Unicode
/// scalars) are stored once; a string is ASCII when it can be, else UTF-16 big-endian.
public enum BinaryPropertyListWriter {
  /// The values compiled tables hold.
  public indirect enum Value: Sendable {
    case string(String)
    /// Keys are strings, in the order written.
    case dictionary([(key: String, value: Value)])
  }

  public static func data(for root: Value) -> Data {
    var objects: [[UInt8]] = []
    var strings: [LiteralKey: Int] = [:]
    // Objects are numbered as they are first met; a dictionary's references are filled in once
    // its children have numbers, so it is encoded after them but keeps its own number.
    var pending: [(index: Int, keys: [Int], values: [Int])] = []

    func add(_ value: Value) -> Int {
      switch value {
      case .string(let text):
        if let index = strings[LiteralKey(text)] { return index }
        objects.append(encodedString(text))
        strings[LiteralKey(text)] = objects.count - 1
        return objects.count - 1
      case .dictionary(let pairs):
        let index = objects.count
        objects.append([])
        let keys = pairs.map { add(.string($0.key)) }
        let values = pairs.map { add($0.value) }
        pending.append((index, keys, values))
        return index
      }
    }
    let top = add(root)
    let referenceSize = byteCount(for: UInt64(objects.count))
    for (index, keys, values) in pending {
      var bytes = marker(0xD, count: keys.count)
      for reference in keys + values { bytes += bigEndian(UInt64(reference), size: referenceSize) }
      objects[index] = bytes
    }

    var out = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(out.count)
      out += object
    }
    let tableOffset = out.count
    let offsetSize = byteCount(for: UInt64(max(tableOffset, 1)))
    for offset in offsets { out += bigEndian(UInt64(offset), size: offsetSize) }
    // Trailer: six unused bytes, the two sizes, object count, top object, offset table offset.
    out += [UInt8](repeating: 0, count: 6)
    out += [UInt8(offsetSize), UInt8(referenceSize)]
    out += bigEndian(UInt64(objects.count), size: 8)
    out += bigEndian(UInt64(top), size: 8)
    out += bigEndian(UInt64(tableOffset), size: 8)
    return Data(out)
  }

  /// `.strings` entries as a dictionary, in order.
  public static func data(forStrings entries: [StringsFileWriter.Entry]) -> Data {
    data(for: .dictionary(entries.map { ($0.key, .string($0.value)) }))
  }

  /// `.stringsdict` entries as the dictionary ``StringsdictWriter`` writes as XML.
  public static func data(forStringsdict entries: [StringsdictWriter.Entry]) -> Data {
    data(
      for: .dictionary(
        entries.map { entry in
          var fields: [(key: String, value: Value)] = [
            (PluralDefinition.formatKey, .string(entry.format))
          ]
          for variable in entry.variables {
            var values: [(key: String, value: Value)] = []
            if let ruleType = variable.ruleType {
              values.append(("NSStringFormatSpecTypeKey", .string(ruleType)))
            }
            if let valueType = variable.valueType {
              values.append(("NSStringFormatValueTypeKey", .string(valueType)))
            }
            values += variable.texts.map { ($0.name, .string($0.text)) }
            fields.append((variable.name, .dictionary(values)))
          }
          return (entry.key, .dictionary(fields))
        }))
  }

  /// `0x5n` and ASCII bytes, or `0x6n` and UTF-16 big-endian code units.
  static func encodedString(_ text: String) -> [UInt8] {
    if text.unicodeScalars.allSatisfy(\.isASCII) {
      return marker(0x5, count: text.utf8.count) + Array(text.utf8)
    }
    let units = Array(text.utf16)
    var bytes = marker(0x6, count: units.count)
    bytes.reserveCapacity(bytes.count + units.count * 2)
    for unit in units { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
    return bytes
  }

  /// A type nibble with the count in the low nibble, or `0xF` there and the count following as
  /// an integer object.
  static func marker(_ type: UInt8, count: Int) -> [UInt8] {
    if count < 15 { return [type << 4 | UInt8(count)] }
    let size = byteCount(for: UInt64(count))
    let exponent: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3
    return [type << 4 | 0xF, 0x10 | exponent] + bigEndian(UInt64(count), size: size)
  }

  /// 1, 2, 4 or 8: the bytes an unsigned value needs.
  static func byteCount(for value: UInt64) -> Int {
    value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
  }

  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
  }
}
