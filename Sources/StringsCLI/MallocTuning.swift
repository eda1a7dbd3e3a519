import Foundation
import StringsKit

/// How the tools' malloc shares arenas between threads and grows its heap.
///
/// glibc gives a thread that allocates an arena of its own, up to eight per core, and memory
/// freed in an arena stays there: a big String Catalog's tables, built on every core, made the
/// peak move between 2.7 and 3.0 times the file from run to run. One arena per core (at least
/// two) keeps it at the low end, at no cost in time measured on the lint of an app or a catalog.
///
/// Each heap (the main one and each arena's) grows 32 MiB at a time instead of by what each
/// request lacks: reading an app's hundreds of tables and sources grew them in small steps, each
/// a system call (the lint of brave-ios made 585 `mprotect` and 86 `brk` calls, now 5 and 7),
/// and the lint ran about 3% faster with the larger step. Pages of a step that are never written
/// are never given memory, so the peak is unchanged (measured on a 42 MB catalog). Setting it
/// also fixes glibc's threshold for serving a request with its own mapping at 128 KiB, where
/// glibc would otherwise raise it as large blocks are freed; the timings above include that.
enum MallocTuning {
  /// Sets both for this process; a no-op where malloc is not glibc's.
  static func apply() {
    #if canImport(Glibc)
      _ = mallopt(arenaMaximum, Int32(max(2, ProcessInfo.processInfo.activeProcessorCount)))
      _ = mallopt(topPad, 32 << 20)
    #endif
  }

  /// Asks for 2 MiB pages in the main heap, for a run that reads many files: a lint of an app
  /// writes some 30 MB of fresh memory, and each 4 KiB page of it cost a fault, a clear and a
  /// charge to the cgroup (7,200 faults, a fifth of the lint's CPU time; 1,100 with this and
  /// ``adviseThisThreadsHeap()`` on the helpers). glibc does the same with
  /// `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, which only the environment can set.
  ///
  /// The main heap is grown by its pad (``apply()``) and that part advised. Pages are given on
  /// first write, so nothing unwritten is given; a heap holds at most part of one more page. A
  /// no-op where malloc is not glibc's or the kernel gives no such pages.
  ///
  /// - Returns: the address range advised, when the calling thread allocates from the main
  ///   heap (the main thread does) and the kernel took the advice.
  @discardableResult
  static func adviseMainHeap() -> Range<UInt>? {
    #if canImport(Glibc)
      let start = UInt(bitPattern: sbrk(0))
      // Blocks below glibc's threshold for a mapping of their own, until the heap grows.
      var blocks: [UnsafeMutableRawPointer] = []
      while UInt(bitPattern: sbrk(0)) == start, blocks.count < 8, let block = malloc(120 << 10) {
        blocks.append(block)
      }
      for block in blocks { free(block) }
      return advise(start..<UInt(bitPattern: sbrk(0)))
    #else
      return nil
    #endif
  }

  /// Asks for 2 MiB pages in the heap the calling thread allocates from, when glibc gave it one
  /// of its own: a helper thread's first allocation makes its heap, which glibc reserves
  /// 64 MiB large at a multiple of 64 MiB, and the whole of it is advised. Run first on each
  /// helper thread (``Parallel/startHelpers(spinning:setUp:)``).
  ///
  /// - Returns: the address range advised, or `nil` when the thread shares the main heap or
  ///   the kernel refused.
  @discardableResult
  static func adviseThisThreadsHeap() -> Range<UInt>? {
    #if canImport(Glibc)
      guard let block = malloc(32) else { return nil }
      defer { free(block) }
      let address = UInt(bitPattern: block)
      // From the main heap, below its end, when glibc gave this thread no heap of its own;
      // the other heaps are mapped above it.
      guard address >= UInt(bitPattern: sbrk(0)) else { return nil }
      let base = address & ~(threadHeap - 1)
      return advise(base..<base + threadHeap)
    #else
      return nil
    #endif
  }

  #if canImport(Glibc)
    /// The size of the pages asked for.
    static let hugePage: UInt = 2 << 20
    /// How large glibc reserves each heap of a thread other than the first, and the multiple
    /// of it each starts at.
    static let threadHeap: UInt = 64 << 20

    /// Advises the 2 MiB pages that lie wholly in `range`: the range advised, or `nil` when
    /// there are none or the kernel refused.
    static func advise(_ range: Range<UInt>) -> Range<UInt>? {
      let first = (range.lowerBound + hugePage - 1) & ~(hugePage - 1)
      let last = range.upperBound & ~(hugePage - 1)
      guard last > first, let address = UnsafeMutableRawPointer(bitPattern: first),
        madvise(address, Int(last - first), adviseHuge) == 0
      else { return nil }
      return first..<last
    }

    /// `MADV_HUGEPAGE` of `<sys/mman.h>`, which the Glibc module does not export.
    private static let adviseHuge: Int32 = 14
    /// `M_ARENA_MAX` of `<malloc.h>`, which the Glibc module does not export.
    private static let arenaMaximum: Int32 = -8
    /// `M_TOP_PAD` of `<malloc.h>`: how much more than a request the heap grows by.
    private static let topPad: Int32 = -2
  #endif
}

#if canImport(Glibc)
  /// `mallopt(3)` of `<malloc.h>`, which the Glibc module does not export.
  @_silgen_name("mallopt")
  private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
