import Foundation

/// Groups the references of files scanned in parallel, in file order, as soon as each file's
/// turn comes: grouping overlaps with scanning, and a file's references are released once
/// grouped instead of being held until every file is done.
///
/// Workers call ``deliver(_:references:)`` once per file index, in any order. Results that
/// arrive early wait until every earlier file has been delivered; then the worker that closes
/// the gap groups all of them, in order. The groups are therefore exactly those of
/// ``GroupedReferences/add(_:)`` called file by file in index order, whatever the timing.
public final class OrderedReferenceCollector: @unchecked Sendable {
  // Safe: every field is read and written under `lock`; `grouped` is read once, after all
  // deliveries (``finish()`` checks that none is missing).
  private let lock = NSLock()
  private var grouped: GroupedReferences
  private var waiting: [Int: [KeyReference]] = [:]
  private var next = 0
  private let count: Int

  /// A collector for files `0..<count`.
  public init(count: Int, options: GeneratorOptions) {
    self.count = count
    grouped = GroupedReferences(options: options)
  }

  /// Hands over the references of file `index`, in source order.
  public func deliver(_ index: Int, references: [KeyReference]) {
    lock.lock()
    defer { lock.unlock() }
    waiting[index] = references
    while let ready = waiting.removeValue(forKey: next) {
      grouped.add(ready)
      next += 1
    }
  }

  /// The grouped references of every file; call after every file has been delivered.
  public func finish() -> GroupedReferences {
    lock.lock()
    defer { lock.unlock() }
    precondition(next == count && waiting.isEmpty, "a file's references were not delivered")
    return grouped
  }
}
