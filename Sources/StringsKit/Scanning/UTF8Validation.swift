#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif

/// Where a source stops being valid UTF-8: the check `strings-gen` runs on every file it reads
/// without a named encoding.
///
/// Sources are almost all ASCII, so the check skips 64 ASCII bytes at a time (four 16-byte
/// loads, one `pmovmskb` with SSE2; see ``ScanKernel``), then eight, and only decodes sequences
/// around non-ASCII bytes. Lines are not counted while
/// scanning: the position is worked out afterwards from the offset, and only for a file that
/// fails. The result is the same as checking byte by byte, which `UTF8ValidationTests` verifies
/// against a byte-by-byte reference on random input.
public enum UTF8Validation {
  /// The 1-based line and 1-based byte column of the first byte that does not belong to a valid
  /// UTF-8 sequence (an overlong form, a surrogate, a scalar past U+10FFFF, a stray or missing
  /// continuation byte), or `nil` when all of `bytes` is valid. Only `\n` ends a line.
  public static func firstInvalid(in bytes: [UInt8]) -> (line: Int, column: Int)? {
    guard let offset = firstInvalidOffset(in: bytes) else { return nil }
    var line = 1
    var lineStart = 0
    for index in 0..<offset where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence, or `nil`.
  public static func firstInvalidOffset(
    in bytes: [UInt8], kernel: ScanKernel = .preferred
  ) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      let raw = UnsafeRawPointer(base)
      let count = buffer.count
      var index = 0
      while index < count {
        index = skipASCIIBlocks(raw, from: index, count: count, kernel: kernel)
        // Eight ASCII bytes at a time: no byte has its top bit set.
        while index + 8 <= count,
          raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          index += 8
        }
        guard index < count else { break }
        let byte = buffer[index]
        if byte < 0x80 {
          index += 1
          continue
        }
        guard let length = sequenceLength(at: index, in: buffer) else { return index }
        index += length
      }
      return nil
    }
  }

  /// The first offset from `index` on where a 64-byte block holds a non-ASCII byte or the end
  /// is less than 64 bytes away.
  @inline(__always)
  private static func skipASCIIBlocks(
    _ raw: UnsafeRawPointer, from index: Int, count: Int, kernel: ScanKernel
  ) -> Int {
    var index = index
    switch kernel {
    case .scalar:
      break
    case .vector:
      while index + 64 <= count {
        let lanes =
          raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          | raw.loadUnaligned(fromByteOffset: index + 16, as: SIMD16<UInt8>.self)
          | raw.loadUnaligned(fromByteOffset: index + 32, as: SIMD16<UInt8>.self)
          | raw.loadUnaligned(fromByteOffset: index + 48, as: SIMD16<UInt8>.self)
        if any(lanes .>= 0x80) { break }
        index += 64
      }
    case .sse2:
      #if arch(x86_64)
        while index + 64 <= count {
          let block = raw + index
          let lanes = _mm_or_si128(
            _mm_or_si128(load(block), load(block + 16)),
            _mm_or_si128(load(block + 32), load(block + 48)))
          if _mm_movemask_epi8(lanes) != 0 { break }
          index += 64
        }
      #else
        preconditionFailure("SSE2 is an x86-64 kernel")
      #endif
    }
    return index
  }

  #if arch(x86_64)
    @inline(__always)
    private static func load(_ pointer: UnsafeRawPointer) -> __m128i {
      _mm_loadu_si128(pointer.assumingMemoryBound(to: __m128i.self))
    }
  #endif

  /// The length of the valid multi-byte sequence starting at `index`, or `nil`.
  @inline(__always)
  private static func sequenceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let byte = bytes[index]
    let length: Int
    let minimum: UInt32
    switch byte {
    case 0xC2...0xDF: (length, minimum) = (2, 0x80)
    case 0xE0...0xEF: (length, minimum) = (3, 0x800)
    case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    var scalar = UInt32(byte) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let continuation = bytes[index + offset]
      guard continuation & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(continuation & 0x3F)
    }
    if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return nil }
    return length
  }
}
