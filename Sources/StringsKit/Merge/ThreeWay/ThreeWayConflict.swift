/// One unit both sides of a merge changed differently: what the person resolving it reads.
///
/// The merged file keeps ours and records theirs where it can be found (a catalog unit marked
/// `needs_review`, a comment above a `.strings` entry, an XML comment in a `.stringsdict`); this
/// names both for the report.
public struct ThreeWayConflict: Sendable, Equatable {
  /// The localized key.
  public var key: String
  /// Where inside the key: a language and a variation path (`de plural.one`), a field
  /// (`comment`), or empty for the key as a whole.
  public var detail: String
  /// Ours and theirs in words: a quoted text, or `(removed)`.
  public var ours: String
  public var theirs: String

  public init(key: String, detail: String, ours: String, theirs: String) {
    self.key = key
    self.detail = detail
    self.ours = ours
    self.theirs = theirs
  }

  /// `path: key [de]: ours "…" / theirs "…"`.
  public func line(path: String) -> String {
    let place = detail.isEmpty ? key : "\(key) [\(detail)]"
    return "\(path): \(place): ours \(ours) / theirs \(theirs)"
  }

  /// `text` as the report shows a value: quoted, line breaks and quotes escaped, long texts cut.
  public static func quoted(_ text: String?) -> String {
    guard let text else { return "(removed)" }
    var shown = ""
    for scalar in text.unicodeScalars.prefix(200) {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      default: shown.unicodeScalars.append(scalar)
      }
    }
    if text.unicodeScalars.count > 200 { shown += "…" }
    return "\"\(shown)\""
  }
}
