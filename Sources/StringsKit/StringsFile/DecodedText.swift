/// The text of a `.strings` file as UTF-8 bytes, with a map back to the original bytes.
///
/// The parser always works on UTF-8, whatever the file's encoding: every character that matters
/// to the grammar is ASCII, columns are counted in UTF-8 bytes anyway, and a UTF-8 file (the
/// common case) needs no copy of its text. For UTF-16 and UTF-32 files each UTF-8 byte records
/// the offset of the original code unit it came from, so entries can still name exact byte
/// ranges for lossless editing.
struct DecodedText {
  /// A problem found while decoding, at an index into ``bytes``.
  struct Problem {
    var index: Int
    var isError: Bool
    var message: String
  }

  /// The text after the skipped byte order mark (or skipped bytes), as UTF-8.
  var bytes: [UInt8]
  /// For transcoded files, the original byte offset of each index of ``bytes`` (and one more
  /// for the end). `nil` for UTF-8 files, whose offsets are `index + skippedByteCount`.
  var originalOffsets: [Int]?
  var skippedByteCount: Int
  var problems: [Problem] = []
  /// Whether ``bytes`` is valid UTF-8 throughout (always, for transcoded files), so that any
  /// stretch of it between two ASCII bytes is too (see ``KnownValidUTF8``).
  private(set) var isValidUTF8 = true
  /// Whether every byte of ``bytes`` is ASCII (known for UTF-8 files only).
  private(set) var isASCII = false

  /// The offset in the original data of `index` in ``bytes``.
  func originalOffset(_ index: Int) -> Int {
    if let originalOffsets { return originalOffsets[index] }
    return index + skippedByteCount
  }

  /// Decodes `data` (already stripped of nothing) in `encoding`, never failing: bytes that do
  /// not decode become problems and, in transcoded files, U+FFFD.
  init(_ data: [UInt8], encoding: StringsEncoding) {
    skippedByteCount = min(encoding.skippedByteCount, data.count)
    switch encoding {
    case .utf8:
      // Without a byte order mark the text is the input itself, shared rather than copied.
      bytes = skippedByteCount == 0 ? data : Array(data[skippedByteCount...])
      originalOffsets = nil
      validateUTF8()
    case .utf16LittleEndian, .utf16BigEndian:
      let bigEndian: Bool
      if case .utf16BigEndian = encoding { bigEndian = true } else { bigEndian = false }
      bytes = []
      originalOffsets = []
      decodeUTF16(data, bigEndian: bigEndian)
    case .utf32LittleEndian, .utf32BigEndian:
      let bigEndian: Bool
      if case .utf32BigEndian = encoding { bigEndian = true } else { bigEndian = false }
      bytes = []
      originalOffsets = []
      decodeUTF32(data, bigEndian: bigEndian)
    }
  }

  private static let maximumReportedProblems = 10

  private mutating func report(_ index: Int, error: Bool, _ message: String) {
    if problems.count < Self.maximumReportedProblems {
      problems.append(Problem(index: index, isError: error, message: message))
    } else if problems.count == Self.maximumReportedProblems {
      problems.append(
        Problem(
          index: index, isError: error,
          message: "more undecodable bytes follow; only the first \(Self.maximumReportedProblems) "
            + "are reported"))
    }
  }

  /// Reports every invalid UTF-8 sequence. CoreFoundation rejects the whole file for any of them
  /// ("Conversion of string failed").
  private mutating func validateUTF8() {
    let count = bytes.count
    var i = 0
    var invalid: [Int] = []
    var sawNonASCII = false
    bytes.withUnsafeBufferPointer { b in
      while i < count {
        // Eight ASCII bytes at a time: the common case of a whole file. In a word that holds a
        // longer sequence, the ASCII bytes before it are passed over at once: translated text
        // mixes the two in nearly every word, and took them one by one.
        if i + 8 <= count {
          let high = ByteWord.load(b, at: i) & 0x8080_8080_8080_8080
          if high == 0 {
            i += 8
            continue
          }
          i += high.trailingZeroBitCount >> 3
        }
        let lead = b[i]
        if lead < 0x80 {
          i += 1
          continue
        }
        sawNonASCII = true
        // The common sequences of translated text checked in place: two bytes (Latin, Greek,
        // Cyrillic, Hebrew, Arabic) and three bytes without E0/ED's narrower second byte (most
        // of the BMP, CJK included). The others go through the full table.
        if lead >= 0xC2 && lead <= 0xDF && i + 1 < count && b[i + 1] & 0xC0 == 0x80 {
          i += 2
          continue
        }
        if lead >= 0xE1 && lead <= 0xEF && lead != 0xED && i + 2 < count
          && b[i + 1] & 0xC0 == 0x80 && b[i + 2] & 0xC0 == 0x80
        {
          i += 3
          continue
        }
        let length = Self.utf8SequenceLength(b, at: i)
        if length == 0 {
          invalid.append(i)
          i += 1
        } else {
          i += length
        }
      }
    }
    isASCII = !sawNonASCII
    isValidUTF8 = invalid.isEmpty
    for index in invalid {
      if bytes[index] == 0xA9 {
        // CoreFoundation tolerates exactly this stray byte (Latin-1 and Mac '©', common in
        // copyright comments) and reads it as U+FFFD; `plutil` shows that no other byte passes.
        report(
          index, error: false,
          "byte 0xA9 (a Latin-1 '©') is not UTF-8; CoreFoundation reads it as U+FFFD")
      } else {
        report(
          index, error: true,
          "invalid UTF-8 byte 0x\(hex(bytes[index])); CoreFoundation rejects the whole file")
      }
    }
  }

  /// The length of the valid UTF-8 sequence starting at `i`, or 0 when it is invalid.
  static func utf8SequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let lead = b[i]
    let count = b.count
    func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
      i + k < count && b[i + k] >= low && b[i + k] <= high
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(1) ? 2 : 0
    case 0xE0:
      return continuation(1, 0xA0) && continuation(2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(1) && continuation(2) ? 3 : 0
    case 0xED:
      return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
    case 0xF0:
      return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF1...0xF3:
      return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
    case 0xF4:
      return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
    default:
      return 0
    }
  }

  private mutating func append(_ scalar: Unicode.Scalar, from offset: Int) {
    for byte in UTF8.encode(scalar)! {
      bytes.append(byte)
      originalOffsets!.append(offset)
    }
  }

  private mutating func decodeUTF16(_ data: [UInt8], bigEndian: Bool) {
    var offset = skippedByteCount
    let end = data.count
    bytes.reserveCapacity(end - offset)
    originalOffsets!.reserveCapacity(end - offset + 1)
    func unit(at o: Int) -> UInt16 {
      bigEndian
        ? UInt16(data[o]) << 8 | UInt16(data[o + 1]) : UInt16(data[o + 1]) << 8 | UInt16(data[o])
    }
    while offset + 1 < end {
      let first = unit(at: offset)
      if first < 0xD800 || first > 0xDFFF {
        append(Unicode.Scalar(first)!, from: offset)
        offset += 2
      } else if first <= 0xDBFF, offset + 3 < end, case let second = unit(at: offset + 2),
        second >= 0xDC00, second <= 0xDFFF
      {
        let value = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(second - 0xDC00)
        append(Unicode.Scalar(value)!, from: offset)
        offset += 4
      } else {
        // CoreFoundation keeps the lone surrogate in its string; every reader then sees U+FFFD.
        report(
          bytes.count, error: false,
          "unpaired UTF-16 surrogate 0x\(String(first, radix: 16, uppercase: true)) is read as "
            + "U+FFFD")
        append("\u{FFFD}", from: offset)
        offset += 2
      }
    }
    if offset < end {
      report(bytes.count, error: false, "the odd last byte of this UTF-16 file is ignored")
    }
    originalOffsets!.append(end)
  }

  private mutating func decodeUTF32(_ data: [UInt8], bigEndian: Bool) {
    var offset = skippedByteCount
    let end = data.count
    while offset + 3 < end {
      let value: UInt32 =
        bigEndian
        ? UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16
          | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
        : UInt32(data[offset + 3]) << 24 | UInt32(data[offset + 2]) << 16
          | UInt32(data[offset + 1]) << 8 | UInt32(data[offset])
      if let scalar = Unicode.Scalar(value) {
        append(scalar, from: offset)
      } else {
        report(
          bytes.count, error: true,
          "invalid UTF-32 code point 0x\(String(value, radix: 16, uppercase: true)); "
            + "CoreFoundation rejects the whole file")
        append("\u{FFFD}", from: offset)
      }
      offset += 4
    }
    if offset < end {
      report(
        bytes.count, error: false,
        "the last \(end - offset) bytes of this UTF-32 file form no character and are ignored")
    }
    originalOffsets!.append(end)
  }
}

/// Two uppercase hex digits.
func hex(_ byte: UInt8) -> String {
  let digits = Array("0123456789ABCDEF")
  return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}
