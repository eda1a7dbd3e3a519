import Foundation

/// A value in a `.strings` table: almost always a string, but CoreFoundation's grammar (and XML or
/// binary property lists) also allow arrays, dictionaries and data.
///
/// The runtime hands such values to the app unchanged, where `NSLocalizedString` expects a string,
/// so the parser warns about them.
///
/// Not `indirect`: the recursive cases already live in heap-allocated collections, and boxing
/// every `.string` cost one allocation per entry, a tenth of a whole lint run.
public enum StringsValue: Hashable, Sendable {
  case string(String)
  case array([StringsValue])
  case dictionary([String: StringsValue])
  case data(Data)
  /// Numbers, booleans and dates, which only XML and binary property lists can hold.
  case number(Double)
  case boolean(Bool)
  case date(Date)

  /// The kind of the value, for rules that only care whether it is a string.
  public var kind: StringsEntry.ValueKind {
    switch self {
    case .string: .string
    case .array: .array
    case .dictionary: .dictionary
    case .data: .data
    case .number: .number
    case .boolean: .boolean
    case .date: .date
    }
  }

  /// The value in OpenStep (old-style) notation: strings are the text itself at the top level,
  /// nested strings are quoted, data is `<0a0b>`.
  public var openStepDescription: String { describe(nested: false) }

  private func describe(nested: Bool) -> String {
    switch self {
    case .string(let text):
      return nested ? "\"\(StringsFileWriter.escaped(text))\"" : text
    case .array(let items):
      return "(" + items.map { $0.describe(nested: true) }.joined(separator: ", ") + ")"
    case .dictionary(let pairs):
      let body = pairs.keys.sorted().map {
        "\"\(StringsFileWriter.escaped($0))\" = \(pairs[$0]!.describe(nested: true));"
      }
      return "{" + body.joined(separator: " ") + "}"
    case .data(let data):
      return "<" + data.map { hex($0).lowercased() }.joined() + ">"
    case .number(let number):
      return number == number.rounded() && abs(number) < 1e15
        ? String(Int64(number)) : String(number)
    case .boolean(let flag):
      return flag ? "true" : "false"
    case .date(let date):
      return ISO8601DateFormatter().string(from: date)
    }
  }
}
