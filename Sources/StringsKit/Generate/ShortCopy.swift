/// The copy a table's text is laid out with, piece by piece (``Generator``).
enum ShortCopy {
  /// Copies `count` bytes between memory that does not overlap. A piece of at most 32 bytes
  /// (the fixed pieces, and most keys, values and comments) is copied as two loads and two
  /// stores of a size it fills, the second ending at its last byte, neither reaching past it:
  /// a call to `memmove` for each of seven pieces an entry cost more than the copying.
  @inline(__always)
  static func copy(
    _ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int
  ) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    switch count {
    case 16...32:
      let first = from.loadUnaligned(as: SIMD16<UInt8>.self)
      let last = from.loadUnaligned(fromByteOffset: count - 16, as: SIMD16<UInt8>.self)
      to.storeBytes(of: first, as: SIMD16<UInt8>.self)
      to.storeBytes(of: last, toByteOffset: count - 16, as: SIMD16<UInt8>.self)
    case 8..<16:
      let first = from.loadUnaligned(as: UInt64.self)
      let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: first, as: UInt64.self)
      to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
    case 4..<8:
      let first = from.loadUnaligned(as: UInt32.self)
      let last = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: first, as: UInt32.self)
      to.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
    case 1..<4:
      // First, middle and last byte: all of one, two or three.
      target[0] = source[0]
      target[count / 2] = source[count / 2]
      target[count - 1] = source[count - 1]
    case 0:
      break
    default:
      target.update(from: source, count: count)
    }
  }
}
