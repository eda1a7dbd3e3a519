import Foundation

extension StringsFile {
  /// The file's bytes with `edits` applied; bytes no edit touches are kept exactly.
  public func applying(_ edits: [StringsEdit]) throws(StringsEditError) -> Data {
    guard format == .text else { throw .notATextFile(path: path) }
    let bytes = [UInt8](data)
    var splices: [(range: Range<Int>, bytes: [UInt8], order: Int)] = []
    func entry(_ index: Int) throws(StringsEditError) -> StringsEntry {
      guard entries.indices.contains(index) else {
        throw .noSuchEntry(index: index, entryCount: entries.count)
      }
      return entries[index]
    }
    let newline = encoding.encode(lineEnding.text)
    for (order, edit) in edits.enumerated() {
      switch edit {
      case .replaceComments(let index, let comments):
        let target = try entry(index)
        let block = StringsFileWriter.commentBlock(comments, lineEnding: lineEnding)
        if let range = target.commentByteRange {
          if let block {
            splices.append((range, encoding.encode(block), order))
          } else {
            splices.append((range.lowerBound..<target.keyByteRange.lowerBound, [], order))
          }
        } else if let block {
          let at = target.keyByteRange.lowerBound
          splices.append((at..<at, encoding.encode(block) + newline, order))
        }
      case .replaceValue(let index, let value):
        let target = try entry(index)
        let quoted = encoding.encode("\"\(StringsFileWriter.escaped(value))\"")
        if let range = target.valueByteRange {
          splices.append((range, quoted, order))
        } else {
          let at = target.keyByteRange.upperBound
          splices.append((at..<at, encoding.encode(" = ") + quoted, order))
        }
      case .remove(let index):
        let target = try entry(index)
        splices.append((removalRange(of: target, in: bytes), [], order))
      case .insert(let newEntry, let location):
        let block = encoding.encode(StringsFileWriter.block(for: newEntry, lineEnding: lineEnding))
        switch location {
        case .before(let index):
          let at = try entry(index).byteRange.lowerBound
          splices.append((at..<at, block, order))
        case .after(let index):
          let target = try entry(index)
          splices.append(
            insertion(after: target.byteRange.upperBound, block, bytes, newline, order))
        case .end:
          if let last = entries.last {
            splices.append(
              insertion(after: last.byteRange.upperBound, block, bytes, newline, order))
          } else {
            splices.append(insertionAtEnd(block, bytes, newline, order))
          }
        }
      }
    }
    splices.sort { ($0.range.lowerBound, $0.order) < ($1.range.lowerBound, $1.order) }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + splices.reduce(0) { $0 + $1.bytes.count })
    var cursor = 0
    for splice in splices {
      guard splice.range.lowerBound >= cursor else {
        throw .overlappingEdits(index: splice.order)
      }
      output.append(contentsOf: bytes[cursor..<splice.range.lowerBound])
      output.append(contentsOf: splice.bytes)
      cursor = splice.range.upperBound
    }
    output.append(contentsOf: bytes[cursor...])
    return Data(output)
  }

  /// Where a block goes after the entry ending at `entryEnd`: after the rest of its line, and
  /// after one blank line when there is one (then the block brings its own blank line). Without a
  /// blank line the neighbours are compact, and so is the new block.
  private func insertion(
    after entryEnd: Int, _ block: [UInt8], _ bytes: [UInt8], _ newline: [UInt8], _ order: Int
  ) -> (range: Range<Int>, bytes: [UInt8], order: Int) {
    let compactBlock = Array(block.dropLast(newline.count))
    guard let line = restOfLine(from: entryEnd, in: bytes) else {
      // Another entry follows on the same line: start the new entry on a line of its own.
      return (entryEnd..<entryEnd, newline + compactBlock, order)
    }
    guard line.endsWithBreak else {
      // The file ends on the entry's line without a line break.
      return (line.end..<line.end, newline + newline + compactBlock, order)
    }
    if let next = restOfLine(from: line.end, in: bytes), next.end > line.end,
      isBlank(line.end..<next.end, in: bytes)
    {
      return (next.end..<next.end, block, order)
    }
    if line.end == bytes.count { return (line.end..<line.end, newline + block, order) }
    return (line.end..<line.end, compactBlock, order)
  }

  /// A block at the end of a file that has no entries: after whatever it holds, separated by a
  /// blank line.
  private func insertionAtEnd(
    _ block: [UInt8], _ bytes: [UInt8], _ newline: [UInt8], _ order: Int
  ) -> (range: Range<Int>, bytes: [UInt8], order: Int) {
    let at = bytes.count
    let n = newline.count
    let text = bytes[min(encoding.skippedByteCount, at)...]
    if text.allSatisfy({ $0 == 0 }) || text.isEmpty { return (at..<at, block, order) }
    if text.count >= 2 * n && Array(text.suffix(2 * n)) == newline + newline {
      return (at..<at, block, order)
    }
    if text.count >= n && Array(text.suffix(n)) == newline {
      return (at..<at, newline + block, order)
    }
    return (at..<at, newline + newline + block, order)
  }

  /// The rest of the line from `offset`: where it ends (past its line break, or at the end of
  /// the data) and whether a line break ends it. `nil` when anything but spaces, tabs or a
  /// `//` comment comes first.
  private func restOfLine(from offset: Int, in bytes: [UInt8]) -> (end: Int, endsWithBreak: Bool)? {
    let unit = unitSize
    var k = offset
    var inComment = false
    while k + unit <= bytes.count {
      let c = codeUnit(bytes, at: k)
      if c == 0x0A { return (k + unit, true) }
      if c == 0x0D {
        if k + 2 * unit <= bytes.count && codeUnit(bytes, at: k + unit) == 0x0A {
          return (k + 2 * unit, true)
        }
        return (k + unit, true)
      }
      if !inComment && c == 0x2F && k + 2 * unit <= bytes.count
        && codeUnit(bytes, at: k + unit) == 0x2F
      {
        inComment = true
      } else if !inComment && c != 0x20 && c != 0x09 {
        return nil
      }
      k += unit
    }
    return (bytes.count, false)
  }

  /// The bytes to delete for `entry`: its comment block and the entry; when only blanks or a
  /// `//` comment follow on its line, also the rest of that line and one blank line after it.
  private func removalRange(of entry: StringsEntry, in bytes: [UInt8]) -> Range<Int> {
    let start = entry.byteRange.lowerBound
    guard let line = restOfLine(from: entry.byteRange.upperBound, in: bytes) else {
      // Another entry follows on the same line: remove the spaces after this one only.
      var k = entry.byteRange.upperBound
      while k + unitSize <= bytes.count, codeUnit(bytes, at: k) == 0x20 { k += unitSize }
      return start..<k
    }
    if line.endsWithBreak, let next = restOfLine(from: line.end, in: bytes), next.end > line.end,
      isBlank(line.end..<next.end, in: bytes)
    {
      return start..<next.end
    }
    return start..<line.end
  }

  /// Whether `range` holds only spaces, tabs and line breaks.
  private func isBlank(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
    var k = range.lowerBound
    while k + unitSize <= range.upperBound {
      let c = codeUnit(bytes, at: k)
      if c != 0x20 && c != 0x09 && c != 0x0A && c != 0x0D { return false }
      k += unitSize
    }
    return true
  }

  private var unitSize: Int {
    switch encoding {
    case .utf8: 1
    case .utf16LittleEndian, .utf16BigEndian: 2
    case .utf32LittleEndian, .utf32BigEndian: 4
    }
  }

  /// The code unit at byte offset `k` (ASCII-range comparisons only).
  private func codeUnit(_ bytes: [UInt8], at k: Int) -> UInt32 {
    switch encoding {
    case .utf8: return UInt32(bytes[k])
    case .utf16LittleEndian: return UInt32(bytes[k]) | UInt32(bytes[k + 1]) << 8
    case .utf16BigEndian: return UInt32(bytes[k]) << 8 | UInt32(bytes[k + 1])
    case .utf32LittleEndian:
      return UInt32(bytes[k]) | UInt32(bytes[k + 1]) << 8 | UInt32(bytes[k + 2]) << 16
        | UInt32(bytes[k + 3]) << 24
    case .utf32BigEndian:
      return UInt32(bytes[k]) << 24 | UInt32(bytes[k + 1]) << 16 | UInt32(bytes[k + 2]) << 8
        | UInt32(bytes[k + 3])
    }
  }
}
