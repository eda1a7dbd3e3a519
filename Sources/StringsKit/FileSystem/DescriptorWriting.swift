import Foundation

/// Writing every byte to an open file descriptor: what the atomic writer does with a file's
/// contents and the tools do with a report on standard error.
public enum DescriptorWriting {
  /// Writes every byte of `bytes` to `fd`, retrying after signals; the error text of a failed
  /// write, or `nil`.
  @discardableResult
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> String? {
    var offset = 0
    while offset < bytes.count {
      let written = posixWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      offset += written
    }
    return nil
  }
}
