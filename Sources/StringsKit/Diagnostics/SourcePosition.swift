/// A position in a text file, as every tool prints it: `path:line:column`.
///
/// Lines and columns are 1-based. The column counts UTF-8 bytes from the start of the line,
/// whatever the file's own encoding, as clang, swiftc and go/token do.
///
///     SourcePosition(path: "en.lproj/Localizable.strings", line: 3, column: 12).description
///     // "en.lproj/Localizable.strings:3:12"
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The path as the user should see it (relative to the working directory when below it).
  public var path: String
  /// 1-based line number. `\r\n`, `\r` and `\n` each end one line.
  public var line: Int
  /// 1-based column in UTF-8 bytes.
  public var column: Int

  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  public var description: String { "\(path):\(line):\(column)" }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }
}
