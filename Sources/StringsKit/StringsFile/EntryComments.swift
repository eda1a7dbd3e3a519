/// An entry's comments: the strings themselves, or where a parsed file keeps them.
enum EntryComments: Hashable, Sendable {
  case texts([String])
  /// The comment block's span in the parsed text (see ``CommentSource/texts(_:)``).
  case source(CommentSource, Range<Int>)

  var texts: [String] {
    switch self {
    case .texts(let texts): texts
    case .source(let source, let span): source.texts(span)
    }
  }

  /// Equal when the texts are, however they are kept (as `[String]` compares them).
  static func == (lhs: EntryComments, rhs: EntryComments) -> Bool { lhs.texts == rhs.texts }

  func hash(into hasher: inout Hasher) { hasher.combine(texts) }
}
