import Foundation

extension TemporaryDirectory {
  /// Writes `text` to `relative`, creating the folders on the way; returns the absolute path.
  @discardableResult
  func write(_ relative: String, _ text: String) throws -> String {
    try write(relative, Data(text.utf8))
  }

  @discardableResult
  func write(_ relative: String, _ data: Data) throws -> String {
    let full = "\(path)/\(relative)"
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: full))
    return full
  }
}
