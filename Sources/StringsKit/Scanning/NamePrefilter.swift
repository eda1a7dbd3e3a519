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
  /// The names, each at least one byte long.
  let names: [[UInt8]]
  /// Set when a name is empty, which every file holds.
  let matchesEverything: Bool

  init(names: [[UInt8]]) {
    matchesEverything = names.contains(where: \.isEmpty)
    var unique: [[UInt8]] = []
    for name in names where !name.isEmpty && !unique.contains(name) { unique.append(name) }
    self.names = unique
  }

  /// Whether one of the names occurs in `bytes`.
  func mayMatch(_ bytes: [UInt8], kernel: ScanKernel = .preferred) -> Bool {
    if matchesEverything { return true }
    return bytes.withUnsafeBufferPointer { buffer in
      names.contains { name in
        name.withUnsafeBufferPointer { Self.contains($0, in: buffer, kernel: kernel) }
      }
    }
  }

  /// Whether `name` (not empty) occurs in `bytes`.
  static func contains(
    _ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, kernel: ScanKernel
  ) -> Bool {
    guard name.count <= bytes.count else { return false }
    // The vector kernels look at the first and last byte of the name at 16 places at a time
    // and compare the whole name only where both agree; they stop where a 16-byte load of the
    // last bytes would run past the end, and the scalar loop does the rest.
    var start = 0
    switch kernel {
    case .scalar:
      break
    case .sse2:
      #if arch(x86_64)
        let (found, next) = sse2Contains(name, in: bytes)
        if found { return true }
        start = next
      #else
        preconditionFailure("SSE2 is an x86-64 kernel")
      #endif
    case .vector:
      let (found, next) = vectorContains(name, in: bytes)
      if found { return true }
      start = next
    }
    return scalarContains(name, in: bytes, from: start)
  }

  /// Whether `name` starts at one of the offsets from `start` on.
  private static func scalarContains(
    _ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
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
  private static func equal(
    _ name: UnsafeBufferPointer<UInt8>, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    var index = 0
    while index < name.count {
      if bytes[offset + index] != name[index] { return false }
      index += 1
    }
    return true
  }

  /// Portable 16-lane kernel on Swift's SIMD types: the arm64 build uses it (the compiler turns
  /// it into NEON compares and a `umaxv`); elsewhere the tests run it against the others.
  /// Returns whether the name was found, else the first offset not yet examined.
  private static func vectorContains(
    _ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> (Bool, Int) {
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    let first = SIMD16<UInt8>(repeating: name[0])
    let last = SIMD16<UInt8>(repeating: name[name.count - 1])
    let tail = name.count - 1
    var offset = 0
    while offset + tail + 16 <= bytes.count {
      let heads = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
      let ends = raw.loadUnaligned(fromByteOffset: offset + tail, as: SIMD16<UInt8>.self)
      if any((heads .== first) .& (ends .== last)) {
        for lane in 0..<16 where equal(name, at: offset + lane, in: bytes) { return (true, 0) }
      }
      offset += 16
    }
    return (false, offset)
  }

  #if arch(x86_64)
    /// SSE2 kernel: `pcmpeqb` on both ends, `pand`, then `pmovmskb` gives the candidate offsets
    /// as bits. Returns whether the name was found, else the first offset not yet examined.
    private static func sse2Contains(
      _ name: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (Bool, Int) {
      let raw = UnsafeRawPointer(bytes.baseAddress!)
      let first = _mm_set1_epi8(CChar(bitPattern: name[0]))
      let last = _mm_set1_epi8(CChar(bitPattern: name[name.count - 1]))
      let tail = name.count - 1
      var offset = 0
      while offset + tail + 16 <= bytes.count {
        let heads = _mm_loadu_si128((raw + offset).assumingMemoryBound(to: __m128i.self))
        let ends = _mm_loadu_si128((raw + offset + tail).assumingMemoryBound(to: __m128i.self))
        var mask = UInt32(
          truncatingIfNeeded: _mm_movemask_epi8(
            _mm_and_si128(_mm_cmpeq_epi8(heads, first), _mm_cmpeq_epi8(ends, last))))
        while mask != 0 {
          if equal(name, at: offset + mask.trailingZeroBitCount, in: bytes) { return (true, 0) }
          mask &= mask - 1
        }
        offset += 16
      }
      return (false, offset)
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
