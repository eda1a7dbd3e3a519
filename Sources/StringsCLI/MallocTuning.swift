import Foundation

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

  #if canImport(Glibc)
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
