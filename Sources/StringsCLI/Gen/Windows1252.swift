/// Windows-1252, decoded by table so that every platform reads it alike. It is ISO 8859-1
/// (Latin-1) except for 0x80...0x9F, where Latin-1 has control characters and Windows-1252 has
/// typographic ones (`€ … ‘ ’ “ ” – —`); the five bytes Windows-1252 leaves undefined decode
/// as Latin-1's controls.
enum Windows1252 {
  /// The Unicode scalars of bytes 0x80...0x9F.
  static let range80: [UInt16] = [
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
    0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
  ]

  /// The bytes Windows-1252 does not define.
  static let undefined: Set<UInt8> = [0x81, 0x8D, 0x8F, 0x90, 0x9D]

  /// The scalar of one byte.
  static func scalar(_ byte: UInt8) -> Unicode.Scalar {
    let value = byte >= 0x80 && byte < 0xA0 ? UInt32(range80[Int(byte) - 0x80]) : UInt32(byte)
    return Unicode.Scalar(value)!
  }

  /// The text of Windows-1252 bytes; every byte has a character, so this cannot fail.
  static func decode(_ bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes { scalars.append(scalar(byte)) }
    return String(scalars)
  }
}
