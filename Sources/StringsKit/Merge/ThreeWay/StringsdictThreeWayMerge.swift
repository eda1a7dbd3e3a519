import Foundation

/// Merges two `.stringsdict` files that share a base, dictionary by dictionary: keys, format
/// strings, variables and each plural category are taken from the side that changed them.
///
/// The result is ours' XML with theirs' changes spliced into its text (an element replaced by
/// theirs' element, a key and value inserted before the closing `</dict>` or removed with its
/// lines), so ours' indentation, comments and unknown keys stay. When both sides changed one
/// value differently, ours stays and an XML comment above it names theirs.
public enum StringsdictThreeWayMerge {
  /// Dictionaries nested deeper than this merge as whole values.
  static let maximumDepth = 32

  public static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String
  ) -> ThreeWayMergeResult {
    let files = [("base", base), ("ours", ours), ("theirs", theirs)].map { name, bytes in
      (name, StringsdictParser.parse(Data(bytes), path: path))
    }
    var diagnostics: [Diagnostic] = []
    for (name, file) in files {
      if let error = file.diagnostics.first(where: { $0.severity == .error }) {
        diagnostics.append(
          .error("\(name) cannot be read: \(error.message)", at: error.position ?? file.start))
      } else if let foreign = file.foreignFormatDescription {
        diagnostics.append(.error("\(name) is \(foreign), which cannot be merged", at: file.start))
      } else if file.root?.entries == nil {
        diagnostics.append(.error("\(name) has no <dict> at its top level", at: file.start))
      }
    }
    guard diagnostics.isEmpty, let oursRoot = files[1].1.root, let theirsRoot = files[2].1.root
    else { return ThreeWayMergeResult(bytes: nil, diagnostics: diagnostics) }
    if theirs == base { return ThreeWayMergeResult(bytes: ours) }
    if ours == base { return ThreeWayMergeResult(bytes: theirs) }
    var splicer = Splicer(ours: files[1].1, theirs: files[2].1)
    splicer.mergeDictionaries(
      base: files[0].1.root, ours: oursRoot, theirs: theirsRoot, path: [])
    do {
      let data = try files[1].1.applying(splicer.edits)
      return ThreeWayMergeResult(bytes: [UInt8](data), conflicts: splicer.conflicts)
    } catch {
      return ThreeWayMergeResult(
        bytes: nil,
        diagnostics: [.error("the merge cannot be written: \(error)", at: files[1].1.start)])
    }
  }

  /// Works out the edits to ours' text.
  struct Splicer {
    let ours: StringsdictFile
    let theirs: StringsdictFile
    let oursBytes: [UInt8]
    let theirsBytes: [UInt8]
    var edits: [StringsdictFile.Edit] = []
    var conflicts: [ThreeWayConflict] = []

    init(ours: StringsdictFile, theirs: StringsdictFile) {
      self.ours = ours
      self.theirs = theirs
      oursBytes = [UInt8](ours.data)
      theirsBytes = [UInt8](theirs.data)
    }

    private static func index(_ entries: [PropertyListEntry]) -> [LiteralKey: Int] {
      var result: [LiteralKey: Int] = [:]
      for (position, entry) in entries.enumerated() { result[LiteralKey(entry.key)] = position }
      return result
    }

    /// Merges the `<dict>` `ours` (which is in ours' file) with `theirs` and `base`.
    mutating func mergeDictionaries(
      base: PropertyListNode?, ours: PropertyListNode, theirs: PropertyListNode, path: [String]
    ) {
      let baseEntries = base?.entries ?? []
      let oursEntries = ours.entries ?? []
      let theirsEntries = theirs.entries ?? []
      let baseIndex = Self.index(baseEntries)
      let oursIndex = Self.index(oursEntries)
      let theirsIndex = Self.index(theirsEntries)
      for (position, entry) in oursEntries.enumerated() {
        let key = LiteralKey(entry.key)
        guard oursIndex[key] == position else { continue }
        let old = baseIndex[key].map { baseEntries[$0].value }
        let new = theirsIndex[key].map { theirsEntries[$0].value }
        let here = path + [entry.key]
        if Self.same(entry.value, new) || Self.same(old, new) { continue }
        if Self.same(old, entry.value) {
          if let new {
            // The insertion first: at one offset, edits apply in the order given.
            edits.append(.insert(theirsText(new.byteRange), at: entry.value.byteRange.lowerBound))
            edits.append(.remove(entry.value.byteRange))
          } else {
            edits.append(.remove(removalRange(of: entry)))
          }
          continue
        }
        if let new, new.entries != nil, entry.value.entries != nil,
          old == nil || old?.entries != nil, here.count < maximumDepth
        {
          mergeDictionaries(base: old, ours: entry.value, theirs: new, path: here)
          continue
        }
        recordConflict(path: here, ours: entry.value, theirs: new)
        edits.append(
          .insert(
            conflictComment(theirs: describe(new), path: here) + lineBreak(before: entry),
            at: entry.keyByteRange.lowerBound))
      }
      var inserted = ""
      for (position, entry) in theirsEntries.enumerated() {
        let key = LiteralKey(entry.key)
        guard theirsIndex[key] == position, oursIndex[key] == nil else { continue }
        let old = baseIndex[key].map { baseEntries[$0].value }
        let here = path + [entry.key]
        var comment: String? = nil
        if let old {
          if Self.same(old, entry.value) { continue }
          recordConflict(path: here, ours: nil, theirs: entry.value)
          comment = sanitized("strings-merge conflict: ours removed \(here.joined(separator: "."))")
        }
        inserted += memberText(entry, comment: comment, into: ours)
      }
      if !inserted.isEmpty { insertMembers(inserted, into: ours) }
    }

    // MARK: - Text

    private func theirsText(_ range: Range<Int>) -> String {
      String(decoding: theirsBytes[range], as: UTF8.self)
    }

    /// A member of theirs as lines for ours' `<dict>`: key then value, each on its own line at
    /// the dictionary's member indentation.
    private func memberText(
      _ entry: PropertyListEntry, comment: String?, into dict: PropertyListNode
    )
      -> String
    {
      let newline = ours.lineEnding.text
      let indent = memberIndentation(of: dict) ?? ""
      var text = ""
      if let comment { text += indent + "<!-- \(comment) -->" + newline }
      text += indent + theirsText(entry.keyByteRange) + newline
      text += indent + theirsText(entry.value.byteRange) + newline
      return text
    }

    /// The indentation of `dict`'s members: its first member's, else the closing tag's plus the
    /// file's unit.
    private func memberIndentation(of dict: PropertyListNode) -> String? {
      if let first = dict.entries?.first {
        return ours.indentation(before: first.keyByteRange.lowerBound)
      }
      return (ours.indentation(before: dict.byteRange.lowerBound) ?? "") + ours.indentationUnit
    }

    /// Puts whole lines before the line of `dict`'s closing tag (for `<dict/>`, replaces it
    /// with an open and a closing tag around them).
    private mutating func insertMembers(_ text: String, into dict: PropertyListNode) {
      let newline = ours.lineEnding.text
      let closing = dict.contentRange.upperBound
      let isSelfClosing = dict.contentRange.isEmpty && closing == dict.byteRange.upperBound
      if isSelfClosing {
        let indent = ours.indentation(before: dict.byteRange.lowerBound) ?? ""
        edits.append(
          .insert("<dict>" + newline + text + indent + "</dict>", at: dict.byteRange.lowerBound))
        edits.append(.remove(dict.byteRange))
        return
      }
      if let indent = ours.indentation(before: closing) {
        edits.append(.insert(text, at: closing - indent.utf8.count))
      } else {
        edits.append(.insert(newline + text, at: closing))
      }
    }

    /// The member's lines: from the start of its key's line (when only blanks precede it)
    /// through its value and the line break after it.
    private func removalRange(of entry: PropertyListEntry) -> Range<Int> {
      var start = entry.keyByteRange.lowerBound
      if let indent = ours.indentation(before: start) { start -= indent.utf8.count }
      var end = entry.value.byteRange.upperBound
      var probe = end
      while probe < oursBytes.count, oursBytes[probe] == 0x20 || oursBytes[probe] == 0x09 {
        probe += 1
      }
      if probe < oursBytes.count, oursBytes[probe] == 0x0D { probe += 1 }
      if probe < oursBytes.count, oursBytes[probe] == 0x0A { probe += 1 }
      if probe == oursBytes.count || oursBytes[probe - 1] == 0x0A || oursBytes[probe - 1] == 0x0D {
        end = probe
      }
      return start..<end
    }

    /// A line break and the key's indentation, so that what is inserted before the key stands
    /// on its own line.
    private func lineBreak(before entry: PropertyListEntry) -> String {
      guard let indent = ours.indentation(before: entry.keyByteRange.lowerBound) else { return "" }
      return ours.lineEnding.text + indent
    }

    // MARK: - Conflicts

    private mutating func recordConflict(
      path: [String], ours: PropertyListNode?, theirs: PropertyListNode?
    ) {
      conflicts.append(
        ThreeWayConflict(
          key: path.first ?? "", detail: path.dropFirst().joined(separator: "."),
          ours: describe(ours), theirs: describe(theirs)))
    }

    private func conflictComment(theirs: String, path: [String]) -> String {
      "<!-- " + sanitized("strings-merge conflict: theirs \(theirs)") + " -->"
    }

    /// Text that can stand inside `<!-- … -->`: no `--`, no `-` at the end.
    private func sanitized(_ text: String) -> String {
      var result = text
      while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
      if result.hasSuffix("-") { result += " " }
      return result
    }

    /// A value in words: a text quoted, anything else as its first lines.
    private func describe(_ node: PropertyListNode?) -> String {
      guard let node else { return ThreeWayConflict.quoted(nil) }
      if let text = node.string { return ThreeWayConflict.quoted(text) }
      return StringsdictUnitLines.lines(of: node, key: "", path: []).map {
        "\($0.detail.isEmpty ? "" : $0.detail + " ")\($0.value)"
      }.joined(separator: ", ")
    }

    /// Whether both hold the same value, compared by Unicode scalars; both absent counts.
    static func same(_ lhs: PropertyListNode?, _ rhs: PropertyListNode?) -> Bool {
      guard let lhs, let rhs else { return lhs == nil && rhs == nil }
      var pending = [(lhs, rhs)]
      while let (left, right) = pending.popLast() {
        switch (left.value, right.value) {
        case (.string(let l), .string(let r)):
          guard l.isLiterallyEqual(to: r) else { return false }
        case (.dictionary(let l), .dictionary(let r)):
          guard l.count == r.count else { return false }
          for (a, b) in zip(l, r) {
            guard a.key.isLiterallyEqual(to: b.key) else { return false }
            pending.append((a.value, b.value))
          }
        case (.array(let l), .array(let r)):
          guard l.count == r.count else { return false }
          pending.append(contentsOf: zip(l, r))
        case (.data(let l), .data(let r)): guard l == r else { return false }
        case (.date(let l), .date(let r)): guard l == r else { return false }
        case (.integer(let l), .integer(let r)): guard l == r else { return false }
        case (.real(let l), .real(let r)):
          guard l == r || (l.isNaN && r.isNaN) else { return false }
        case (.boolean(let l), .boolean(let r)): guard l == r else { return false }
        default: return false
        }
      }
      return true
    }
  }
}
