import Foundation

extension OrderedFolderWalk {
  /// The files a walk handed over, in its order, with whether the listing said each is a
  /// regular file.
  public struct Walked: Sendable {
    public var files: [String] = []
    public var regular: [Bool] = []

    @inlinable
    public init() {}

    /// Whether a listing made otherwise (``FileFinder``, ``SourceFileList``) names exactly
    /// these files, in this order, compared literally: `==` on strings would take `é` and
    /// `e` + U+0301 for the same file.
    public func isListing(_ files: [String]) -> Bool {
      files.elementsEqual(self.files) { $0.isLiterallyEqual(to: $1) }
    }

    /// ``isListing(_:)``, with the same knowledge of which files are regular: a caller that
    /// opens them on the walk's word needs that too.
    public func isListing(_ files: [String], regular: [Bool]) -> Bool {
      isListing(files) && regular == self.regular
    }
  }

  /// Runs `body` on each file of ``walk(_:suffixes:asPattern:found:)`` on every core while the
  /// walk goes on (``Parallel/stream(jobs:produce:_:)``): the results in the walk's order, the
  /// files walked, and whether the walk vouches for them. A caller whose walk is unsure lists
  /// the files its own way and works again only when that listing differs from `walked`.
  ///
  /// Inlinable so that the queue the files pass through is specialized for the caller's
  /// `Value`: unspecialized, each file handed over looked up the queue's generic types at run
  /// time, which cost a lint of an app's thousand sources more than finding their keys.
  @inlinable
  public static func stream<Value: Sendable>(
    _ root: String, suffixes: [String], asPattern: Bool = false, jobs: Int? = nil,
    _ body: @escaping @Sendable (_ index: Int, _ path: String, _ isRegular: Bool) -> Value
  ) -> (values: [Value], walked: Walked, exact: Bool) {
    var walked = Walked()
    var exact = true
    let values = Parallel.stream(
      jobs: jobs,
      produce: { handOver in
        exact = walk(root, suffixes: suffixes, asPattern: asPattern) { path, isRegular in
          walked.files.append(path)
          walked.regular.append(isRegular)
          handOver((path, isRegular))
        }
      },
      { index, file in body(index, file.0, file.1) })
    return (values, walked, exact)
  }
}
