/// Merges two String Catalogs that share a base, member by member: keys, languages, plural
/// categories and device variations, substitutions, state, comment and extraction state are
/// each taken from the side that changed them.
///
/// Merging the lossless JSON (``CatalogNode``) rather than the decoded entries means fields this
/// project does not know merge too. New members go where Xcode puts them (``CatalogKeyOrder``)
/// and ``CatalogWriter`` writes the result, so the file is what Xcode would write. When both
/// sides changed one value differently, ours stays, every string unit it holds is marked
/// `needs_review` (Xcode lists them for review), and a ``ThreeWayConflict`` names both.
public enum CatalogThreeWayMerge {
  /// Objects nested deeper than this merge as whole values, so the recursion stays shallow.
  static let maximumDepth = 48

  public static func merge(
    base: [UInt8], ours: [UInt8], theirs: [UInt8], path: String
  ) -> ThreeWayMergeResult {
    let sides = [("base", base), ("ours", ours), ("theirs", theirs)].map { name, bytes in
      (name, CatalogReader.read(bytes, path: path))
    }
    var diagnostics: [Diagnostic] = []
    for (name, catalog) in sides where catalog.root == nil || catalog.hasErrors {
      let first = catalog.diagnostics.first { $0.severity == .error }
      diagnostics.append(
        .error(
          "\(name) is not a String Catalog: \(first?.message ?? "it cannot be read")",
          at: first?.position ?? catalog.start))
    }
    guard diagnostics.isEmpty, let baseRoot = sides[0].1.root, let oursRoot = sides[1].1.root,
      let theirsRoot = sides[2].1.root
    else { return ThreeWayMergeResult(bytes: nil, diagnostics: diagnostics) }
    if theirs == base { return ThreeWayMergeResult(bytes: ours) }
    if ours == base { return ThreeWayMergeResult(bytes: theirs) }
    var merger = NodeMerger()
    let merged =
      merger.merge(base: baseRoot, ours: oursRoot, theirs: theirsRoot, path: []) ?? oursRoot
    let catalog = sides[1].1
    let bytes = CatalogWriter.data(
      for: merged, byteOrderMark: catalog.byteOrderMark,
      leadingWhitespace: catalog.leadingWhitespace, trailingWhitespace: catalog.trailingWhitespace)
    return ThreeWayMergeResult(bytes: bytes, conflicts: merger.conflicts)
  }

  /// The recursive merge, collecting conflicts.
  struct NodeMerger {
    var conflicts: [ThreeWayConflict] = []

    /// The merge of one member present on at least one side (`nil`: absent from the result).
    mutating func merge(
      base: CatalogNode?, ours: CatalogNode?, theirs: CatalogNode?, path: [String]
    ) -> CatalogNode? {
      if same(ours, theirs) { return ours }
      if same(base, ours) { return theirs }
      if same(base, theirs) { return ours }
      if let ours, let theirs, let oursMembers = ours.members, let theirsMembers = theirs.members,
        base == nil || base?.members != nil, path.count < maximumDepth
      {
        let before = conflicts.count
        var members = mergeMembers(
          base: base?.members ?? [], ours: oursMembers, theirs: theirsMembers, path: path)
        // Only the unit that holds a conflicting value is marked, not the objects around it.
        if conflicts.count > before, Self.isStringUnit(members) { markForReview(&members) }
        return CatalogNode(.object(members), at: ours.location)
      }
      conflicts.append(conflict(path: path, ours: ours, theirs: theirs))
      // Keep what was edited: ours, or theirs when ours removed it.
      guard var kept = ours ?? theirs else { return nil }
      if var members = kept.members {
        markForReview(&members)
        kept.value = .object(members)
      }
      return kept
    }

    /// Ours' members in ours' order, merged with theirs and base; members only theirs has go
    /// where Xcode would sort them.
    private mutating func mergeMembers(
      base: [CatalogMember], ours: [CatalogMember], theirs: [CatalogMember], path: [String]
    ) -> [CatalogMember] {
      let baseIndex = index(base)
      let theirsIndex = index(theirs)
      let oursIndex = index(ours)
      var result: [CatalogMember] = []
      var added: [CatalogMember] = []
      for (position, member) in ours.enumerated() {
        let key = LiteralKey(member.key)
        guard oursIndex[key] == position else { continue }
        let merged = merge(
          base: baseIndex[key].map { base[$0].value }, ours: member.value,
          theirs: theirsIndex[key].map { theirs[$0].value }, path: path + [member.key])
        if let merged {
          result.append(CatalogMember(member.key, merged, keyAt: member.keyLocation))
        }
      }
      for (position, member) in theirs.enumerated() {
        let key = LiteralKey(member.key)
        guard theirsIndex[key] == position, oursIndex[key] == nil else { continue }
        let merged = merge(
          base: baseIndex[key].map { base[$0].value }, ours: nil, theirs: member.value,
          path: path + [member.key])
        if let merged { added.append(CatalogMember(member.key, merged)) }
      }
      // In one pass, so that thousands of new keys stay linear.
      return Catalog.inserting(added, into: result)
    }

    /// Each key's last member (JSON readers keep the last).
    private func index(_ members: [CatalogMember]) -> [LiteralKey: Int] {
      var result: [LiteralKey: Int] = [:]
      for (position, member) in members.enumerated() { result[LiteralKey(member.key)] = position }
      return result
    }

    private func same(_ lhs: CatalogNode?, _ rhs: CatalogNode?) -> Bool {
      switch (lhs, rhs) {
      case (nil, nil): true
      case (let l?, let r?): l.hasSameValue(as: r)
      default: false
      }
    }

    /// Whether these are the members of a string unit (`{"state": …, "value": …}`).
    static func isStringUnit(_ members: [CatalogMember]) -> Bool {
      members.contains { $0.key == "value" && $0.value.string != nil }
    }

    /// Sets `state` to `needs_review` in the string unit these members are, or in every unit
    /// below them.
    private func markForReview(_ members: inout [CatalogMember], depth: Int = 0) {
      // String units sit a few levels down; deeper objects are left as they are.
      guard depth < maximumDepth else { return }
      let isUnit = Self.isStringUnit(members)
      for index in members.indices {
        if isUnit, members[index].key == "state" {
          members[index].value.value = .string("needs_review")
        } else if var inner = members[index].value.members {
          markForReview(&inner, depth: depth + 1)
          members[index].value.value = .object(inner)
        }
      }
    }

    /// Names the unit at `path` (`strings`, key, `localizations`, language, …) for the report.
    private func conflict(path: [String], ours: CatalogNode?, theirs: CatalogNode?)
      -> ThreeWayConflict
    {
      guard path.count >= 2, path[0] == "strings" else {
        return ThreeWayConflict(
          key: "(\(path.joined(separator: ".")))", detail: "", ours: describe(ours),
          theirs: describe(theirs))
      }
      var rest = Array(path.dropFirst(2))
      var detail: [String] = []
      if rest.first == "localizations", rest.count >= 2 {
        detail.append(rest[1])
        rest.removeFirst(2)
      }
      let inner = rest.filter { $0 != "stringUnit" && $0 != "variations" && $0 != "value" }
      if !inner.isEmpty { detail.append(inner.joined(separator: ".")) }
      return ThreeWayConflict(
        key: path[1], detail: detail.joined(separator: " "), ours: describe(ours),
        theirs: describe(theirs))
    }

    /// A value in words: a string quoted, a string unit by its value, removal, or compact JSON.
    private func describe(_ node: CatalogNode?) -> String {
      guard let node else { return ThreeWayConflict.quoted(nil) }
      if let text = node.string { return ThreeWayConflict.quoted(text) }
      let units = CatalogUnitLines.lines(of: node).filter { $0.field == "value" }
      if units.count == 1, let only = units.first { return only.value }
      var bytes: [UInt8] = []
      CatalogWriter.write(node, into: &bytes)
      let flat = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map {
        $0.drop(while: { $0 == " " })
      }.joined(separator: " ")
      return flat.count > 200 ? String(flat.prefix(200)) + "…" : flat
    }
  }
}
