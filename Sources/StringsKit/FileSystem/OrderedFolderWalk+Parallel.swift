import Foundation

extension OrderedFolderWalk {
  /// Runs `body` on each file of ``walk(_:suffixes:asPattern:found:)`` with the walk itself
  /// spread over the workers: each worker lists a folder when one is waiting and works on a
  /// file otherwise. Returns what ``stream(_:suffixes:asPattern:jobs:_:)`` returns: the results
  /// and the files in the walk's order, and whether the walk vouches for them.
  ///
  /// With the walk on one thread, the other workers ran out of files whenever it went through
  /// folders of other files (an app has hundreds). Files are worked on in the order they are
  /// found, which is not the walk's; `body` is therefore not told a file's place, and the
  /// results are put in order at the end.
  ///
  /// Inlinable so that the results are specialized for the caller's `Value`.
  @inlinable
  public static func parallelStream<Value: Sendable>(
    _ root: String, suffixes: [String], asPattern: Bool = false, jobs: Int? = nil,
    _ body: @escaping @Sendable (_ path: String, _ isRegular: Bool) -> Value
  ) -> (values: [Value], walked: Walked, exact: Bool) {
    let workers = max(jobs ?? Parallel.cores, 1)
    let tree = ParallelFolderWalk(root: root, suffixes: suffixes, asPattern: asPattern)
    let found = WorkerResults<Value>(workers: workers)
    WorkerPool.shared.run(helpers: workers - 1) { worker in
      found.store(tree.work(body), worker: worker)
    }
    let (order, nodes, walked, exact) = tree.finish()
    return (found.values(in: order, nodes: nodes), walked, exact)
  }
}

/// The shared state of ``OrderedFolderWalk/parallelStream(_:suffixes:asPattern:jobs:_:)``: the
/// folders and files waiting for a worker, and the tree of what every listed folder holds, in
/// walk order, from which the files' final order is read once every worker is done.
@usableFromInline
final class ParallelFolderWalk: @unchecked Sendable {
  // Safe: every stored property is read and written under `condition`'s lock, except the
  // constants set in `init`.
  private let condition = NSCondition()
  private let suffixes: [String]
  private let patternMatches: ((String) -> Bool)?
  private let asPattern: Bool
  /// Folders to list, the next one last: depth first, as the walk goes.
  private var folders: [(node: Int, path: String)] = []
  /// The nodes of the files to work on, in the order they were found; those before `taken`
  /// are taken.
  private var files: [Int] = []
  private var taken = 0
  /// How many workers are listing a folder or working on a file: the walk is over when none
  /// is and nothing waits.
  private var busy = 0
  /// What each node of the tree holds: a folder's children in walk order; nothing for a file.
  private var children: [[Int]] = [[]]
  /// Each node's file, when it is one.
  private var fileAt: [(path: String, isRegular: Bool)?] = [nil]
  private var visited = FolderIdentitySet()
  private var exact = true

  @usableFromInline
  init(root: String, suffixes: [String], asPattern: Bool) {
    self.suffixes = suffixes
    self.asPattern = asPattern
    patternMatches = asPattern ? OrderedFolderWalk.patternTest(suffixes) : nil
    folders = [(0, root)]
  }

  /// One worker's part: lists folders and runs `body` on files until the walk is over, and
  /// returns each file's node with what `body` made of it.
  @inlinable
  func work<Value>(_ body: (String, Bool) -> Value) -> [(node: Int, value: Value)] {
    var values: [(node: Int, value: Value)] = []
    while let file = nextFile() {
      values.append((file.node, body(file.path, file.isRegular)))
      fileDone()
    }
    return values
  }

  /// The next file to work on, listing the waiting folders first; `nil` once the walk is over.
  @usableFromInline
  func nextFile() -> (node: Int, path: String, isRegular: Bool)? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let folder = folders.popLast() {
        busy += 1
        condition.unlock()
        let listing = OrderedFolderWalk.children(
          of: folder.path, suffixes: suffixes, patternMatches: patternMatches,
          ifNew: { identity in
            condition.lock()
            defer { condition.unlock() }
            return visited.insert(identity)
          })
        condition.lock()
        busy -= 1
        add(listing.children, to: folder.node)
        if !listing.exact { exact = false }
        condition.broadcast()
        continue
      }
      if taken < files.count {
        let node = files[taken]
        taken += 1
        busy += 1
        let file = fileAt[node]!
        return (node, file.path, file.isRegular)
      }
      if busy == 0 {
        condition.broadcast()
        return nil
      }
      condition.wait()
    }
  }

  /// A file taken from ``nextFile()`` is done.
  @usableFromInline
  func fileDone() {
    condition.lock()
    busy -= 1
    if busy == 0 && folders.isEmpty && taken == files.count { condition.broadcast() }
    condition.unlock()
  }

  /// Makes `listed` the children of `node`, queueing them; the caller holds the lock.
  private func add(_ listed: [FileFinder.Child], to node: Int) {
    var nodes: [Int] = []
    nodes.reserveCapacity(listed.count)
    var newFolders: [(node: Int, path: String)] = []
    for child in listed {
      let id = children.count
      nodes.append(id)
      children.append([])
      switch child {
      case .folder(let path):
        fileAt.append(nil)
        newFolders.append((id, path))
      case .file(let path, let isRegular):
        fileAt.append((path, isRegular))
        files.append(id)
      }
    }
    children[node] = nodes
    folders.append(contentsOf: newFolders.reversed())
  }

  /// Once every worker is done: the files' nodes in walk order, how many nodes there are, the
  /// files walked, and whether the walk vouches for them (as
  /// ``OrderedFolderWalk/walk(_:suffixes:asPattern:found:)`` does).
  @usableFromInline
  func finish() -> (order: [Int], nodes: Int, walked: OrderedFolderWalk.Walked, exact: Bool) {
    condition.lock()
    defer { condition.unlock() }
    var order: [Int] = []
    order.reserveCapacity(files.count)
    var walked = OrderedFolderWalk.Walked()
    var pending = [0]
    while let node = pending.popLast() {
      if let file = fileAt[node] {
        order.append(node)
        walked.files.append(file.path)
        walked.regular.append(file.isRegular)
      } else {
        pending.append(contentsOf: children[node].reversed())
      }
    }
    return (order, children.count, walked, exact && (!order.isEmpty || !asPattern))
  }
}

/// What each worker of a parallel walk made of its files, kept apart until all are done.
@usableFromInline
final class WorkerResults<Value>: @unchecked Sendable {
  // Safe: `slots` is written under `lock`, once per worker, and read after every worker has
  // returned.
  @usableFromInline let lock = NSLock()
  @usableFromInline var slots: [[(node: Int, value: Value)]]

  @inlinable
  init(workers: Int) {
    slots = Array(repeating: [], count: workers)
  }

  @inlinable
  func store(_ values: [(node: Int, value: Value)], worker: Int) {
    lock.lock()
    slots[worker] = values
    lock.unlock()
  }

  /// The values of the nodes in `order`, in that order; every node below `nodes` is one.
  @inlinable
  func values(in order: [Int], nodes: Int) -> [Value] {
    var byNode = [Value?](repeating: nil, count: nodes)
    for slot in slots {
      for (node, value) in slot { byNode[node] = value }
    }
    return order.map { byNode[$0]! }
  }
}
