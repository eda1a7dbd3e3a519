import Foundation
import Testing

@testable import StringsCLI

/// The large pages a run that reads many files asks for (``MallocTuning/adviseHugePages()``).
@Suite struct MallocTuningTests {
  /// Whether the kernel gives 2 MiB pages to memory that asks for them.
  static var kernelGivesHugePages: Bool {
    let setting = try? String(
      contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)
    return setting.map { !$0.contains("[never]") } ?? false
  }

  /// The flags of the mapping that holds `address`, from `/proc/self/smaps`.
  static func mappingFlags(at address: UInt) -> [String]? {
    // Read to its end: the file's size says 0.
    guard let file = FileHandle(forReadingAtPath: "/proc/self/smaps"),
      let data = try? file.readToEnd()
    else { return nil }
    let smaps = String(decoding: data, as: UTF8.self)
    var inside = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
        let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
        inside = bounds.count == 2 && (bounds[0]..<bounds[1]).contains(address)
      } else if inside, fields.first == "VmFlags:" {
        return fields.dropFirst().map(String.init)
      }
    }
    return nil
  }

  #if canImport(Glibc)
    /// Each range advised (the main heap's grown part when called on the main thread, as the
    /// tools call it; the heaps of the threads it starts) carries the kernel's `hg` flag. The
    /// test's process keeps glibc's own limit of heaps, so the threads make heaps of their own.
    @Test(.enabled(if: kernelGivesHugePages)) func heapsAreAdvised() throws {
      let advised = MallocTuning.adviseHugePages()
      #expect(!advised.isEmpty)
      for range in advised {
        let flags = try #require(Self.mappingFlags(at: range.lowerBound))
        #expect(flags.contains("hg"), "\(flags)")
        #expect(range.lowerBound % MallocTuning.hugePage == 0)
      }
    }
  #endif

  /// A range with no whole 2 MiB page in it is not advised.
  @Test func rangesWithoutAWholePageAreLeftAlone() {
    #if canImport(Glibc)
      let page = MallocTuning.hugePage
      #expect(MallocTuning.advise((page + 1)..<(3 * page - 1)) == nil)
      #expect(MallocTuning.advise(0..<0) == nil)
    #endif
  }
}
