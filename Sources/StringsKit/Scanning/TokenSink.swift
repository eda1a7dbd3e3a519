/// Room for tokens in storage set aside in advance, filled without `Array.append`'s checks of
/// uniqueness and capacity on every token: the lexer's fast path writes a token per few bytes,
/// and those checks cost more than the writing.
///
/// The owner (``SignificantTokens``) hands the sink the uninitialised capacity of the array it is
/// building and grows the array when the sink is full; the writers ask ``hasRoom(for:)`` before
/// writing.
struct TokenSink {
  private let base: UnsafeMutablePointer<SwiftToken>
  let capacity: Int
  private(set) var count: Int

  /// `capacity` slots from `base`, of which the first `count` are written already.
  init(base: UnsafeMutablePointer<SwiftToken>, capacity: Int, count: Int) {
    self.base = base
    self.capacity = capacity
    self.count = count
  }

  @inline(__always)
  func hasRoom(for tokens: Int) -> Bool {
    count &+ tokens <= capacity
  }

  /// The last token written; there must be one.
  var last: SwiftToken { base[count - 1] }

  /// Writes `token` into the next slot, which ``hasRoom(for:)`` has confirmed.
  @inline(__always)
  mutating func append(_ token: SwiftToken) {
    (base + count).initialize(to: token)
    count &+= 1
  }
}
