import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

/// Fresh folders for tests that build small trees and keep no handle to clean up after: each
/// lives below one folder of this test process, which is removed when the process exits, so
/// test runs do not leave folders behind in the system's temporary folder.
enum ScratchFolder {
  /// `strings-tests-<process id>` in the system's temporary folder.
  static let root: String = {
    let path = NSTemporaryDirectory() + "strings-tests-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: ScratchFolder.root) }
    return path
  }()

  /// A new, empty folder named `prefix-<UUID>` below ``root``.
  static func make(_ prefix: String) -> String {
    let path = "\(root)/\(prefix)-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
