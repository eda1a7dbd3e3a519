import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock (`flock(2)`) held while a file is read, changed and written back, so that
/// two runs editing one table at once take turns instead of the second silently writing over
/// the first's changes.
///
/// The lock is on the file itself. ``AtomicFileWriter`` replaces a file by a rename, so a run
/// that waited for the lock checks, once it has it, that the path still names the file it
/// locked, and locks the new one when not. A file that does not exist yet is stood for by its
/// folder (the folder above an `.lproj`) until it does: the run that creates it holds the
/// folder, and a run that then finds the file moves on to it. No lock file is made, so nothing is left behind, even by a killed
/// run. Every command that reads a file to write it back takes this lock; other programs are
/// not stopped by it.
public enum FileUpdateLock {
  /// Runs `body` (which reads `path` and writes it back) while holding the lock for `path`.
  /// Where no lock can be taken (a file or folder that cannot be opened, a file system without
  /// `flock`), `body` runs anyway: its read or write then reports what fails.
  public static func updating<Result, Failure: Error>(
    _ path: String, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let descriptor = lock(resolved(path))
    defer {
      if descriptor >= 0 {
        flock(descriptor, LOCK_UN)
        close(descriptor)
      }
    }
    return try body()
  }

  /// `path` with links followed, as the writer follows them; as given when it does not exist.
  static func resolved(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// An open descriptor holding the exclusive lock for `path`; -1 when none could be taken.
  private static func lock(_ path: String) -> Int32 {
    // Each retry follows a replacement or creation by another run; a bound keeps a path that
    // changes without end from holding this run forever.
    for _ in 0..<10_000 {
      // O_NONBLOCK: opening a FIFO for reading must not wait for a writer.
      let file = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if file >= 0 {
        guard exclusive(file) else { return -1 }
        if sameFile(file, path) { return file }
        close(file)  // replaced while this run waited: lock the new one
        continue
      }
      guard errno == ENOENT else { return -1 }
      let folder = lockFolder(of: path)
      guard folder >= 0 else { return -1 }
      var status = stat()
      if stat(path, &status) != 0 { return folder }
      flock(folder, LOCK_UN)  // created while this run waited: lock the file
      close(folder)
    }
    return -1
  }

  /// The folder that stands for `path` while it does not exist, locked: its folder, or the
  /// folder that holds its `.lproj` (the `.lproj` itself may be made meanwhile by the run that
  /// creates the file), or the nearest one of their ancestors that exists.
  private static func lockFolder(of path: String) -> Int32 {
    var current = AtomicFileWriter.split(path).directory
    if current.hasSuffix(".lproj") { current = AtomicFileWriter.split(current).directory }
    var descriptor = open(current, O_RDONLY | O_CLOEXEC)
    var steps = 0
    while descriptor < 0 && errno == ENOENT && steps < 256 {
      let parent = AtomicFileWriter.split(current).directory
      guard parent != current else { break }
      current = parent
      descriptor = open(current, O_RDONLY | O_CLOEXEC)
      steps += 1
    }
    guard descriptor >= 0, exclusive(descriptor) else { return -1 }
    return descriptor
  }

  /// Takes the exclusive lock on `descriptor`, waiting for it; closes it when that fails.
  private static func exclusive(_ descriptor: Int32) -> Bool {
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        close(descriptor)
        return false
      }
    }
    return true
  }

  /// Whether `path` still names the file open as `descriptor`.
  private static func sameFile(_ descriptor: Int32, _ path: String) -> Bool {
    var open = stat()
    var named = stat()
    guard fstat(descriptor, &open) == 0, stat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }
}
