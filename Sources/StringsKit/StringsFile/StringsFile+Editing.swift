import Foundation

extension StringsFile {
  /// One replacement of original bytes; at equal offsets the lower `order` goes first.
  private typealias Splice = (range: Range<Int>, bytes: [UInt8], order: Int)

  /// The file's bytes with `edits` applied; bytes no edit touches are kept exactly.
  ///
  /// Consecutive insertions at the same location are written together, laid out like the
  /// entries around them (their indentation, and blank lines between entries or not). New
  /// entries never go into text that CoreFoundation ignores (``ignoredTailOffset``).
  public func applying(_ edits: [StringsEdit]) throws(StringsEditError) -> Data {
    guard format == .text else { throw .notATextFile(path: path) }
    var splices: [Splice] = []
    func entry(_ index: Int) throws(StringsEditError) -> StringsEntry {
      guard entries.indices.contains(index) else {
        throw .noSuchEntry(index: index, entryCount: entries.count)
      }
      return entries[index]
    }
    let newline = encoding.encode(lineEnding.text)
    var group: (entries: [StringsFileWriter.Entry], location: StringsEdit.Location, order: Int)?
    func flushGroup() throws(StringsEditError) {
      guard let pending = group else { return }
      group = nil
      if case .before(let index) = pending.location { _ = try entry(index) }
      if case .after(let index) = pending.location { _ = try entry(index) }
      splices.append(insertion(pending.entries, at: pending.location, bytes, pending.order))
    }
    for (order, edit) in edits.enumerated() {
      if case .insert(let newEntry, let location) = edit {
        if group?.location == location {
          group?.entries.append(newEntry)
        } else {
          try flushGroup()
          group = ([newEntry], location, order)
        }
        continue
      }
      try flushGroup()
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
          // The comment takes the key's place on its line; the key moves to the next line with
          // the same indentation.
          let at = target.keyByteRange.lowerBound
          let indent = lineStart(before: at, bytes).map { Array(bytes[$0..<at]) } ?? []
          splices.append((at..<at, encoding.encode(block) + newline + indent, order))
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
      case .replaceKey(let index, let key):
        let target = try entry(index)
        let quoted = encoding.encode("\"\(StringsFileWriter.escaped(key))\"")
        splices.append((target.keyByteRange, quoted, order))
      case .remove(let index):
        let target = try entry(index)
        splices.append((removalRange(of: target, in: bytes), [], order))
      case .insert:
        break
      }
    }
    try flushGroup()
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

  /// How new entries look beside the entry at `index`: its indentation (when only spaces and
  /// tabs precede it on its line), and whether a blank line separates it from its next entry (or,
  /// for the last entry, from its previous one). A lone entry is spaced when a blank line
  /// follows it, as in genstrings' files: a file without blank lines gets none.
  private func layout(near index: Int, _ bytes: [UInt8]) -> (indent: [UInt8], spaced: Bool) {
    let start = entries[index].byteRange.lowerBound
    let lineStart = self.lineStart(before: start, bytes)
    let indent = lineStart.map { Array(bytes[$0..<start]) } ?? []
    let spaced: Bool
    if index + 1 < entries.count {
      spaced =
        lineBreaks(
          entries[index].byteRange.upperBound..<entries[index + 1].byteRange.lowerBound, bytes) > 1
    } else if index > 0 {
      spaced = lineBreaks(entries[index - 1].byteRange.upperBound..<start, bytes) > 1
    } else {
      let end = entries[index].byteRange.upperBound
      if let line = restOfLine(from: end, in: bytes), line.endsWithBreak,
        let next = restOfLine(from: line.end, in: bytes), next.end > line.end
      {
        spaced = isBlank(line.end..<next.end, in: bytes)
      } else {
        spaced = false
      }
    }
    return (indent, spaced)
  }

  /// The new entries as lines in the file's encoding: each comment block and entry line after
  /// `indent`, entries separated by a line break (and a blank line when `spaced`), with no line
  /// break after the last one.
  private func body(
    _ newEntries: [StringsFileWriter.Entry], indent: [UInt8], spaced: Bool
  ) -> [UInt8] {
    let newline = encoding.encode(lineEnding.text)
    var out: [UInt8] = []
    for (k, newEntry) in newEntries.enumerated() {
      if k > 0 { out += spaced ? newline + newline : newline }
      if let comment = StringsFileWriter.commentBlock(newEntry.comments, lineEnding: lineEnding) {
        out += indent + encoding.encode(comment) + newline
      }
      let bare = StringsFileWriter.Entry(key: newEntry.key, value: newEntry.value)
      // The writer's block without comments is the entry line and a blank line.
      let line = encoding.encode(StringsFileWriter.block(for: bare, lineEnding: lineEnding))
      out += indent + line.dropLast(2 * newline.count)
    }
    return out
  }

  /// Where and how new entries go at `location`.
  private func insertion(
    _ newEntries: [StringsFileWriter.Entry], at location: StringsEdit.Location,
    _ bytes: [UInt8], _ order: Int
  ) -> Splice {
    let newline = encoding.encode(lineEnding.text)
    switch location {
    case .before(let index):
      let (indent, spaced) = layout(near: index, bytes)
      let start = entries[index].byteRange.lowerBound
      let at = lineStart(before: start, bytes) ?? start
      let text = body(newEntries, indent: indent, spaced: spaced) + newline
      return (at..<at, spaced ? text + newline : text, order)
    case .after(let index):
      return insertion(newEntries, after: index, bytes, order)
    case .end:
      if !entries.isEmpty { return insertion(newEntries, after: entries.count - 1, bytes, order) }
      let text = body(newEntries, indent: [], spaced: true) + newline + newline
      if let tail = ignoredTailOffset {
        return insertion(text, beforeIgnoredTailAt: tail, bytes, order)
      }
      return insertionAtEnd(text, bytes, newline, order)
    }
  }

  /// New entries after the entry at `index`: after the rest of its line, and after one blank
  /// line when there is one (then they bring their own blank line).
  private func insertion(
    _ newEntries: [StringsFileWriter.Entry], after index: Int, _ bytes: [UInt8], _ order: Int
  ) -> Splice {
    let newline = encoding.encode(lineEnding.text)
    let (indent, spaced) = layout(near: index, bytes)
    let text = body(newEntries, indent: indent, spaced: spaced)
    let entryEnd = entries[index].byteRange.upperBound
    guard let line = restOfLine(from: entryEnd, in: bytes) else {
      // Another entry follows on the same line: start the new entry on a line of its own.
      return (entryEnd..<entryEnd, newline + text + newline, order)
    }
    guard line.endsWithBreak else {
      // The file ends on the entry's line without a line break.
      let gap = spaced ? newline + newline : newline
      return (line.end..<line.end, gap + text + newline, order)
    }
    if let next = restOfLine(from: line.end, in: bytes), next.end > line.end,
      isBlank(line.end..<next.end, in: bytes)
    {
      return (next.end..<next.end, text + newline + newline, order)
    }
    if line.end == bytes.count && spaced {
      // The file ends with one line break after its last entry, and still does.
      return (line.end..<line.end, newline + text + newline, order)
    }
    return (line.end..<line.end, text + newline, order)
  }

  /// New entries before the text CoreFoundation ignores from `tail` on: at the start of its
  /// line, so that the ignored text follows them untouched.
  private func insertion(
    _ block: [UInt8], beforeIgnoredTailAt tail: Int, _ bytes: [UInt8], _ order: Int
  ) -> Splice {
    let newline = encoding.encode(lineEnding.text)
    guard let at = lineStart(before: tail, bytes) else {
      return (tail..<tail, newline + block, order)
    }
    let textStart = min(encoding.skippedByteCount, at)
    let text = bytes[textStart..<at]
    let n = newline.count
    if isBlank(textStart..<at, in: bytes) { return (at..<at, block, order) }
    if text.count >= 2 * n && Array(text.suffix(2 * n)) == newline + newline {
      return (at..<at, block, order)
    }
    return (at..<at, newline + block, order)
  }

  /// New entries at the end of a file that has no entries: after whatever it holds, separated
  /// by a blank line.
  private func insertionAtEnd(
    _ block: [UInt8], _ bytes: [UInt8], _ newline: [UInt8], _ order: Int
  ) -> Splice {
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

  /// The start of the line holding `offset` when only spaces and tabs precede `offset` on it.
  private func lineStart(before offset: Int, _ bytes: [UInt8]) -> Int? {
    let unit = unitSize
    let textStart = min(encoding.skippedByteCount, bytes.count)
    var k = offset
    while k - unit >= textStart {
      let c = codeUnit(bytes, at: k - unit)
      if c == 0x0A || c == 0x0D { return k }
      if c != 0x20 && c != 0x09 { return nil }
      k -= unit
    }
    return k
  }

  /// The number of line breaks in `range` (`\r\n` counts once).
  private func lineBreaks(_ range: Range<Int>, _ bytes: [UInt8]) -> Int {
    let unit = unitSize
    var count = 0
    var k = range.lowerBound
    while k + unit <= range.upperBound {
      let c = codeUnit(bytes, at: k)
      if c == 0x0A {
        count += 1
      } else if c == 0x0D {
        count += 1
        if k + 2 * unit <= range.upperBound && codeUnit(bytes, at: k + unit) == 0x0A { k += unit }
      }
      k += unit
    }
    return count
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
