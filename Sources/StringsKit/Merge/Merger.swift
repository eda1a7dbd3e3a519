import Foundation

/// Brings a language's `.strings` table up to date with the reference table, without ever
/// changing a translation.
///
/// This folder owns the merge itself: a pure function from two parsed files to new bytes and a
/// report (``MergeResult``). Reading, writing, diffs and printing belong to the caller
/// (`strings-merge` in StringsCLI).
///
/// What a merge does to the language file:
/// - Every key it already has keeps its value, byte for byte.
/// - Each key new in the reference is inserted after the nearest preceding reference key that the
///   language has; when it has none of them, before the language's first entry (at the end of a
///   file without entries). New keys therefore land in the reference's order, next to their
///   neighbours. New entries use the canonical layout of ``StringsFileWriter``, the reference's
///   comment and the value ``MergeOptions/newValue`` chooses.
/// - The comment of each kept key becomes the reference's comment, unless
///   ``MergeOptions/keepComments``. Identical comments keep their bytes.
/// - With ``MergeOptions/carryOver``, a new key that ``CarryOverMatcher`` pairs with a key no
///   longer in the reference takes that key's translation instead, under the comment
///   ``CarryOverMarker`` writes (listed in ``MergeResult/carriedOver``); a refresh of comments
///   keeps that mark.
/// - Keys no longer in the reference stay and are reported as warnings, or with
///   ``MergeOptions/prune`` are removed and listed in ``MergeResult/pruned``.
/// - Repeated keys are reported and nothing is removed; the last occurrence is the one in effect,
///   so it is the one whose comment is refreshed and after which new keys go.
/// - Untouched entries keep their exact bytes, and so do the encoding, byte order mark and line
///   endings; merging the result again changes nothing.
///
/// A language file with errors is not merged: its diagnostics come back and ``MergeResult/data``
/// is `nil`.
///
///     let result = Merger().merge(reference: ReferenceTable(en), into: de)
///     result.added  // ["new.key"]
///     result.data   // the new bytes of de, or nil when it is up to date
public struct Merger: Sendable {
  public var options: MergeOptions

  public init(options: MergeOptions = MergeOptions()) {
    self.options = options
  }

  /// Merges `reference` into `language`.
  public func merge(reference: StringsFile, into language: StringsFile) -> MergeResult {
    merge(reference: ReferenceTable(reference), into: language)
  }

  /// Merges the prepared `reference` into `language`.
  public func merge(reference: ReferenceTable, into language: StringsFile) -> MergeResult {
    var result = MergeResult()
    let start = SourcePosition(path: language.path, line: 1, column: 1)
    if reference.file.hasErrors {
      result.diagnostics = reference.file.diagnostics.filter { $0.severity == .error }
      return result
    }
    if language.hasErrors {
      result.diagnostics = language.diagnostics
      return result
    }
    guard language.format == .text else {
      result.diagnostics = [
        .error(
          "this file is a property list, not a text .strings file; strings-merge only edits "
            + "text files", at: start)
      ]
      return result
    }
    var diagnostics = language.diagnostics

    // The occurrence of each key that is in effect (the last), and the repeats. Entries are read
    // in place through indices: copying a StringsEntry costs a retain per string it holds.
    let entries = language.entries
    var lastIndex: [LiteralKey: Int] = [:]
    lastIndex.reserveCapacity(entries.count)
    var isLast = [Bool](repeating: true, count: entries.count)
    for offset in entries.indices {
      if let previous = lastIndex.updateValue(offset, forKey: LiteralKey(entries[offset].key)) {
        isLast[previous] = false
        diagnostics.append(
          .warning(
            "duplicate key \(quoted(entries[offset].key)); the last one is in effect (nothing "
              + "removed)", at: entries[offset].keyPosition,
            notes: [.init("previous occurrence", at: entries[previous].keyPosition)]))
      }
    }

    // Insertions come first: at a shared offset, the splices of earlier edits go first, so an
    // insertion lands before the comment or entry that another edit replaces there.
    var insertions: [StringsEdit] = []
    var changes: [StringsEdit] = []
    let carried = options.carryOver ? carryOver(reference, entries, lastIndex) : [:]
    var anchor: Int?
    for referenceEntry in reference.entries {
      if let offset = lastIndex[LiteralKey(referenceEntry.key)] {
        anchor = offset
        continue
      }
      let location: StringsEdit.Location
      if let anchor {
        location = .after(entryAt: anchor)
      } else {
        location = entries.isEmpty ? .end : .before(entryAt: 0)
      }
      var entry = newEntry(from: referenceEntry)
      if let (match, offset) = carried[LiteralKey(referenceEntry.key)] {
        entry.value = entries[offset].value
        entry.comments.insert(CarryOverMarker.comment(from: match.removed), at: 0)
        result.carriedOver.append(match)
      }
      insertions.append(.insert(entry, at: location))
      result.added.append(referenceEntry.key)
    }

    var staleSeen = Set<LiteralKey>()
    result.kept.reserveCapacity(lastIndex.count)
    for offset in entries.indices {
      let key = entries[offset].key
      guard let referenceIndex = reference.index[LiteralKey(key)] else {
        if options.prune {
          changes.append(.remove(entryAt: offset))
          result.pruned.append(.init(key: key, value: entries[offset].value))
        } else {
          diagnostics.append(
            .warning(
              "\(quoted(key)) is no longer in the reference (kept; --prune removes it)",
              at: entries[offset].keyPosition))
          if staleSeen.insert(LiteralKey(key)).inserted { result.stale.append(key) }
        }
        continue
      }
      guard isLast[offset] else { continue }
      result.kept.append(key)
      if !options.keepComments,
        !hasComments(reference.entries[referenceIndex].comments, entries[offset], in: language)
      {
        // A carry-over mark stays until a translator removes it.
        let comments =
          (CarryOverMarker.marker(in: entries[offset].comments).map { [$0] } ?? [])
          + reference.entries[referenceIndex].comments
        if !hasComments(comments, entries[offset], in: language) {
          changes.append(.replaceComments(ofEntryAt: offset, with: comments))
          result.refreshedComments.append(key)
        }
      }
    }

    result.diagnostics = diagnostics.sortedForPrinting()
    let edits = insertions + changes
    guard !edits.isEmpty else { return result }
    do {
      let data = try language.applying(edits)
      result.data = data == language.data ? nil : data
    } catch {
      // The edits above never overlap; this guards the invariant instead of trapping.
      result.diagnostics.append(.error("cannot merge this file: \(error)", at: start))
    }
    return result
  }

  /// The keys new in the reference that take the translation of a key the language has and
  /// the reference no longer has, paired by ``CarryOverMatcher`` on the keys' texts; each with
  /// the index of the entry whose value it takes. Only string values are carried.
  private func carryOver(
    _ reference: ReferenceTable, _ entries: [StringsEntry], _ lastIndex: [LiteralKey: Int]
  ) -> [LiteralKey: (CarryOverMatcher.Match, Int)] {
    // In file order, so that the report is too.
    let removed = lastIndex.filter { key, offset in
      reference.index[key] == nil && entries[offset].valueKind == .string
    }.values.sorted().map { CarryOverMatcher.Candidate(key: entries[$0].key) }
    let added = reference.entries.filter { lastIndex[LiteralKey($0.key)] == nil }
      .map { CarryOverMatcher.Candidate(key: $0.key) }
    var result: [LiteralKey: (CarryOverMatcher.Match, Int)] = [:]
    for match in CarryOverMatcher.matches(removed: removed, added: added) {
      result[LiteralKey(match.added)] = (match, lastIndex[LiteralKey(match.removed)]!)
    }
    return result
  }

  /// The whole table for a language that does not have it yet.
  ///
  /// With ``MergeOptions/NewValue/reference`` this is the reference file byte for byte, what
  /// Xcode does when it adds a language: same encoding, byte order mark, line endings, comments
  /// and layout. Otherwise the entries in effect are written in the canonical layout of
  /// ``StringsFileWriter`` with their new values, in the reference's encoding (UTF-16 with a byte
  /// order mark) and line ending; a property-list reference gives UTF-8.
  public func newTable(from reference: ReferenceTable) -> MergeResult {
    var result = MergeResult()
    if reference.file.hasErrors {
      result.diagnostics = reference.file.diagnostics.filter { $0.severity == .error }
      return result
    }
    result.added = reference.entries.map(\.key)
    if options.newValue == .reference {
      result.data = reference.file.data
      return result
    }
    let text = StringsFileWriter.text(
      for: reference.entries.map(newEntry(from:)), lineEnding: reference.file.lineEnding)
    let encoding: StringsEncoding =
      switch (reference.file.format, reference.file.encoding) {
      case (.text, .utf16LittleEndian): .utf16LittleEndian(bom: true)
      case (.text, .utf16BigEndian): .utf16BigEndian(bom: true)
      case (.text, let encoding): encoding
      default: .utf8(bom: false)
      }
    result.data = Data(encoding.byteOrderMark + encoding.encode(text))
    return result
  }

  private func newEntry(from entry: StringsEntry) -> StringsFileWriter.Entry {
    let value =
      switch options.newValue {
      case .reference: entry.value
      case .empty: ""
      case .key: entry.key
      }
    return StringsFileWriter.Entry(key: entry.key, value: value, comments: entry.comments)
  }

  /// Whether `entry` already carries `comments`: the same texts, or exactly the bytes a refresh
  /// would write (comments that do not read back as written, such as one holding `*/`, must not
  /// be rewritten on every run).
  private func hasComments(
    _ comments: [String], _ entry: borrowing StringsEntry, in file: StringsFile
  ) -> Bool {
    if entry.comments == comments { return true }
    guard let range = entry.commentByteRange,
      let block = StringsFileWriter.commentBlock(comments, lineEnding: file.lineEnding)
    else { return false }
    return file.bytes[range].elementsEqual(file.encoding.encode(block))
  }

  private func quoted(_ key: String) -> String {
    "\"\(StringsFileWriter.escaped(key))\""
  }
}
