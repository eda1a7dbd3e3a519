/// What a diagnostic says: plain text, or a key quoted as a `.strings` file spells it followed
/// by the rest, joined only when the message is read or printed.
///
/// A rule may name tens of thousands of keys (every stale key of every language when the
/// reference table is empty): quoting each into a string of its own cost more than finding it,
/// while the formatter writes the quoted key straight into its output. Both forms of the same
/// text are equal, and hash alike.
struct DiagnosticMessage: Hashable, Sendable {
  /// Printed first, between double quotes and escaped (``quoted(_:)``); `nil` for plain text.
  private var quotedKey: String?
  /// The whole message, or what follows the quoted key.
  private var rest: String

  init(_ text: String) {
    quotedKey = nil
    rest = text
  }

  init(quoting key: String, then rest: String) {
    quotedKey = key
    self.rest = rest
  }

  /// The same rest after another quoted key.
  mutating func quote(_ key: String) {
    quotedKey = key
  }

  var text: String { quotedKey.map { quoted($0, then: rest) } ?? rest }

  /// The message's UTF-8 bytes, into `sink`.
  func emit<Sink: ByteSink>(into sink: inout Sink) {
    if let quotedKey { QuotedText.emit(quotedKey, into: &sink) }
    sink.put(rest)
  }

  /// The message this one makes about another key (``quote(_:)``), into `sink`: `key` quoted,
  /// then the rest.
  func emit<Sink: ByteSink>(quoting key: String, into sink: inout Sink) {
    QuotedText.emit(key, into: &sink)
    sink.put(rest)
  }

  static func == (lhs: DiagnosticMessage, rhs: DiagnosticMessage) -> Bool {
    if lhs.quotedKey == nil && rhs.quotedKey == nil { return lhs.rest == rhs.rest }
    return lhs.text == rhs.text
  }

  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
