import Foundation

/// Turns the key references found in source files into genstrings tables: grouping by table,
/// first value wins, comments merged, keys sorted, values numbered, bytes encoded.
///
/// This folder owns everything between the extractor's ``KeyReference`` values and the bytes
/// of each `<Table>.strings`; it reads and writes no files. The command-line layer decides
/// where tables go and whether to append (``TableWriter/appending(_:to:newFileEncoding:)``).
///
///     let result = Generator().generate([
///       KeyReference(key: "app.key1", comment: "App key 1", kind: .localizedString(
///         routine: "NSLocalizedString"), position: position)
///     ])
///     result.tables[0].name  // "Localizable"
///     // data: FF FE + UTF-16LE "/* App key 1 */\n\"app.key1\" = \"app.key1\";\n\n"
public struct Generator: Sendable {
  public var options: GeneratorOptions

  public init(options: GeneratorOptions = GeneratorOptions()) {
    self.options = options
  }

  /// The tables for `references`, given in the order the files were read and, within a file,
  /// in source order.
  ///
  /// That order matters only among references to the same key of the same table: the first
  /// one's value is kept (§2.5). Everything else is sorted, so the output does not depend on
  /// the order of references to different keys.
  public func generate(_ references: [KeyReference]) -> GeneratedTables {
    var grouped = GroupedReferences(options: options)
    grouped.add(references)
    return generate(grouped)
  }

  /// The tables for references already grouped (``GroupedReferences``), for callers that feed
  /// references file by file instead of holding them all.
  ///
  /// Tables are independent of each other, and so are entries once sorted. Each table is sorted
  /// on its own core (a table of more than ``KeyOrder/everyCoreCount`` keys on every core, one
  /// such table after another), then every table's entries are laid out in slices on every core
  /// (a large table in one slice per core) and each table's slices encoded side by side into its
  /// file's bytes (in UTF-8, the slices are the file's pieces as they are). The slices of all
  /// tables make one list of work: a table's slices made in a parallel loop of their own ran on
  /// one core while the other tables' cores sat idle.
  public func generate(_ grouped: GroupedReferences) -> GeneratedTables {
    let builder = grouped.groups
    let valueWarnings = grouped.commentWarnings + grouped.valueWarnings
    let names = builder.tableNames.sorted()
    @Sendable func sortedKeys(_ index: Int, onEveryCore: Bool) -> SortedKeys? {
      guard let keys = builder.keys(of: names[index]), !keys.isEmpty else { return nil }
      let order = keys.bytes.withUnsafeBufferPointer { bytes in
        keys.starts.withUnsafeBufferPointer {
          KeyOrder.sortedIndices(utf8: bytes, starts: $0, onEveryCore: onEveryCore)
        }
      }
      return SortedKeys(keys: keys, order: order)
    }
    // A large table is sorted on every core, one table after another: sorted beside the others,
    // the largest kept one core busy long after the rest were done.
    let large = names.indices.filter {
      (builder.keys(of: names[$0])?.count ?? 0) > KeyOrder.everyCoreCount
    }
    var sorted = Parallel.map(names.count) { index -> SortedKeys? in
      large.contains(index) ? nil : sortedKeys(index, onEveryCore: false)
    }
    for index in large { sorted[index] = sortedKeys(index, onEveryCore: true) }
    let cores = Parallel.parts
    var pieces: [(table: Int, range: Range<Int>)] = []
    for case (let table, let keys?) in sorted.enumerated() {
      let count = keys.order.count
      let parts = count >= 4096 ? cores : 1
      for part in 0..<parts {
        pieces.append((table, (part * count / parts)..<((part + 1) * count / parts)))
      }
    }
    let slices = Parallel.map(pieces.count) { [pieces, sorted] index in
      let piece = pieces[index]
      let keys = sorted[piece.table]!
      return slice(keys.order[piece.range], keys: keys.keys, groups: builder, recording: false)
    }
    var tables: [GeneratedTable] = []
    var commentWarnings: [Diagnostic] = []
    for file in encode(slices, tables: pieces.map(\.table)) {
      let keys = sorted[pieces[file.slices.lowerBound].table]!
      // The entries' strings are wanted by few callers (`--append`, catalogs): laid out again
      // when asked for, rather than every entry's spans recorded in every run.
      let ranges = file.slices.map { pieces[$0].range }
      tables.append(
        GeneratedTable(
          name: names[pieces[file.slices.lowerBound].table], pieces: file.pieces,
          encoding: options.outputEncoding
        ) { [self] in
          ranges.flatMap { range in
            slice(keys.order[range], keys: keys.keys, groups: builder, recording: true)
              .entries.tableEntries
          }
        })
      for slice in slices[file.slices] { commentWarnings += slice.commentWarnings }
    }
    return GeneratedTables(tables: tables, diagnostics: valueWarnings + commentWarnings)
  }

  /// The file bytes of each table, given its slices: `tables[i]` is the table of `slices[i]`,
  /// and a table's slices follow each other in order. One file per table, with its slices.
  ///
  /// A UTF-8 file is its slices' texts, shared: pieces to compare or write, joined only when
  /// someone asks for the whole (``GeneratedTable/data``). Otherwise each file is sized first
  /// (the encoded count of each slice), then every slice is encoded straight into its place, all
  /// slices in parallel: no slice is encoded into memory of its own and copied again.
  private func encode(_ slices: [TableSlice], tables: [Int]) -> [(
    slices: Range<Int>, pieces: [Data]
  )] {
    let encoding = options.outputEncoding
    let mark = encoding.byteOrderMark
    // Each table's slices, consecutive.
    var files: [Range<Int>] = []
    for index in slices.indices {
      if index == 0 || tables[index] != tables[index - 1] { files.append(index..<index) }
      files[files.count - 1] = files[files.count - 1].lowerBound..<index + 1
    }
    if encoding == .utf8 {
      return files.map { file in
        (file, (mark.isEmpty ? [] : [Data(mark)]) + slices[file].map(\.entries.text.data))
      }
    }
    let sizes = Parallel.map(slices.count) { index in
      slices[index].entries.text.withBytes { encoding.encodedCount(utf8: $0) }
    }
    var fileOfSlice = [Int](repeating: 0, count: slices.count)
    var offsets = [Int](repeating: 0, count: slices.count)
    var targets: [FileBytes] = []
    for (file, range) in files.enumerated() {
      var count = mark.count
      for index in range {
        fileOfSlice[index] = file
        offsets[index] = count
        count += sizes[index]
      }
      targets.append(FileBytes(count: count, mark: mark))
    }
    _ = Parallel.map(slices.count) { [fileOfSlice, offsets, targets] index in
      slices[index].entries.text.withBytes {
        encoding.write(utf8: $0, to: targets[fileOfSlice[index]].base + offsets[index])
      }
    }
    return files.indices.map { (files[$0], [targets[$0].data]) }
  }

  /// The entries of consecutive keys of one table, already in order, with their text and their
  /// "multiple comments" warnings.
  ///
  /// `order` holds key numbers of `keys`. The text is laid out as ``TableWriter`` does, straight
  /// from the keys', values' and comments' UTF-8 bytes: no string is made of an entry unless a
  /// warning or a rewritten value needs one. Where each entry's texts went is recorded only
  /// when `recording`: the file needs the text alone, and the spans of a large table took more
  /// fresh memory than its text.
  private func slice(
    _ order: ArraySlice<Int>, keys: KeyIndex, groups: TableGroups, recording: Bool
  ) -> TableSlice {
    var finalValues = FinalValues(options: options)
    var result = TableSlice()
    var written = WrittenEntries()
    if recording {
      written.entries.reserveCapacity(order.count)
      written.comments.reserveCapacity(order.count)
    }
    // Most entries are their key, value and one comment around the fixed pieces: measured
    // so, the text needs no second buffer unless values are rewritten or comments merged.
    var out = TextBuffer(capacity: Self.measure(order, keys: keys, groups: groups))
    keys.bytes.withUnsafeBufferPointer { keyBytes in
      groups.text.withUnsafeBufferPointer { text in
        keys.starts.withUnsafeBufferPointer { starts in
          keys.groupIndices.withUnsafeBufferPointer { indices in
            for position in order {
              let key = UnsafeBufferPointer(
                rebasing: keyBytes[starts[position]..<starts[position + 1]])
              let group = groups.groups[indices[position]]
              let firstComment = written.comments.count
              out.put(Self.commentOpen)
              if group.clash < 0 {
                let comment =
                  group.comment.isEmpty
                  ? out.put(Self.noComment)
                  : out.put(UnsafeBufferPointer(rebasing: text[group.comment]))
                if recording { written.comments.append(comment) }
              } else {
                let sorted = groups.sortedComments(group)
                if !options.quiet, let position = groups.firstClash(group) {
                  // Appended in a loop rather than `joined(separator:)`, whose conformance
                  // lookup costs a scan of the static binary's conformance records.
                  var list = ""
                  for comment in sorted {
                    if !list.isEmpty { list += " & " }
                    list += "\"\(comment)\""
                  }
                  let name = String(decoding: key, as: UTF8.self)
                  result.commentWarnings.append(
                    .warning("Key \"\(name)\" used with multiple comments \(list)", at: position))
                }
                for (index, comment) in sorted.enumerated() {
                  if index > 0 { out.put(Self.commentSeparator) }
                  let span = out.put(comment)
                  if recording { written.comments.append(span) }
                }
              }
              out.put(Self.commentCloseKeyOpen)
              let keySpan = out.put(key)
              out.put(Self.keyCloseValueOpen)
              let raw = UnsafeBufferPointer(rebasing: text[group.value])
              let valueSpan =
                if let converted = finalValues.value(for: raw) {
                  out.put(converted)
                } else {
                  out.put(raw)
                }
              out.put(Self.valueClose)
              if recording {
                written.entries.append(
                  WrittenEntries.Entry(
                    key: keySpan, value: valueSpan, comments: firstComment..<written.comments.count
                  ))
              }
            }
          }
        }
      }
    }
    written.text = out.finish()
    result.entries = written
    return result
  }

  /// The bytes of the entries of `order` when each is written with its raw value and its first
  /// comment (or the placeholder): the text's size unless values are rewritten or comments
  /// merged.
  private static func measure(_ order: ArraySlice<Int>, keys: KeyIndex, groups: TableGroups)
    -> Int
  {
    let fixed =
      commentOpen.utf8CodeUnitCount + commentCloseKeyOpen.utf8CodeUnitCount
      + keyCloseValueOpen.utf8CodeUnitCount + valueClose.utf8CodeUnitCount
    let placeholder = noComment.utf8CodeUnitCount
    var total = 0
    keys.starts.withUnsafeBufferPointer { starts in
      keys.groupIndices.withUnsafeBufferPointer { indices in
        groups.groups.withUnsafeBufferPointer { groups in
          for position in order {
            let group = groups[indices[position]]
            let comment = group.comment.isEmpty ? placeholder : group.comment.count
            total += fixed + starts[position + 1] - starts[position] + group.value.count + comment
          }
        }
      }
    }
    return total
  }
}

extension Generator {
  // The fixed parts of an entry (as ``TableWriter`` lays it out), as UTF-8.
  fileprivate static let commentOpen: StaticString = "/* "
  fileprivate static let commentSeparator: StaticString = "\n   "
  fileprivate static let commentCloseKeyOpen: StaticString = " */\n\""
  fileprivate static let keyCloseValueOpen: StaticString = "\" = \""
  fileprivate static let valueClose: StaticString = "\";\n\n"
  fileprivate static let noComment: StaticString = "No comment provided by engineer."
}

/// A table's UTF-8 text as it is laid out, each piece's place returned for the entries.
///
/// Written through a pointer into memory sized beforehand (``Generator`` measures the text): a
/// table is hundreds of thousands of small pieces, and appending each to an array cost more
/// than copying it. The memory grows when a piece does not fit, so a short measure costs time,
/// never bytes.
private struct TextBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  @discardableResult
  @inline(__always)
  mutating func put(_ piece: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    let start = count
    if piece.count > capacity - start { grow(toHold: piece.count) }
    if let source = piece.baseAddress {
      ShortCopy.copy(source, to: base + start, count: piece.count)
    }
    count = start + piece.count
    return start..<count
  }

  @discardableResult
  @inline(__always)
  mutating func put(_ piece: StaticString) -> Range<Int> {
    put(UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
  }

  mutating func put(_ piece: String) -> Range<Int> {
    var piece = piece
    return piece.withUTF8 { put($0) }
  }

  /// Moves the text to memory with room for `extra` more bytes (at least twice as much).
  @inline(never)
  private mutating func grow(toHold extra: Int) {
    let larger = max(capacity * 2, count + extra)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = larger
  }

  /// The text written, in the memory it was written to.
  consuming func finish() -> TableText {
    let text = TableText(takingOver: base, count: count)
    discard self
    return text
  }
}

/// Consecutive entries of one table and what they produce.
private struct TableSlice: Sendable {
  /// The entries with their UTF-8 text.
  var entries = WrittenEntries()
  var commentWarnings: [Diagnostic] = []
}

/// A table's keys and the order they are written in.
private struct SortedKeys: Sendable {
  var keys: KeyIndex
  /// Key numbers of ``keys``, sorted (``KeyOrder``).
  var order: [Int]
}

/// A file's bytes, written by several workers at once, each at its own offset.
private struct FileBytes: @unchecked Sendable {
  // Sendable: workers write disjoint ranges, and the bytes are read only once all have returned.
  let base: UnsafeMutableRawPointer
  let count: Int

  /// Memory for `count` bytes that start with `mark`.
  init(count: Int, mark: [UInt8]) {
    self.count = count
    base = .allocate(byteCount: max(count, 1), alignment: 8)
    base.copyMemory(from: mark, byteCount: mark.count)
  }

  /// The bytes, the `Data` taking the memory over.
  var data: Data {
    Data(
      bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
  }
}

/// The values as written, worked out once per distinct value: `-u` escapes decoded first, so
/// that a decoded `%` counts, then specifiers numbered.
///
/// Many keys share a value (a key used as its own value is common, and so is one default value
/// for several keys), and numbering specifiers means scanning for them, so each distinct raw
/// value is converted once and remembered for the rest of the run. The conversion depends only
/// on the raw value and the options, so the result is the same as converting every time.
///
/// The memo is a ``KeyIndex`` (raw values compared literally, as ``LiteralKey`` does) beside an
/// array of results rather than a `[LiteralKey: String]`, whose generic metadata cost a scan of
/// every conformance record of the static binary on each run.
private struct FinalValues {
  let options: GeneratorOptions
  /// Raw value → index into ``converted``.
  private var known = KeyIndex()
  private var converted: [String] = []
  /// The last raw value looked up and its index into ``converted``; the bytes belong to the
  /// caller's table text, which outlives this memo.
  private var previous: (raw: UnsafeBufferPointer<UInt8>, index: Int)?

  init(options: GeneratorOptions) {
    self.options = options
  }

  /// The value to write for the raw value `raw` (UTF-8), or `nil` when it is written as it is.
  mutating func value(for raw: UnsafeBufferPointer<UInt8>) -> String? {
    guard options.unicodeEscapes || options.positionalParameters else { return nil }
    // Without `-u`, a value with fewer than two `%` is written as it is: skip the memo.
    if !options.unicodeEscapes && !PositionalParameters.mayRewrite(utf8: raw) { return nil }
    // Entries sharing a value often follow each other in key order: compared before hashing.
    if let previous, UTF8Text.equal(raw, previous.raw) { return converted[previous.index] }
    let index = known.group(of: raw, next: converted.count)
    previous = (raw, index)
    if index < converted.count { return converted[index] }
    var value = String(decoding: raw, as: UTF8.self)
    if options.unicodeEscapes { value = UnicodeEscapes.decode(value) }
    if options.positionalParameters { value = PositionalParameters.rewrite(value) }
    converted.append(value)
    return value
  }
}
