import Foundation

/// Groups the references of files scanned in parallel, in file order, as soon as each file's
/// turn comes: grouping overlaps with scanning, and a file's references are released once
/// grouped instead of being held until every file is done.
///
/// Workers call ``deliver(_:references:)`` once per file index, in any order. Results that
/// arrive early wait until every earlier file has been delivered. Grouping is done by one worker
/// at a time, outside the lock that guards the waiting results: a worker that finds another one
/// grouping leaves its file to it and goes back to scanning instead of queueing behind it. The
/// groups are therefore exactly those of ``GroupedReferences/add(_:)`` called file by file in
/// index order, whatever the timing.
public final class OrderedReferenceCollector: @unchecked Sendable {
  // Safe: `waiting` and `next` are read and written under `lock`; `grouped` only by the holder
  // of `grouping`, and by ``finish()`` after every delivery has returned.
  private let lock = NSLock()
  private let grouping = NSLock()
  private var grouped: GroupedReferences
  /// One slot per file, filled on delivery and emptied when grouped: a file costs an array
  /// store, where a dictionary of waiting files hashed every index twice.
  private var waiting: [[KeyReference]?]
  private var next = 0
  /// How many files there are; `nil` while files are still being found.
  private let count: Int?

  /// A collector for files `0..<count`.
  public init(count: Int, options: GeneratorOptions) {
    self.count = count
    waiting = Array(repeating: nil, count: count)
    grouped = GroupedReferences(options: options)
  }

  /// A collector for files that are still being found: their number is learnt at
  /// ``finish()``, which expects every index below the highest delivered one.
  public init(options: GeneratorOptions) {
    count = nil
    waiting = []
    grouped = GroupedReferences(options: options)
  }

  /// Hands over the references of file `index` (each index exactly once).
  public func deliver(_ index: Int, references: [KeyReference]) {
    lock.lock()
    if index >= waiting.count { waiting += repeatElement(nil, count: index + 1 - waiting.count) }
    waiting[index] = references
    lock.unlock()
    // A worker that fails to take `grouping` has stored its file before trying, so the holder,
    // which looks for ready files again after letting go, cannot miss it.
    while hasReadyFile(), grouping.try() {
      groupReadyFiles()
      grouping.unlock()
    }
  }

  /// The groups of every delivered file; call once, after every ``deliver(_:references:)``
  /// has returned.
  public func finish() -> GroupedReferences {
    grouping.lock()
    defer { grouping.unlock() }
    groupReadyFiles()
    lock.lock()
    defer { lock.unlock() }
    precondition(next == (count ?? waiting.count), "a file's references were not delivered")
    return grouped
  }

  /// Groups every file that is next in order and has arrived; the caller holds `grouping`.
  private func groupReadyFiles() {
    while let references = takeNextFile() {
      // Most files of an app hold no reference.
      if !references.isEmpty { grouped.add(references) }
    }
  }

  /// Whether the next file to group has arrived.
  private func hasReadyFile() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return next < waiting.count && waiting[next] != nil
  }

  /// The references of the next file in order, removed from the waiting room; `nil` when it
  /// has not arrived (or every file is grouped).
  private func takeNextFile() -> [KeyReference]? {
    lock.lock()
    defer { lock.unlock() }
    guard next < waiting.count, let references = waiting[next] else { return nil }
    waiting[next] = nil
    next += 1
    return references
  }
}
