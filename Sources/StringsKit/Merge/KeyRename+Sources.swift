extension KeyRename {
  /// What renaming a key did to one Swift file.
  public struct SourceRewrite: Sendable {
    /// The new bytes, or `nil` when no literal changed.
    public var bytes: [UInt8]?
    /// Where each rewritten call is, as the scanner reports it.
    public var rewritten: [SourcePosition] = []
    /// Calls that use the key but whose literal cannot be rewritten (an interpolation, a key
    /// made from an enum case name): reported, left as they are.
    public var skipped: [Diagnostic] = []
  }

  /// `bytes` with the literal of every call that `extractor` finds with the key `old` replaced
  /// by `new` written as a Swift literal; nothing else changes.
  ///
  /// The literal is the first string literal at or after the call position the scanner reports
  /// whose table text is the reference's key (the receiver literal of a `"key".localized()`
  /// call is looked for before the position too), so the byte range replaced is exactly the
  /// literal's, from its opening to its closing delimiter.
  public static func rewritten(
    source bytes: [UInt8], path: String, extractor: LocalizationExtractor, from old: String,
    to new: String
  ) -> SourceRewrite {
    var result = SourceRewrite()
    let references = extractor.extract(bytes, path: path).references.filter {
      ExtractedString.decoded($0.key).isLiterallyEqual(to: old)
    }
    guard !references.isEmpty else { return result }
    let tokens = SwiftLexer.tokenize(bytes)
    var byPosition: [Int: Int] = [:]  // line << 20 | column → token index
    for (index, token) in tokens.enumerated() where !token.isTrivia {
      byPosition[token.line << 20 | token.column] =
        byPosition[token.line << 20 | token.column] ?? index
    }
    var ranges: [Range<Int>] = []
    for reference in references {
      let position = reference.position
      if case .enumCase = reference.kind {
        result.skipped.append(
          .warning(
            "the key comes from an enum case's name; rename the case by hand",
            at: position))
        continue
      }
      guard let start = byPosition[position.line << 20 | position.column],
        let range = literalRange(near: start, key: reference.key, tokens: tokens, bytes: bytes)
      else {
        result.skipped.append(
          .warning(
            "no plain string literal holds the key here (an interpolation?); not rewritten",
            at: position))
        continue
      }
      if !ranges.contains(range) {
        ranges.append(range)
        result.rewritten.append(position)
      }
    }
    guard !ranges.isEmpty else { return result }
    let literal = Array(SwiftSourceText.literal(new).utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + ranges.count * literal.count)
    var cursor = 0
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound })
    where range.lowerBound >= cursor {
      out += bytes[cursor..<range.lowerBound]
      out += literal
      cursor = range.upperBound
    }
    out += bytes[cursor...]
    result.bytes = out
    return result
  }

  /// The byte range of the string literal holding `key` nearest after `start` (then before
  /// it), within a few tokens; `nil` when there is none or it is interpolated.
  static func literalRange(
    near start: Int, key: String, tokens: [SwiftToken], bytes: [UInt8]
  ) -> Range<Int>? {
    let forward = start..<min(tokens.count, start + 64)
    let backward = stride(from: start - 1, through: max(0, start - 8), by: -1)
    for index in Array(forward) + Array(backward) where tokens[index].kind == .stringOpen {
      guard let literal = SwiftStringLiteral(tokens: tokens, at: index, bytes: bytes),
        !literal.hasInterpolation,
        let text = literal.tableText(isKey: true, tokens: tokens),
        text.isLiterallyEqual(to: key)
      else { continue }
      return tokens[index].start..<tokens[literal.endIndex - 1].end
    }
    return nil
  }
}
