import Foundation

/// The entries of a `.stringsdict` file as the runtime reads them, in the shape
/// ``StringsdictFileWriter`` writes: read through `PropertyListSerialization`, which is
/// CoreFoundation's own property list reader, so a file is accepted exactly when the runtime
/// accepts it.
///
/// Entries are sorted by key, variables by name and plural categories in CLDR order (the file's
/// order carries no meaning at runtime). What is not a well-formed entry is reported, not read.
public enum StringsdictContent {
  public struct Read: Sendable {
    public var entries: [StringsdictFileWriter.Entry]
    public var diagnostics: [Diagnostic]
  }

  public static func read(_ data: Data, path: String) -> Read {
    let start = SourcePosition(path: path, line: 1, column: 1)
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      return Read(
        entries: [], diagnostics: [.error("not a property list the runtime can read", at: start)])
    }
    guard let root = object as? [String: Any] else {
      return Read(
        entries: [], diagnostics: [.error("the top level is not a dictionary", at: start)])
    }
    var result = Read(entries: [], diagnostics: [])
    for key in root.keys.sorted(by: {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars)
    }) {
      guard let fields = root[key] as? [String: Any],
        let format = fields["NSStringLocalizedFormatKey"] as? String
      else {
        result.diagnostics.append(
          .error("\"\(key)\" has no NSStringLocalizedFormatKey string; not read", at: start))
        continue
      }
      var variables: [StringsdictFileWriter.Variable] = []
      for name in fields.keys.sorted() where name != "NSStringLocalizedFormatKey" {
        guard let variable = fields[name] as? [String: Any],
          let specType = variable["NSStringFormatSpecTypeKey"] as? String
        else {
          result.diagnostics.append(
            .error("\"\(key)\": variable \"\(name)\" has no NSStringFormatSpecTypeKey", at: start))
          continue
        }
        let order = PluralCategory.allCases.map(\.rawValue)
        let cases = variable.keys
          .filter { $0 != "NSStringFormatSpecTypeKey" && $0 != "NSStringFormatValueTypeKey" }
          .sorted { (order.firstIndex(of: $0) ?? 6, $0) < (order.firstIndex(of: $1) ?? 6, $1) }
          .compactMap { name in (variable[name] as? String).map { (name: name, text: $0) } }
        variables.append(
          StringsdictFileWriter.Variable(
            name: name, specType: specType,
            valueType: variable["NSStringFormatValueTypeKey"] as? String, cases: cases))
      }
      result.entries.append(
        StringsdictFileWriter.Entry(key: key, formatKey: format, variables: variables))
    }
    return result
  }
}
