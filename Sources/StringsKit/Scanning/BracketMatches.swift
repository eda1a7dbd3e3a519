/// Where the openings of a file's tokens — `(`, `[`, `{`, a string's or an interpolation's
/// opening — close, found on demand from the calls' openings and remembered.
///
/// Argument lists are walked by jumping from each nested opening to its close instead of
/// counting depth token by token. Counting rescanned every inner call from each outer call and
/// scanned to the end of the file for every unclosed call, which made nested or unclosed calls
/// quadratic. A table of every opening's close built in one pass over the whole file made each
/// file with a call pay for all its tokens; instead, asking for a call's close walks from its
/// opening to the close (or the end of the file) once and records the close of every opening it
/// passes, so that the argument walk, and any call nested inside, jump over them. A call that
/// starts inside the tokens walked last is answered from the record; one after them starts a new
/// walk. Calls are asked for in source order (the extractor's loop), so each token is walked at
/// most once: time stays linear. Asked out of order, an answer is still right (a walk that
/// records nothing counts depth), only not linear.
///
/// The answers are those of one pass with a stack over all the tokens: any closing token closes
/// the innermost opening still open.
final class BracketMatches {
  /// Per token of the last walk (``walkStart`` through ``walkEnd``), for each opening: the
  /// index of its close (always after index 0, so never 0), ``neverClosed``, or during the walk
  /// `<= -2`, open with a link to the opening below it (see ``pending(below:)``). Entries outside
  /// the last walk, and of other tokens, are never read: the storage is not initialised.
  private let closing: UnsafeMutablePointer<Int32>
  /// The tokens the last recording walk covered: every opening among them has its entry.
  private var walkStart = 0
  private var walkEnd = -1

  /// The entry of an opening that is never closed (nor is any opening before it still open).
  private static let neverClosed: Int32 = -1

  /// Room for the closes of `count` tokens, none known yet.
  init(tokenCount count: Int) {
    closing = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
  }

  deinit {
    closing.deallocate()
  }

  /// The index of the token that closes the opening at `tokens[index]`, or `nil` when it is
  /// never closed.
  func close(of index: Int, in tokens: UnsafeBufferPointer<SwiftToken>) -> Int? {
    if index >= walkStart && index <= walkEnd {
      let entry = closing[index]
      return entry == Self.neverClosed ? nil : Int(entry)
    }
    if index > walkEnd { return walk(from: index, in: tokens) }
    return countDepth(from: index, in: tokens)
  }

  /// Walks from the opening at `index` (after every token walked so far) to its close,
  /// recording the close of each opening it passes.
  private func walk(from index: Int, in tokens: UnsafeBufferPointer<SwiftToken>) -> Int? {
    // The stack of openings still open lives in their own entries, each linking to the one
    // below it: nothing to allocate or grow.
    closing[index] = Self.pending(below: -1)
    var top = index
    var position = index + 1
    let count = tokens.count
    walkStart = index
    while position < count {
      let kind = tokens[position].kind
      if Self.opens(kind) {
        closing[position] = Self.pending(below: top)
        top = position
      } else if Self.closes(kind) {
        let below = Self.below(closing[top])
        closing[top] = Int32(truncatingIfNeeded: position)
        if top == index {
          walkEnd = position
          return position
        }
        top = below
      }
      position += 1
    }
    // The end came first: nothing still open is ever closed.
    walkEnd = count - 1
    while true {
      let below = Self.below(closing[top])
      closing[top] = Self.neverClosed
      if top == index { return nil }
      top = below
    }
  }

  /// The close of the opening at `index` by counting depth, recording nothing (for an opening
  /// before the last walk, which calls in source order never ask for).
  private func countDepth(from index: Int, in tokens: UnsafeBufferPointer<SwiftToken>) -> Int? {
    var depth = 1
    var position = index + 1
    while position < tokens.count {
      let kind = tokens[position].kind
      if Self.opens(kind) {
        depth += 1
      } else if Self.closes(kind) {
        depth -= 1
        if depth == 0 { return position }
      }
      position += 1
    }
    return nil
  }

  /// The entry of an opening on the walk's stack with `below` (the opening under it, `-1` for
  /// none) under it.
  @inline(__always)
  private static func pending(below: Int) -> Int32 {
    Int32(truncatingIfNeeded: -3 - below)
  }

  /// The opening under a pending entry (the inverse of ``pending(below:)``).
  @inline(__always)
  private static func below(_ entry: Int32) -> Int {
    -3 - Int(entry)
  }

  @inline(__always)
  static func opens(_ kind: SwiftToken.Kind) -> Bool {
    switch kind {
    case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen: true
    default: false
    }
  }

  @inline(__always)
  static func closes(_ kind: SwiftToken.Kind) -> Bool {
    switch kind {
    case .rightParen, .rightBracket, .rightBrace, .stringClose, .interpolationClose: true
    default: false
    }
  }
}
