import Foundation
import Testing

@testable import StringsCLI

/// The large pages a run that reads many files asks for (``MallocTuning/adviseMainHeap()``,
/// ``MallocTuning/adviseThisThreadsHeap()``).
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
    /// A new thread's heap, which its first allocation makes, is advised whole and carries the
    /// kernel's `hg` flag; its start is a multiple of the large page. The test's process keeps
    /// glibc's own limit of heaps, so the thread makes a heap of its own.
    @Test(.enabled(if: kernelGivesHugePages)) func aThreadsHeapIsAdvised() throws {
      let range = try #require(Self.onNewThread { MallocTuning.adviseThisThreadsHeap() })
      #expect(range.count == Int(MallocTuning.threadHeap))
      #expect(range.lowerBound % MallocTuning.hugePage == 0)
      let flags = try #require(Self.mappingFlags(at: range.lowerBound))
      #expect(flags.contains("hg"), "\(flags)")
    }

    /// Advising the main heap from a thread that does not allocate from it advises nothing, and
    /// what it advises when it does is marked.
    @Test(.enabled(if: kernelGivesHugePages)) func theMainHeapIsAdvisedOnlyFromItsThread() throws {
      if let range = Self.onNewThread({ MallocTuning.adviseMainHeap() }) {
        let flags = try #require(Self.mappingFlags(at: range.lowerBound))
        #expect(flags.contains("hg"), "\(flags)")
      }
    }

    /// What `body` returns, run on a thread of its own (whose first allocation makes its heap).
    static func onNewThread(_ body: @escaping @Sendable () -> Range<UInt>?) -> Range<UInt>? {
      let result = Locked<Range<UInt>?>(nil)
      let done = DispatchSemaphore(value: 0)
      Thread {
        result.set(body())
        done.signal()
      }.start()
      #expect(done.wait(timeout: .now() + 10) == .success)
      return result.value
    }

    /// A value set on one thread and read on another.
    final class Locked<Value>: @unchecked Sendable {
      // Safe: `stored` is read and written under `lock`.
      private let lock = NSLock()
      private var stored: Value
      init(_ value: Value) { stored = value }
      var value: Value { lock.withLock { stored } }
      func set(_ value: Value) { lock.withLock { stored = value } }
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
