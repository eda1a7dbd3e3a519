import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files with errors a person understands, instead of Foundation's generic ones.
///
/// Every tool reads through here, so "is a directory", "no such file" and "permission denied"
/// are worded the same way everywhere and always end in exit status 2. Only regular files are
/// read: a FIFO or device named by mistake would otherwise block or never end.
public enum FileReader {
  /// The bytes of the file at `path`.
  ///
  /// - Parameter displayPath: the path to name in an error (as the user wrote it).
  /// - Throws: ``StringsError/fileNotFound(path:)``, ``StringsError/isADirectory(path:)`` or
  ///   ``StringsError/fileNotReadable(path:reason:)``.
  public static func read(_ path: String, displayPath: String? = nil) throws(StringsError) -> Data {
    Data(try bytes(path, displayPath: displayPath))
  }

  /// The bytes of the file at `path`, as an array: what the scanners work on.
  ///
  /// The buffer is sized from `stat` and filled by `read(2)` directly, with no intermediate
  /// chunk: reading thousands of sources used to clear and copy a 64 KiB buffer per file. A file
  /// that grows while it is read is still read to its end.
  ///
  /// - Parameter isRegularFile: the caller's folder listing said `path` is a regular file
  ///   (``FileFinder/listedRegular``), so it is opened without a `stat` first: one path lookup
  ///   per file instead of two. The open file is checked either way, and a failing open is
  ///   reported exactly as without the hint.
  /// - Throws: as ``read(_:displayPath:)``.
  public static func bytes(
    _ path: String, displayPath: String? = nil, isRegularFile: Bool = false
  ) throws(StringsError) -> [UInt8] {
    let shown = displayPath ?? path
    var info = stat()
    if !isRegularFile { try checkPath(path, &info, shown) }
    // Checked again on the open file: a file swapped for a folder or a FIFO between the check
    // and the open (another tool rewriting it) cannot slip through, and O_NONBLOCK keeps such a
    // FIFO from blocking the open until a writer comes.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
      let failure = errno
      // Without the `stat` up front, a path that stopped being a readable file since it was
      // listed gets the same error as when it is checked first.
      if isRegularFile { try checkPath(path, &info, shown) }
      errno = failure
      if errno == ENOENT || errno == ENOTDIR { throw .fileNotFound(path: shown) }
      throw .fileNotReadable(path: shown, reason: lastError())
    }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { throw .fileNotReadable(path: shown, reason: lastError()) }
    try checkRegular(info, shown)
    // One byte more than the size, so that reaching the end normally takes no second buffer.
    // The size only sizes the first allocation: it may be stale or wrong (/proc), and a huge
    // value must not be trusted with memory; the buffer grows as the data really comes.
    let size = Int(min(max(info.st_size, 0), 1 << 26))
    var capacity = size + 1
    var bytes: [UInt8] = []
    var failure: Int32?
    while failure == nil {
      let filled = bytes.count
      bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        var total = 0
        if filled > 0 {
          bytes.withUnsafeBufferPointer { old in
            _ = buffer.initialize(fromContentsOf: old)
          }
          total = filled
        }
        while total < capacity {
          let got = posixRead(fd, buffer.baseAddress! + total, capacity - total)
          if got < 0 {
            if errno == EINTR { continue }
            failure = errno
            break
          }
          if got == 0 { break }
          total += got
          // The whole file as `fstat` saw it (not a size cut to the limit), and less than
          // asked for: its end, without the read that would return nothing (one system call in
          // seven of a lint). A file that grew since then could grow after that read too.
          if total == size && size == info.st_size && total < capacity { break }
        }
        count = total
      }
      if bytes.count < capacity { break }
      capacity *= 2
    }
    if let failure {
      errno = failure
      throw .fileNotReadable(path: shown, reason: lastError())
    }
    return bytes
  }

  /// Whether the file at `path` is a regular file holding exactly `data`.
  ///
  /// Compared a block at a time as it is read, so that telling that a table of megabytes is
  /// already up to date takes no memory of its size. Any failure to read the file counts as a
  /// difference: the caller then writes it, and reports what goes wrong.
  public static func holds(_ path: String, exactly data: Data) -> Bool {
    holds(path, exactly: [data])
  }

  /// Whether the file at `path` is a regular file holding exactly `pieces`, one after another.
  ///
  /// Each block read is compared with the pieces where they lie: a table laid out in slices on
  /// several cores is not joined into one buffer only to be found unchanged.
  public static func holds(_ path: String, exactly pieces: [Data]) -> Bool {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size == pieces.reduce(0, { $0 + $1.count })
    else { return false }
    let block = 1 << 16
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: block, alignment: 16)
    defer { buffer.deallocate() }
    // The next expected byte: `offset` into `pieces[piece]`.
    var piece = 0
    var offset = 0
    func skipFinishedPieces() {
      while piece < pieces.count && offset == pieces[piece].count {
        piece += 1
        offset = 0
      }
    }
    while true {
      let got = posixRead(fd, buffer, block)
      if got < 0 {
        if errno == EINTR { continue }
        return false
      }
      skipFinishedPieces()
      // The end: equal when every expected byte has been matched.
      if got == 0 { return piece == pieces.count }
      var compared = 0
      while compared < got {
        skipFinishedPieces()
        guard piece < pieces.count else { return false }
        let count = min(got - compared, pieces[piece].count - offset)
        let same = pieces[piece].withUnsafeBytes { expected in
          memcmp(buffer + compared, expected.baseAddress! + offset, count) == 0
        }
        guard same else { return false }
        compared += count
        offset += count
      }
    }
  }

  /// The checks made on `path` before opening it: it exists and is a regular file.
  private static func checkPath(
    _ path: String, _ info: inout stat, _ shown: String
  ) throws(StringsError) {
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { throw .fileNotFound(path: shown) }
      throw .fileNotReadable(path: shown, reason: lastError())
    }
    try checkRegular(info, shown)
  }

  /// Only regular files are read: a FIFO or device named by mistake could block or never end.
  private static func checkRegular(_ info: stat, _ shown: String) throws(StringsError) {
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw .isADirectory(path: shown)
    case S_IFREG: return
    default: throw .fileNotReadable(path: shown, reason: "not a regular file")
    }
  }

  private static func lastError() -> String { String(cString: strerror(errno)).lowercased() }
}
