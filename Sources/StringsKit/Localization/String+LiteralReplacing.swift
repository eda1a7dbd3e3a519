extension String {
  /// The string with every occurrence of `target` replaced by `replacement`, left to right,
  /// found by Unicode scalars as CoreFoundation and the runtime see text.
  ///
  /// Foundation's `replacingOccurrences(of:with:)` searches by characters, so a `target` whose
  /// last scalar joins a combining mark that follows it (`%arg` + U+0301, `*/` + U+0711) is not
  /// found there. Equal UTF-8 bytes are equal scalars, so the search is over bytes.
  func replacingLiterally(_ target: String, with replacement: String) -> String {
    let pattern = Array(target.utf8)
    guard let first = pattern.first else { return self }
    return withUTF8Bytes { text in
      var output: [UInt8] = []
      var copied = 0
      var index = 0
      while index + pattern.count <= text.count {
        if text[index] == first
          && pattern.indices.allSatisfy({ text[index + $0] == pattern[$0] })
        {
          if output.isEmpty { output.reserveCapacity(text.count + replacement.utf8.count) }
          output.append(contentsOf: text[copied..<index])
          output.append(contentsOf: replacement.utf8)
          index += pattern.count
          copied = index
        } else {
          index += 1
        }
      }
      if copied == 0 { return self }
      output.append(contentsOf: text[copied...])
      return String(decoding: output, as: UTF8.self)
    }
  }
}
