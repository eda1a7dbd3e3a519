import Foundation

/// Merges two `.strings` tables that share a base, key by key: values and comments are each
/// taken from the side that changed them.
///
/// The result is ours with theirs' changes applied as edits (``StringsFile/applying(_:)``), so
/// ours' encoding (UTF-16 with its byte order mark, UTF-8), line endings, comments and layout
/// stay; keys only theirs added go after the key they follow in theirs. When both sides changed
/// a key differently, ours' value stays and a comment above it names theirs.
public enum StringsThreeWayMerge {
  /// The comment that records theirs above a conflicted entry.
  public static func conflictComment(theirs: String) -> String {
    "strings-merge conflict: theirs \(theirs)"
  }

  public static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String
  ) -> ThreeWayMergeResult {
    let files = [("base", base), ("ours", ours), ("theirs", theirs)].map { name, bytes in
      (name, StringsFileParser.parse(bytes, path: path))
    }
    var diagnostics: [Diagnostic] = []
    for (name, file) in files {
      if let error = file.diagnostics.first(where: { $0.severity == .error }) {
        diagnostics.append(
          .error("\(name) cannot be read: \(error.message)", at: error.position ?? start(path)))
      } else if file.format != .text {
        diagnostics.append(
          .error("\(name) is a property list, not a text .strings file", at: start(path)))
      }
    }
    guard diagnostics.isEmpty else {
      return ThreeWayMergeResult(bytes: nil, diagnostics: diagnostics)
    }
    if theirs == base { return ThreeWayMergeResult(bytes: ours) }
    if ours == base { return ThreeWayMergeResult(bytes: theirs) }
    let (baseFile, oursFile, theirsFile) = (files[0].1, files[1].1, files[2].1)
    var plan = Plan(base: baseFile, ours: oursFile, theirs: theirsFile)
    plan.build()
    do {
      let data = try oursFile.applying(plan.edits)
      return ThreeWayMergeResult(bytes: [UInt8](data), conflicts: plan.conflicts)
    } catch {
      return ThreeWayMergeResult(
        bytes: nil, diagnostics: [.error("the merge cannot be written: \(error)", at: start(path))])
    }
  }

  private static func start(_ path: String) -> SourcePosition {
    SourcePosition(path: path, line: 1, column: 1)
  }

  /// The edits to ours, worked out key by key.
  struct Plan {
    let base: StringsFile
    let ours: StringsFile
    let theirs: StringsFile
    var edits: [StringsEdit] = []
    var conflicts: [ThreeWayConflict] = []

    init(base: StringsFile, ours: StringsFile, theirs: StringsFile) {
      self.base = base
      self.ours = ours
      self.theirs = theirs
    }

    /// Each key's effective entry (the last occurrence, as at runtime).
    private static func index(_ file: StringsFile) -> [LiteralKey: Int] {
      var result: [LiteralKey: Int] = [:]
      for (position, entry) in file.entries.enumerated() {
        result[LiteralKey(entry.key)] = position
      }
      return result
    }

    mutating func build() {
      let baseIndex = Self.index(base)
      let oursIndex = Self.index(ours)
      let theirsIndex = Self.index(theirs)
      var removed = Set<Int>()
      // Keys ours has: theirs' changes to them.
      for (position, entry) in ours.entries.enumerated() {
        let key = LiteralKey(entry.key)
        guard oursIndex[key] == position else { continue }
        let old = baseIndex[key].map { base.entries[$0] }
        let new = theirsIndex[key].map { theirs.entries[$0] }
        let theirsChanged = !Self.sameValue(old, new)
        let oursChanged = !Self.sameValue(old, entry)
        if theirsChanged && !Self.sameValue(entry, new) {
          if oursChanged || old == nil {
            conflict(at: position, ours: entry, theirs: new)
            continue
          }
          guard let new else {
            // Removed by theirs, unchanged in ours: every occurrence goes.
            for (other, duplicate) in ours.entries.enumerated()
            where duplicate.key.isLiterallyEqual(to: entry.key) {
              edits.append(.remove(entryAt: other))
              removed.insert(other)
            }
            continue
          }
          edits.append(.replaceValue(ofEntryAt: position, with: new.value))
        }
        if let old, let new, !Self.sameComments(old.comments, new.comments),
          Self.sameComments(old.comments, entry.comments)
        {
          edits.append(.replaceComments(ofEntryAt: position, with: new.comments))
        }
      }
      // Keys only theirs has: added by theirs, or removed by ours.
      var anchor: StringsEdit.Location? = nil
      var inserts: [StringsEdit] = []
      for (position, entry) in theirs.entries.enumerated() {
        let key = LiteralKey(entry.key)
        guard theirsIndex[key] == position else { continue }
        if let mine = oursIndex[key] {
          if !removed.contains(mine) { anchor = .after(entryAt: mine) }
          continue
        }
        let old = baseIndex[key].map { base.entries[$0] }
        var comments = entry.comments
        if let old {
          // Ours removed it: gone unless theirs changed it.
          if Self.sameValue(old, entry) { continue }
          conflicts.append(
            ThreeWayConflict(
              key: entry.key, detail: "", ours: ThreeWayConflict.quoted(nil),
              theirs: ThreeWayConflict.quoted(entry.value)))
          comments.append("strings-merge conflict: ours removed this key; theirs kept here")
        }
        let location =
          anchor ?? firstKeptEntry(removed: removed).map { .before(entryAt: $0) } ?? .end
        inserts.append(
          .insert(
            StringsFileWriter.Entry(key: entry.key, value: entry.value, comments: comments),
            at: location))
      }
      // Insertions first: at an offset where an entry's comment also changes, the new entries
      // go before it.
      edits = inserts + edits
    }

    /// The first entry of ours that stays, where keys theirs put first go.
    private func firstKeptEntry(removed: Set<Int>) -> Int? {
      ours.entries.indices.first { !removed.contains($0) }
    }

    /// Keeps ours and writes theirs in a comment above it.
    private mutating func conflict(
      at position: Int, ours entry: StringsEntry, theirs: StringsEntry?
    ) {
      let theirsText = ThreeWayConflict.quoted(theirs?.value)
      conflicts.append(
        ThreeWayConflict(
          key: entry.key, detail: "", ours: ThreeWayConflict.quoted(entry.value), theirs: theirsText
        ))
      edits.append(
        .replaceComments(
          ofEntryAt: position,
          with: entry.comments + [StringsThreeWayMerge.conflictComment(theirs: theirsText)]))
    }

    /// Same value, compared by Unicode scalars (both absent counts as the same).
    static func sameValue(_ lhs: StringsEntry?, _ rhs: StringsEntry?) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): true
      case (let l?, let r?): l.valueKind == r.valueKind && l.value.isLiterallyEqual(to: r.value)
      default: false
      }
    }

    static func sameComments(_ lhs: [String], _ rhs: [String]) -> Bool {
      lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isLiterallyEqual(to: $1) }
    }
  }
}
