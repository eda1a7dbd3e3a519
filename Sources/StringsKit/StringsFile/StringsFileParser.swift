import Foundation

/// Reads `.strings` files exactly as CoreFoundation does, without ever failing.
///
/// The result always exists: problems are ``Diagnostic`` values in ``StringsFile/diagnostics``,
/// and ``StringsFile/hasErrors`` is `true` exactly when CoreFoundation (and so an app at runtime)
/// would reject the file.
///
///     let file = StringsFileParser.parse(Data("\"a\" = \"b\"".utf8), path: "en.lproj/x.strings")
///     file.hasErrors  // true: "missing ';' after the value of "a"" at 1:10
public enum StringsFileParser {
  /// Parses `data`; `path` is only used in diagnostic positions.
  public static func parse(_ data: Data, path: String) -> StringsFile {
    parse([UInt8](data), path: path)
  }

  /// Parses the bytes of a file read as an array (``FileReader/bytes(_:displayPath:isRegularFile:)``):
  /// the parser works on them directly, so a UTF-8 file's text is not copied again.
  public static func parse(_ bytes: [UInt8], path: String) -> StringsFile {
    let start = SourcePosition(path: path, line: 1, column: 1)
    func file(
      _ encoding: StringsEncoding, _ format: StringsFileFormat, _ lineEnding: LineEnding = .lf,
      _ entries: [StringsEntry] = [], diagnostics: [Diagnostic]
    ) -> StringsFile {
      StringsFile(
        path: path, bytes: bytes, encoding: encoding, format: format, lineEnding: lineEnding,
        entries: entries, diagnostics: diagnostics)
    }

    if bytes.isEmpty {
      // CoreFoundation: "Cannot parse a NULL or zero-length data".
      return file(.utf8(bom: false), .text, diagnostics: [.error("the file is empty", at: start)])
    }
    if bytes.starts(with: Array("bplist00".utf8)) {
      let (entries, diagnostics) = PropertyListReader.read(Data(bytes), path: path)
      return file(.utf8(bom: false), .binaryPropertyList, .lf, entries, diagnostics: diagnostics)
    }
    let encoding = StringsEncoding.detect(in: bytes)
    let byteOrderMarks: [[UInt8]] = [
      [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF], [0xFF, 0xFE, 0, 0], [0, 0, 0xFE, 0xFF],
    ]
    if byteOrderMarks.contains(bytes) {
      // CoreFoundation: "Conversion of string failed. The string is empty."
      return file(
        encoding, .text,
        diagnostics: [.error("the file contains only a byte order mark", at: start)])
    }

    let decoded = DecodedText(bytes, encoding: encoding)
    let lines = LineTable(decoded.bytes)
    var diagnostics = decoded.problems.map { problem -> Diagnostic in
      let (line, column) = lines.lineAndColumn(of: problem.index)
      let position = SourcePosition(path: path, line: line, column: column)
      return problem.isError
        ? .error(problem.message, at: position) : .warning(problem.message, at: position)
    }
    if encoding == .utf16LittleEndian(bom: false) {
      diagnostics.append(
        .warning(
          "this file looks like UTF-16 without a byte order mark; CoreFoundation skips its "
            + "first 2 bytes and reads the rest as UTF-16 big-endian on Apple platforms (Linux "
            + "plutil reads it as little-endian); save it with a byte order mark", at: start))
    }
    if decoded.bytes.isEmpty {
      diagnostics.append(.error("the file contains no text after its first bytes", at: start))
      return file(encoding, .text, lines.dominantLineEnding, [], diagnostics: diagnostics)
    }
    if looksLikeXML(decoded.bytes) {
      let (entries, xmlDiagnostics) = PropertyListReader.read(Data(bytes), path: path)
      return file(
        encoding, .xmlPropertyList, lines.dominantLineEnding, entries,
        diagnostics: diagnostics + xmlDiagnostics)
    }
    var parser = OldStylePlistParser(decoded: decoded, lines: lines, path: path)
    parser.parseFile()
    return StringsFile(
      path: path, bytes: bytes, encoding: encoding, format: .text,
      lineEnding: lines.dominantLineEnding, entries: parser.entries,
      diagnostics: diagnostics + parser.diagnostics,
      ignoredTailOffset: parser.ignoredTailStart.map(decoded.originalOffset),
      spellsASCIIPlainly: !parser.spelledCharacterByCode)
  }

  /// Whether the text, after leading whitespace, starts like an XML property list; CoreFoundation
  /// then reads it as XML and does not fall back to the text grammar.
  static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
    var k = 0
    while k < bytes.count && (bytes[k] == 0x20 || (bytes[k] >= 0x09 && bytes[k] <= 0x0D)) {
      k += 1
    }
    let rest = bytes[k...]
    return rest.starts(with: Array("<?xml".utf8)) || rest.starts(with: Array("<plist".utf8))
      || rest.starts(with: Array("<!DOCTYPE".utf8))
  }
}
