import Foundation

/// Walks one folder and hands over its files one by one in ``FileFinder``'s final order, as they
/// are found, so that reading them can start before the walk ends.
///
/// ``FileFinder`` sorts whole paths once the walk is done. Here each folder's entries are sorted
/// with a `/` after every folder's name and walked depth first, smallest first: `a-b.swift`
/// (`-` is below `/`) comes before everything in folder `a`, `a0.swift` after it. Comparing
/// `name/` with a sibling's name decides exactly as comparing the two whole paths does, because
/// `/` never joins a neighbouring character under normalization.
///
/// The walk cannot tell by itself which path ``FileFinder`` keeps for a folder reached twice
/// through links (its choice depends on its own visiting order), nor the order of two names that
/// `String <` finds equal (`é` and `e` + U+0301). It therefore says whether its result is
/// certainly ``FileFinder``'s: only when no folder was reached twice, no two sibling names
/// compare equal and every folder could be listed. Otherwise the caller asks ``FileFinder``.
public enum OrderedFolderWalk {
  /// Calls `found` with each file below the folder `root` (absolute) whose name ends in one of
  /// `suffixes`, in the order of ``FileFinder/files``, with whether the listing said it is a
  /// regular file (as ``FileFinder/listedRegular``).
  ///
  /// With `asPattern`, the walk stands for the pattern `root/**/*<suffix>`
  /// (``SourceFileList/onlyWalk(in:display:)``) and also vouches that the pattern matches
  /// exactly its files: not when a folder, a broken link or a name that ends in a suffix only
  /// by its bytes (a non-ASCII character joining the suffix's first byte) would match it, nor
  /// when nothing matches (the pattern is then an error).
  ///
  /// - Returns: `true` when the files handed over are certainly those of
  ///   `FileFinder(paths: [root], …)`, in its order, and it reports no error.
  @discardableResult
  public static func walk(
    _ root: String, suffixes: [String], asPattern: Bool = false,
    found: (_ path: String, _ isRegular: Bool) -> Void
  ) -> Bool {
    let patternMatches = asPattern ? patternTest(suffixes) : nil
    var foundAny = false
    var exact = true
    var visited = FolderIdentitySet()
    // Depth first, smallest first: each folder's children are pushed largest first.
    var pending = [FileFinder.Child.folder(root)]
    while let step = pending.popLast() {
      switch step {
      case .file(let path, let isRegular):
        found(path, isRegular)
        foundAny = true
      case .folder(let directory):
        let listing = children(
          of: directory, suffixes: suffixes, patternMatches: patternMatches,
          ifNew: { visited.insert($0) })
        if !listing.exact { exact = false }
        pending.append(contentsOf: listing.children.reversed())
      }
    }
    return exact && (foundAny || !asPattern)
  }

  /// The pattern's own test of a name (``GlobPattern/matcher(_:)``), for the entries a walk
  /// standing for `root/**/*<suffix>` does not keep.
  static func patternTest(_ suffixes: [String]) -> (String) -> Bool {
    let matchers = suffixes.map { GlobPattern.matcher("*" + $0) }
    return { name in !name.hasPrefix(".") && matchers.contains { $0(name) } }
  }

  /// One folder's part of a walk: the files it keeps and the folders it enters, in walk order,
  /// and whether the folder leaves the walk certain of its result
  /// (``walk(_:suffixes:asPattern:found:)``). No children, and not certain, when the folder
  /// cannot be listed or `ifNew` turns its identity down (reached before through a link).
  static func children(
    of directory: String, suffixes: [String], patternMatches: ((String) -> Bool)?,
    ifNew: (FileFinder.DirectoryIdentity) -> Bool
  ) -> (children: [FileFinder.Child], exact: Bool) {
    let entries: [FileFinder.Entry]
    do throws(FileFinder.ListingError) {
      guard let listed = try FileFinder.entries(of: directory, ifNew: ifNew) else {
        return ([], false)
      }
      entries = listed
    } catch {
      return ([], false)
    }
    var exact = true
    var children: [(key: PathOrder.Item, step: FileFinder.Child)] = []
    for entry in entries {
      guard let step = FileFinder.child(entry, of: directory, suffixes: suffixes) else {
        if let patternMatches, patternMatches(entry.name) { exact = false }
        continue
      }
      // A folder sorts by its name and a `/`, as its files' paths do.
      let isFolder = if case .folder = step { true } else { false }
      if isFolder, let patternMatches, patternMatches(entry.name) { exact = false }
      children.append((PathOrder.Item(isFolder ? entry.name + "/" : entry.name), step))
    }
    // Indices are sorted rather than the children themselves, which are large to move; the
    // names of a folder of ASCII names are laid out once and compared with `memcmp`.
    let order = PathOrder.sortedIndices(children.map(\.key))
    for (previous, next) in zip(order, order.dropFirst()) {
      let (left, right) = (children[previous].key, children[next].key)
      // Only names with non-ASCII bytes can be equal under `String <` and differ in bytes.
      if !(left.isASCII && right.isASCII) && !PathOrder.precedes(left, right) {
        exact = false
      }
    }
    return (order.map { children[$0].step }, exact)
  }
}
