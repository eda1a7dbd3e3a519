import Foundation

/// A property list as CoreFoundation read it, written out by Unicode scalars with keys sorted,
/// so that two reads compare literally (Swift's `String ==` would fold canonically equivalent
/// texts and hide a difference).
enum PropertyListLiteral {
  static func of(_ object: Any) -> String {
    switch object {
    case let text as String: return "\(Array(text.unicodeScalars))"
    case let dictionary as [String: Any]:
      return "{"
        + dictionary.map { ("\(Array($0.key.unicodeScalars))", of($0.value)) }
        .sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"
    default: return "?\(object)"
    }
  }
}
