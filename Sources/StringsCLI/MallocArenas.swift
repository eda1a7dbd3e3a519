import Foundation

/// How many malloc arenas the tools' threads share.
///
/// glibc gives a thread that allocates an arena of its own, up to eight per core, and memory
/// freed in an arena stays there: a big String Catalog's tables, built on every core, made the
/// peak move between 2.7 and 3.0 times the file from run to run. One arena per core (at least
/// two) keeps it at the low end, at no cost in time measured on the lint of an app or a catalog.
enum MallocArenas {
  /// Sets the limit for this process; a no-op where malloc is not glibc's.
  static func limitToCores() {
    #if canImport(Glibc)
      _ = mallopt(mallocArenaMaximum, Int32(max(2, ProcessInfo.processInfo.activeProcessorCount)))
    #endif
  }

  #if canImport(Glibc)
    /// `M_ARENA_MAX` of `<malloc.h>`, which the Glibc module does not export.
    private static let mallocArenaMaximum: Int32 = -8
  #endif
}

#if canImport(Glibc)
  /// `mallopt(3)` of `<malloc.h>`, which the Glibc module does not export.
  @_silgen_name("mallopt")
  private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
