import Foundation

/// A UTF-8 `.strings` file's entries as its bytes spell them: what compares two keys, or looks
/// for an ASCII character in a value, without reading the entries' strings. The rules read the
/// same tables on every core at once, and each string read took a reference to it, moving its
/// count between the cores.
///
/// Two keys spelled with the same bytes are the same key; spelled differently they may still be
/// (escapes), so only a match says something. In a file whose escapes spell no character by
/// its code (``StringsFile/spellsASCIIPlainly``), an ASCII character is in a value only where
/// the value's bytes hold it.
struct SpelledEntries {
  let bytes: UnsafeBufferPointer<UInt8>
  let entries: UnsafeBufferPointer<StringsEntry>
  let spellsASCIIPlainly: Bool

  /// Whether entry `offset`'s key is spelled with the same bytes as entry `otherOffset`'s of
  /// `other`: then they are the same key.
  func keySpelledAlike(_ offset: Int, _ other: SpelledEntries, _ otherOffset: Int) -> Bool {
    let mine = entries[offset].keyByteRange
    let theirs = other.entries[otherOffset].keyByteRange
    return mine.count == theirs.count
      && memcmp(
        bytes.baseAddress! + mine.lowerBound, other.bytes.baseAddress! + theirs.lowerBound,
        mine.count) == 0
  }

  /// Whether entry `offset`'s value (its key, for the shorthand form) may hold the ASCII
  /// character `byte`: when its bytes hold it, or an escape in them spells a character by its
  /// code (never, in a file that spells ASCII plainly).
  func valueMayHold(_ byte: UInt8, _ offset: Int) -> Bool {
    let range = entries[offset].valueByteRange ?? entries[offset].keyByteRange
    let value = UnsafeBufferPointer(rebasing: bytes[range])
    return value.containsByte(byte) || (!spellsASCIIPlainly && Self.holdsCodeEscape(value))
  }

  /// Whether entry `offset`'s key may hold a non-ASCII character: when its bytes hold one, or an
  /// escape in them spells a character by its code.
  func keyMayBeNonASCII(_ offset: Int) -> Bool {
    let key = UnsafeBufferPointer(rebasing: bytes[entries[offset].keyByteRange])
    return !UTF8Text.isASCII(key) || (!spellsASCIIPlainly && Self.holdsCodeEscape(key))
  }

  /// The offsets of the entries whose bytes (comments, key or value) hold the ASCII character
  /// `byte`, in file order: found by stepping from one place of it to the next. In a file that
  /// spells ASCII plainly, every entry whose value holds it is among them.
  func entriesHolding(_ byte: UInt8) -> [Int] {
    var found: [Int] = []
    var entry = 0
    var at = 0
    while let offset = bytes.firstIndex(ofByte: byte, from: at) {
      // Entries are in file order: the first whose bytes end past this place.
      while entry < entries.count && entries[entry].byteRange.upperBound <= offset {
        entry += 1
      }
      if entry < entries.count && entries[entry].byteRange.contains(offset)
        && found.last != entry
      {
        found.append(entry)
      }
      at = offset + 1
    }
    return found
  }

  /// Whether `token` holds an escape that spells a character by its code: a backslash before
  /// `U` or an octal digit (another backslash before one escapes that backslash).
  static func holdsCodeEscape(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
    var at = 0
    while let backslash = token.firstIndex(ofByte: UInt8(ascii: "\\"), from: at) {
      guard backslash + 1 < token.count else { return false }
      let next = token[backslash + 1]
      if next == UInt8(ascii: "U") || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "7")) {
        return true
      }
      at = backslash + 2
    }
    return false
  }
}

extension StringsFile {
  /// Calls `body` with the entries where they are and, when the file is UTF-8 text, as its
  /// bytes spell them (`nil` otherwise).
  func withEntries<R>(_ body: (UnsafeBufferPointer<StringsEntry>, SpelledEntries?) -> R) -> R {
    entries.withUnsafeBufferPointer { entries in
      guard format == .text, case .utf8 = encoding, !bytes.isEmpty else {
        return body(entries, nil)
      }
      return bytes.withUnsafeBufferPointer { bytes in
        body(
          entries,
          SpelledEntries(bytes: bytes, entries: entries, spellsASCIIPlainly: spellsASCIIPlainly))
      }
    }
  }

  /// Calls `body` with the entries as the file's bytes spell them when it is UTF-8 text, with
  /// `nil` otherwise.
  func withSpelledEntries<R>(_ body: (SpelledEntries?) -> R) -> R {
    withEntries { body($1) }
  }
}
