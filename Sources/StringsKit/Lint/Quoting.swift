/// A key or value as a `.strings` file would spell it between double quotes: how every rule
/// names keys and values in its messages, so a user can search the file for what is printed.
func quoted(_ text: String) -> String {
  quoted(text, then: "")
}

/// `quoted(text) + tail`, made in one allocation: a rule that reports thousands of keys with
/// the same tail (every stale key of a table) spent more on growing strings than on finding
/// the keys. Measured, then written, by ``QuotedText/emit(_:into:)``: the escapes the report
/// writes.
///
/// Escapes as ``StringsFileWriter/escaped(_:)`` does, byte by byte: the bytes it escapes are
/// ASCII, which never occur inside the UTF-8 encoding of another scalar.
func quoted(_ text: String, then tail: String) -> String {
  var counter = ByteCounter()
  QuotedText.emit(text, into: &counter)
  counter.put(tail)
  return String(unsafeUninitializedCapacity: counter.count) { output in
    var writer = ByteWriter(at: output.baseAddress!)
    QuotedText.emit(text, into: &writer)
    writer.put(tail)
    return counter.count
  }
}

/// The escapes of a double-quoted `.strings` string, byte by byte.
enum QuotedText {
  /// `text` quoted (``quoted(_:)``), into `sink`.
  static func emit<Sink: ByteSink>(_ text: String, into sink: inout Sink) {
    sink.put(UInt8(ascii: "\""))
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { body in
      // Eight bytes at a time past words with nothing to escape (nearly every key), then byte
      // by byte through a word that may have something.
      var plain = 0
      var index = 0
      while index < body.count {
        if index + 8 <= body.count && !mayNeedEscape(ByteWord.load(body, at: index)) {
          index += 8
          continue
        }
        for at in index..<min(index + 8, body.count) where needsEscape(body[at]) {
          sink.put(UnsafeBufferPointer(rebasing: body[plain..<at]))
          escape(body[at]) { sink.put($0) }
          plain = at + 1
        }
        index += 8
      }
      sink.put(UnsafeBufferPointer(rebasing: body[plain...]))
    }
    if done == nil {
      for byte in text.utf8 {
        if needsEscape(byte) { escape(byte) { sink.put($0) } } else { sink.put(byte) }
      }
    }
    sink.put(UInt8(ascii: "\""))
  }

  /// `"`, `\`, a control character or DEL.
  static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
  }

  /// Whether some byte of `word` may need an escape (exact for the eight bytes).
  @inline(__always) static func mayNeedEscape(_ word: UInt64) -> Bool {
    ByteWord.hasByte(below: 0x20, in: word) || ByteWord.contains(word, 0x22)
      || ByteWord.contains(word, 0x5C) || ByteWord.contains(word, 0x7F)
  }

  static func escape(_ byte: UInt8, _ put: (UInt8) -> Void) {
    put(UInt8(ascii: "\\"))
    switch byte {
    case 0x22: put(UInt8(ascii: "\""))
    case 0x5C: put(UInt8(ascii: "\\"))
    case 0x0A: put(UInt8(ascii: "n"))
    case 0x09: put(UInt8(ascii: "t"))
    case 0x0D: put(UInt8(ascii: "r"))
    default:
      let digits: StaticString = "0123456789ABCDEF"
      put(UInt8(ascii: "U"))
      put(UInt8(ascii: "0"))
      put(UInt8(ascii: "0"))
      put(digits.utf8Start[Int(byte >> 4)])
      put(digits.utf8Start[Int(byte & 0xF)])
    }
  }
}

extension LocalizedText {
  /// Names the text in a message, after the key: nothing for a `.strings` value, else
  /// ` (format)` or ` ("one" of "n")`.
  var label: String {
    switch slot {
    case .value: ""
    case .format: " (format)"
    case .variant(let variable, let name): " (\(quoted(name)) of \(quoted(variable)))"
    }
  }
}
