#if arch(x86_64)
  import _Builtin_intrinsics.intel
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a file can hold a reference at all, answered by one pass over its bytes before any
/// lexing.
///
/// Every call shape starts at an identifier whose bytes equal a watched name (`NSLocalizedString`,
/// a `-s` routine, `Text`, a method name, …), and a typed-key enum names one of the enum
/// protocols. A file in which none of those names occurs anywhere as bytes (in code, comments
/// or strings alike) therefore yields no reference and no diagnostic, and need not be lexed. In
/// real apps that is most files: their calls sit in a few strings files.
///
/// The test is exact in one direction only, which is the one that matters: a "no" is always
/// right, a "yes" just sends the file to the full lexer.
struct NamePrefilter: Sendable {
  /// The names, each at least one byte long, without repeats.
  let names: [[UInt8]]
  /// Set when a name is empty, which every file holds.
  let matchesEverything: Bool
  /// The largest `count - 1` of the names: how far past an offset the vector kernels read.
  private let longestTail: Int

  init(names: [[UInt8]]) {
    matchesEverything = names.contains(where: \.isEmpty)
    var unique: [[UInt8]] = []
    for name in names where !name.isEmpty && !unique.contains(name) { unique.append(name) }
    self.names = unique
    longestTail = (unique.map(\.count).max() ?? 1) - 1
  }

  /// Whether one of the names occurs in `bytes`.
  ///
  /// The vector kernels compare the first and the last byte of every name at 64 (or 16)
  /// offsets at once and compare whole names only where both agree; they stop where a load
  /// would run past the end, and the scalar loop does the rest.
  func mayMatch(_ bytes: [UInt8], kernel: ScanKernel = .preferred) -> Bool {
    if matchesEverything { return true }
    if names.isEmpty { return false }
    return bytes.withUnsafeBufferPointer { buffer in
      guard buffer.count > longestTail else {
        return names.contains { Self.scalarContains($0, in: buffer, from: 0) }
      }
      var start = 0
      switch kernel {
      case .scalar:
        break
      case .sse2:
        #if arch(x86_64)
          let (found, next) = sse2Scan(buffer)
          if found { return true }
          start = next
        #else
          preconditionFailure("SSE2 is an x86-64 kernel")
        #endif
      case .vector:
        let (found, next) = vectorScan(buffer)
        if found { return true }
        start = next
      }
      return names.contains { Self.scalarContains($0, in: buffer, from: start) }
    }
  }

  /// Whether `name` starts at one of the offsets from `start` on.
  private static func scalarContains(
    _ name: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Bool {
    let first = name[0]
    let last = name[name.count - 1]
    var offset = start
    while offset + name.count <= bytes.count {
      if bytes[offset] == first && bytes[offset + name.count - 1] == last
        && equal(name, at: offset, in: bytes)
      {
        return true
      }
      offset += 1
    }
    return false
  }

  @inline(__always)
  private static func equal(_ name: [UInt8], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard offset + name.count <= bytes.count else { return false }
    var index = 0
    while index < name.count {
      if bytes[offset + index] != name[index] { return false }
      index += 1
    }
    return true
  }

  /// Whether a name starts at one of `count` offsets from `offset`.
  private func anyName(at offset: Int, count: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for lane in 0..<count {
      for name in names where Self.equal(name, at: offset + lane, in: bytes) { return true }
    }
    return false
  }

  /// Portable 16-lane kernel on Swift's SIMD types: the arm64 build uses it (the compiler turns
  /// it into NEON compares and a `umaxv`); elsewhere the tests run it against the others.
  /// Returns whether a name was found, else the first offset not yet examined.
  private func vectorScan(_ bytes: UnsafeBufferPointer<UInt8>) -> (Bool, Int) {
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    var offset = 0
    while offset + longestTail + 16 <= bytes.count {
      let heads = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      // As in the SSE2 kernel: no name's last byte is loaded where no name's first byte is.
      var starts = SIMDMask<SIMD16<Int8>>(repeating: false)
      for name in names { starts .|= heads .== name[0] }
      if !any(starts) {
        offset += 16
        continue
      }
      var hits = SIMDMask<SIMD16<Int8>>(repeating: false)
      for name in names {
        let ends = raw.loadUnaligned(
          fromByteOffset: offset + name.count - 1, as: SIMD16<UInt8>.self)
        hits .|= (heads .== name[0]) .& (ends .== name[name.count - 1])
      }
      if any(hits) && anyName(at: offset, count: 16, in: bytes) { return (true, 0) }
      offset += 16
    }
    return (false, offset)
  }

  #if arch(x86_64)
    /// SSE2 kernel, 64 offsets per step: `pcmpeqb` on the first byte of each name and one
    /// `pmovmskb` to see whether any offset may start one; only then `pcmpeqb` on both ends of
    /// each name, `pand`, `por` and a `pmovmskb` to see whether any offset is a candidate, and
    /// only then are the candidates of each name listed as bits and compared. Returns whether a name was found,
    /// else the first offset not yet examined.
    private func sse2Scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (Bool, Int) {
      let raw = UnsafeRawPointer(bytes.baseAddress!)
      let ends = names.map {
        (
          _mm_set1_epi8(CChar(bitPattern: $0[0])),
          _mm_set1_epi8(CChar(bitPattern: $0[$0.count - 1])),
          $0.count - 1
        )
      }
      return ends.withUnsafeBufferPointer { ends in
        var offset = 0
        while offset + longestTail + 64 <= bytes.count {
          let block = raw + offset
          let h0 = Self.load(block)
          let h1 = Self.load(block + 16)
          let h2 = Self.load(block + 32)
          let h3 = Self.load(block + 48)
          // Most blocks hold no name's first byte: they cost four compares per name and no
          // load of the names' last bytes.
          var heads = _mm_setzero_si128()
          for (first, _, _) in ends {
            heads = _mm_or_si128(
              heads,
              _mm_or_si128(
                _mm_or_si128(_mm_cmpeq_epi8(h0, first), _mm_cmpeq_epi8(h1, first)),
                _mm_or_si128(_mm_cmpeq_epi8(h2, first), _mm_cmpeq_epi8(h3, first))))
          }
          if _mm_movemask_epi8(heads) == 0 {
            offset += 64
            continue
          }
          var hits = _mm_setzero_si128()
          for (first, last, tail) in ends {
            let masks = Self.candidates((h0, h1, h2, h3), block + tail, first, last)
            hits = _mm_or_si128(
              hits, _mm_or_si128(_mm_or_si128(masks.0, masks.1), _mm_or_si128(masks.2, masks.3)))
          }
          if _mm_movemask_epi8(hits) != 0 {
            for (which, (first, last, tail)) in ends.enumerated() {
              let masks = Self.candidates((h0, h1, h2, h3), block + tail, first, last)
              var bits =
                Self.bits(masks.0) | Self.bits(masks.1) << 16 | Self.bits(masks.2) << 32
                | Self.bits(masks.3) << 48
              while bits != 0 {
                if Self.equal(names[which], at: offset + bits.trailingZeroBitCount, in: bytes) {
                  return (true, 0)
                }
                bits &= bits - 1
              }
            }
          }
          offset += 64
        }
        return (false, offset)
      }
    }

    /// Lanes where the block's byte is `first` and the byte `tail` further on is `last`.
    @inline(__always)
    private static func candidates(
      _ heads: (__m128i, __m128i, __m128i, __m128i), _ ends: UnsafeRawPointer, _ first: __m128i,
      _ last: __m128i
    ) -> (__m128i, __m128i, __m128i, __m128i) {
      (
        _mm_and_si128(_mm_cmpeq_epi8(heads.0, first), _mm_cmpeq_epi8(load(ends), last)),
        _mm_and_si128(_mm_cmpeq_epi8(heads.1, first), _mm_cmpeq_epi8(load(ends + 16), last)),
        _mm_and_si128(_mm_cmpeq_epi8(heads.2, first), _mm_cmpeq_epi8(load(ends + 32), last)),
        _mm_and_si128(_mm_cmpeq_epi8(heads.3, first), _mm_cmpeq_epi8(load(ends + 48), last))
      )
    }

    @inline(__always)
    private static func bits(_ lanes: __m128i) -> UInt64 {
      UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(lanes)))
    }

    @inline(__always)
    private static func load(_ pointer: UnsafeRawPointer) -> __m128i {
      _mm_loadu_si128(pointer.assumingMemoryBound(to: __m128i.self))
    }
  #endif
}

/// Which byte-scanning kernel the scanning passes use. All give the same answers; the tests
/// run each of them.
public enum ScanKernel: String, Sendable, CaseIterable {
  /// One byte at a time: the reference, and what runs when `STRINGS_SCAN_KERNEL=scalar`.
  case scalar
  /// Sixteen bytes at a time on Swift's portable SIMD types (NEON on arm64).
  case vector
  /// Sixteen bytes at a time with SSE2 intrinsics (x86-64 only).
  case sse2

  /// The kernels this machine can run.
  public static var available: [ScanKernel] {
    #if arch(x86_64)
      allCases
    #else
      [.scalar, .vector]
    #endif
  }

  /// The kernel for this machine, unless the environment variable `STRINGS_SCAN_KERNEL` names
  /// another one it can run (the forced-scalar test run sets it to `scalar`).
  public static let preferred: ScanKernel = {
    if let name = getenv("STRINGS_SCAN_KERNEL").map({ String(cString: $0) }),
      let kernel = ScanKernel(rawValue: name), available.contains(kernel)
    {
      return kernel
    }
    #if arch(x86_64)
      return .sse2
    #else
      return .vector
    #endif
  }()
}
