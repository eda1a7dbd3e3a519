import Foundation

/// Reads whole files with errors a person understands, instead of Foundation's generic ones.
///
/// Every tool reads through here, so "is a directory", "no such file" and "permission denied"
/// are worded the same way everywhere and always end in exit status 2.
public enum FileReader {
  /// The bytes of the file at `path`.
  ///
  /// - Parameter displayPath: the path to name in an error (as the user wrote it).
  /// - Throws: ``StringsError/fileNotFound(path:)``, ``StringsError/isADirectory(path:)`` or
  ///   ``StringsError/fileNotReadable(path:reason:)``.
  public static func read(_ path: String, displayPath: String? = nil) throws(StringsError) -> Data {
    let shown = displayPath ?? path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .fileNotFound(path: shown)
    }
    if isDirectory.boolValue { throw .isADirectory(path: shown) }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .fileNotReadable(path: shown, reason: "permission denied")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .fileNotReadable(path: shown, reason: error.localizedDescription)
    }
  }
}
