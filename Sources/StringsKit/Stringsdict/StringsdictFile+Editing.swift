import Foundation

/// Edits a `.stringsdict` in place: text inserted at byte offsets and byte ranges removed, the
/// rest of the file kept byte for byte (indentation, comments, unknown keys).
extension StringsdictFile {
  /// One change to the file's bytes.
  public enum Edit: Sendable, Equatable {
    case insert(String, at: Int)
    case remove(Range<Int>)

    var offset: Int {
      switch self {
      case .insert(_, let offset): offset
      case .remove(let range): range.lowerBound
      }
    }
  }

  /// Edits that overlap, or reach outside the file.
  public struct EditConflict: Error, CustomStringConvertible {
    public var description: String
  }

  /// The bytes with `edits` applied. Insertions at one offset keep their order; edits must not
  /// overlap.
  public func applying(_ edits: [Edit]) throws(EditConflict) -> Data {
    let bytes = [UInt8](data)
    let ordered = edits.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }.map(\.element)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + edits.count * 64)
    var cursor = 0
    for edit in ordered {
      guard edit.offset >= cursor, edit.offset <= bytes.count else {
        throw EditConflict(description: "overlapping edits at byte \(edit.offset)")
      }
      out += bytes[cursor..<edit.offset]
      cursor = edit.offset
      switch edit {
      case .insert(let text, _):
        out += Array(text.utf8)
      case .remove(let range):
        guard range.upperBound <= bytes.count else {
          throw EditConflict(description: "a removal past the end of the file")
        }
        cursor = range.upperBound
      }
    }
    out += bytes[cursor...]
    return Data(out)
  }

  /// The whitespace that starts the line holding `offset`, when only whitespace precedes it
  /// there; `nil` when other text does (an inline layout).
  func indentation(before offset: Int) -> String? {
    let bytes = data
    var start = offset
    while start > 0 {
      let byte = bytes[bytes.startIndex + start - 1]
      if byte == 0x0A || byte == 0x0D { break }
      guard byte == 0x20 || byte == 0x09 else { return nil }
      start -= 1
    }
    return String(
      decoding: bytes[(bytes.startIndex + start)..<(bytes.startIndex + offset)], as: UTF8.self)
  }

  /// The unit of indentation the file uses: the whitespace before its first top-level key (a
  /// tab when there is none to learn from).
  var indentationUnit: String {
    guard let first = entries.first,
      let indent = indentation(before: first.keyByteRange.lowerBound),
      !indent.isEmpty
    else { return "\t" }
    let rootIndent = root.flatMap { indentation(before: $0.byteRange.lowerBound) } ?? ""
    let unit = indent.hasPrefix(rootIndent) ? String(indent.dropFirst(rootIndent.count)) : indent
    return unit.isEmpty ? "\t" : unit
  }

  /// Where an element that starts at `offset` begins together with the line break and
  /// indentation before it, so that removing from there leaves the lines around it intact.
  func startIncludingLine(_ offset: Int) -> Int {
    let bytes = data
    var start = offset
    while start > 0 {
      let byte = bytes[bytes.startIndex + start - 1]
      guard byte == 0x20 || byte == 0x09 else { break }
      start -= 1
    }
    if start > 0 && bytes[bytes.startIndex + start - 1] == 0x0A { start -= 1 }
    if start > 0 && bytes[bytes.startIndex + start - 1] == 0x0D { start -= 1 }
    return start
  }
}
