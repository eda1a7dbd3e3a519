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

  /// Asks for 2 MiB pages in the heaps the calling thread and the workers allocate from, for a
  /// run that reads many files: a lint of an app writes some 30 MB of fresh memory, and each
  /// 4 KiB page of it cost a fault, a clear and a charge to the cgroup (7,200 faults, a fifth of
  /// the lint's CPU time; 1,100 with this). glibc does the same with
  /// `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, which only the environment can set.
  ///
  /// The main heap is grown by its pad (``apply()``) and that part advised; each other thread's
  /// heap, which glibc reserves 64 MiB large at a multiple of 64 MiB, is made and advised by a
  /// short-lived thread, and handed by glibc to the next thread that allocates (one per core, at
  /// most seven). Pages are given on first write, so nothing unwritten is given; a heap holds at
  /// most part of one more page. A no-op where malloc is not glibc's or the kernel gives no
  /// such pages.
  ///
  /// The caller goes on at once unless `waitingForThreads`: a thread may start milliseconds
  /// late when its core is idle (in a virtual machine, the host must wake that core first), and
  /// the run's own work fills that time. A worker that allocates before such a thread takes
  /// the heap the thread then advises, or makes one the thread shares and advises.
  ///
  /// - Returns: the address ranges advised: the main heap's, and with `waitingForThreads` the
  ///   threads' heaps.
  @discardableResult
  static func adviseHugePages(waitingForThreads: Bool = false) -> [Range<UInt>] {
    #if canImport(Glibc)
      let start = UInt(bitPattern: sbrk(0))
      // Blocks below glibc's threshold for a mapping of their own, until the heap grows.
      var blocks: [UnsafeMutableRawPointer] = []
      while UInt(bitPattern: sbrk(0)) == start, blocks.count < 8, let block = malloc(120 << 10) {
        blocks.append(block)
      }
      for block in blocks { free(block) }
      mainHeapEnd = UInt(bitPattern: sbrk(0))
      var advised = advise(start..<mainHeapEnd).map { [$0] } ?? []
      // Never freed: the threads may outlive this call, and it is a few bytes once per process.
      let gate = UnsafeMutablePointer<HeapGate>.allocate(capacity: 1)
      gate.initialize(to: HeapGate())
      pthread_mutex_init(&gate.pointee.lock, nil)
      pthread_cond_init(&gate.pointee.changed, nil)
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
      pthread_mutex_lock(&gate.pointee.lock)
      var started = 0
      for _ in 1..<min(max(Parallel.cores, 2), HeapGate.capacity + 1) {
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, adviseThisThreadsHeap, gate) == 0 else { break }
        started += 1
      }
      pthread_attr_destroy(&attributes)
      gate.pointee.started = started
      pthread_cond_broadcast(&gate.pointee.changed)
      if waitingForThreads {
        while gate.pointee.made < started {
          pthread_cond_wait(&gate.pointee.changed, &gate.pointee.lock)
        }
        withUnsafeBytes(of: gate.pointee.heaps) { heaps in
          for base in heaps.bindMemory(to: UInt.self).prefix(started) where base != 0 {
            advised.append(base..<base + threadHeap)
          }
        }
      }
      pthread_mutex_unlock(&gate.pointee.lock)
      return advised
    #else
      return []
    #endif
  }

  #if canImport(Glibc)
    /// The size of the pages asked for.
    static let hugePage: UInt = 2 << 20
    /// How large glibc reserves each heap of a thread other than the first, and the multiple
    /// of it each starts at.
    static let threadHeap: UInt = 64 << 20
    /// Where the main heap ended once ``adviseHugePages(waitingForThreads:)`` grew it: the other heaps are mapped
    /// above it. Written before its threads start.
    nonisolated(unsafe) static var mainHeapEnd: UInt = 0

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

#if canImport(Glibc)
  /// What the threads of ``MallocTuning/adviseHugePages(waitingForThreads:)`` share, under
  /// `lock`: how many were started (`-1` until all are), how many have made their heap, and
  /// the heaps they advised. A thread ends only once every one has made its heap: a thread
  /// started after another ended would take the heap that one left instead of making its own.
  private struct HeapGate {
    /// The most threads: one per core but the first, at most seven.
    static let capacity = 7
    var lock = pthread_mutex_t()
    var changed = pthread_cond_t()
    var started = -1
    var made = 0
    /// Each thread's advised heap, in the order they made them (0 for none).
    var heaps: (UInt, UInt, UInt, UInt, UInt, UInt, UInt) = (0, 0, 0, 0, 0, 0, 0)
  }

  /// A thread of ``MallocTuning/adviseHugePages(waitingForThreads:)``: its first allocation
  /// makes its heap, which is advised whole and recorded in the gate.
  private func adviseThisThreadsHeap(_ context: UnsafeMutableRawPointer?)
    -> UnsafeMutableRawPointer?
  {
    let gate = context!.assumingMemoryBound(to: HeapGate.self)
    var advised: UInt = 0
    if let block = malloc(32) {
      let address = UInt(bitPattern: block)
      // From the main heap when glibc gave this thread no heap of its own.
      if address >= MallocTuning.mainHeapEnd {
        let base = address & ~(MallocTuning.threadHeap - 1)
        advised = MallocTuning.advise(base..<base + MallocTuning.threadHeap)?.lowerBound ?? 0
      }
      free(block)
    }
    pthread_mutex_lock(&gate.pointee.lock)
    withUnsafeMutableBytes(of: &gate.pointee.heaps) { heaps in
      heaps.bindMemory(to: UInt.self)[gate.pointee.made] = advised
    }
    gate.pointee.made += 1
    pthread_cond_broadcast(&gate.pointee.changed)
    while gate.pointee.started < 0 || gate.pointee.made < gate.pointee.started {
      pthread_cond_wait(&gate.pointee.changed, &gate.pointee.lock)
    }
    pthread_mutex_unlock(&gate.pointee.lock)
    return nil
  }
#endif
