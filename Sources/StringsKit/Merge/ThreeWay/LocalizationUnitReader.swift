import Foundation

/// Reads any localization file as ``LocalizationUnitLine``s, for `--textconv` and `--diff`.
public enum LocalizationUnitReader {
  /// The file's lines, or the errors that keep it from being read.
  public static func lines(_ bytes: [UInt8], path: String)
    -> (lines: [LocalizationUnitLine], errors: [Diagnostic])
  {
    let start = SourcePosition(path: path, line: 1, column: 1)
    switch LocalizationFileKind(path: path, bytes: bytes) {
    case .catalog:
      let catalog = CatalogReader.read(bytes, path: path)
      let errors = catalog.diagnostics.filter { $0.severity == .error }
      guard catalog.root != nil, errors.isEmpty else {
        return ([], errors.isEmpty ? [.error("not a String Catalog", at: start)] : errors)
      }
      return (CatalogUnitLines.lines(of: catalog), [])
    case .strings:
      let file = StringsFileParser.parse(bytes, path: path)
      let errors = file.diagnostics.filter { $0.severity == .error }
      return errors.isEmpty ? (StringsUnitLines.lines(of: file), []) : ([], errors)
    case .stringsdict:
      let file = StringsdictParser.parse(Data(bytes), path: path)
      let errors = file.diagnostics.filter { $0.severity == .error }
      return errors.isEmpty ? (StringsdictUnitLines.lines(of: file), []) : ([], errors)
    }
  }
}
