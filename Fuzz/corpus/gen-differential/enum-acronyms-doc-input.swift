enum URLScheme: Localizable {
  /// Shown when the scheme is missing.
  case missingHTTPHeader
  /// First line.
  /// Second line.
  case twoLines, sameComment
  // A plain comment is not a translator comment.
  case plain
  case `default`
}
