import Foundation
import StringsKit

/// The lines findings point at, for quoting them in the coverage page: each file is read once,
/// decoded by its byte order mark (UTF-16 and UTF-32 tables, UTF-8 sources), and split at
/// `\n`, `\r\n` and `\r` as the parser counts lines.
final class QuotedLines {
  private let display: DisplayPath
  private var files: [String: [Substring]] = [:]

  init(display: DisplayPath) {
    self.display = display
  }

  /// Line `number` (1-based) of the file shown as `path`, or `nil` when it cannot be read.
  func line(_ number: Int, of path: String) -> String? {
    let lines: [Substring]
    if let cached = files[path] {
      lines = cached
    } else {
      let data = (try? FileReader.read(display.absolute(path), displayPath: path)) ?? Data()
      lines = Self.split(Self.decode(data))
      files[path] = lines
    }
    guard number >= 1, number <= lines.count else { return nil }
    return String(lines[number - 1])
  }

  static func decode(_ data: Data) -> String {
    let encoding = StringsEncoding.detect(in: data)
    let body = data.dropFirst(
      encoding.byteOrderMark.isEmpty ? 0 : encoding.byteOrderMark.count)
    let foundation: String.Encoding? =
      switch encoding {
      case .utf8: nil
      case .utf16LittleEndian: .utf16LittleEndian
      case .utf16BigEndian: .utf16BigEndian
      case .utf32LittleEndian: .utf32LittleEndian
      case .utf32BigEndian: .utf32BigEndian
      }
    if let foundation, let text = String(data: body, encoding: foundation) { return text }
    return String(decoding: body, as: UTF8.self)
  }

  static func split(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    // `\r\n` is one Character in Swift, so each of the three endings is one step.
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character == "\n" || character == "\r" || character == "\r\n" {
        lines.append(text[start..<index])
        start = next
      }
      index = next
    }
    lines.append(text[start...])
    return lines
  }
}
