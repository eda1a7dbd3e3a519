/// Strings made from UTF-8 bytes that were already validated: the parser checks a file's whole
/// text once (``DecodedText``), so each key and value need not be checked again when it becomes a
/// `String`, which was a quarter of the cost of making them.
enum KnownValidUTF8 {
  /// The string of `bytes`, which must be valid UTF-8 (ASCII when `isASCII`; `false` only means
  /// "not known", and the bytes are then looked at to set the string's ASCII flag exactly).
  @inline(__always)
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
    // `UTF8Span` comes with Swift 6.2 and, on Apple platforms, with their 26 releases; older
    // compilers and systems check the bytes again.
    #if compiler(>=6.2)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        let ascii = isASCII || UTF8Text.isASCII(bytes)
        return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: ascii))
      }
    #endif
    return String(decoding: bytes, as: UTF8.self)
  }
}
