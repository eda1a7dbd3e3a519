/// Builds the decoded text of a quoted string from literal UTF-8 chunks and escaped UTF-16 code
/// units, without going through UTF-16 for the literal text.
///
/// CoreFoundation stores escapes as UTF-16 code units, so `\UD83D\UDE00` is one emoji while a
/// lone `\UD83D` is an unpaired surrogate, which every reader then shows as U+FFFD; this builder
/// pairs adjacent surrogates the same way and writes U+FFFD for unpaired ones.
struct EscapedStringBuilder {
  private var bytes: [UInt8] = []
  private var pendingHighSurrogate: UInt16? = nil

  /// Appends literal text. Invalid UTF-8 in it is repaired to U+FFFD by ``finish()``.
  mutating func appendLiteral(_ chunk: UnsafeBufferPointer<UInt8>) {
    guard !chunk.isEmpty else { return }  // between two escapes: keep a surrogate pair together
    flushPendingSurrogate()
    bytes.append(contentsOf: chunk)
  }

  /// Appends one UTF-16 code unit produced by an escape.
  mutating func append(codeUnit unit: UInt16) {
    if let high = pendingHighSurrogate {
      pendingHighSurrogate = nil
      if unit >= 0xDC00 && unit <= 0xDFFF {
        let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
        appendScalar(Unicode.Scalar(value)!)
        return
      }
      appendScalar("\u{FFFD}")
    }
    switch unit {
    case 0xD800...0xDBFF: pendingHighSurrogate = unit
    case 0xDC00...0xDFFF: appendScalar("\u{FFFD}")
    default: appendScalar(Unicode.Scalar(unit)!)
    }
  }

  /// The decoded string. `literalsAreValid`: every literal chunk was valid UTF-8, so the whole
  /// text is (escapes only ever add valid scalars) and need not be checked again.
  mutating func finish(literalsAreValid: Bool = false) -> String {
    flushPendingSurrogate()
    guard literalsAreValid else { return String(decoding: bytes, as: UTF8.self) }
    return bytes.withUnsafeBufferPointer { KnownValidUTF8.string($0, isASCII: false) }
  }

  private mutating func flushPendingSurrogate() {
    if pendingHighSurrogate != nil {
      pendingHighSurrogate = nil
      appendScalar("\u{FFFD}")
    }
  }

  private mutating func appendScalar(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      bytes.append(UInt8(value))
    case 0x80..<0x800:
      bytes.append(UInt8(0xC0 | value >> 6))
      bytes.append(UInt8(0x80 | value & 0x3F))
    case 0x800..<0x10000:
      bytes.append(UInt8(0xE0 | value >> 12))
      bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | value >> 18))
      bytes.append(UInt8(0x80 | (value >> 12) & 0x3F))
      bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
      bytes.append(UInt8(0x80 | value & 0x3F))
    }
  }
}
