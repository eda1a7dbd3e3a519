/// Which bracket holds each token of a file, and where each bracket closes: the structure the
/// declaration model and Xcode-style extraction read a file by. Parentheses, square brackets,
/// braces, string literals and interpolations count as brackets. Built in one pass.
struct TokenTree {
  /// For an opening token, the index of its closing token; for a closing token, of its
  /// opening one; `-1` for other tokens and unmatched brackets.
  private(set) var partner: [Int]
  /// The index of the innermost opening token around each token; `-1` at top level.
  private(set) var parent: [Int]

  init(_ tokens: [SwiftToken]) {
    partner = Array(repeating: -1, count: tokens.count)
    parent = Array(repeating: -1, count: tokens.count)
    var open: [Int] = []
    for index in tokens.indices {
      let kind = tokens[index].kind
      parent[index] = open.last ?? -1
      if let opener = Self.opener(of: kind) {
        // A closer that does not close the innermost bracket (unbalanced source) closes
        // nothing: searching outer brackets for its match would make the pass quadratic.
        guard let start = open.last, tokens[start].kind == opener else { continue }
        open.removeLast()
        partner[start] = index
        partner[index] = start
        parent[index] = open.last ?? -1
      } else if Self.opens(kind) {
        open.append(index)
      }
    }
  }

  static func opens(_ kind: SwiftToken.Kind) -> Bool {
    switch kind {
    case .leftParen, .leftBracket, .leftBrace, .stringOpen, .interpolationOpen: true
    default: false
    }
  }

  /// The opening kind a closing kind closes; `nil` for other kinds.
  static func opener(of kind: SwiftToken.Kind) -> SwiftToken.Kind? {
    switch kind {
    case .rightParen: .leftParen
    case .rightBracket: .leftBracket
    case .rightBrace: .leftBrace
    case .stringClose: .stringOpen
    case .interpolationClose: .interpolationOpen
    default: nil
    }
  }

  /// The token ranges between the opening token at `open` and `close` (its partner, or the end
  /// of the tokens for a group never closed), cut at the commas of that level: a comma inside
  /// a nested group belongs to its piece. The last piece ends at `close`, so `()` gives one
  /// empty piece. Declarations read parameter lists with it, the key finder argument places.
  func pieces(open: Int, close: Int, kind: (Int) -> SwiftToken.Kind) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = open + 1
    var position = open + 1
    while position < close {
      let tokenKind = kind(position)
      if tokenKind == .comma && parent[position] == open {
        pieces.append(start..<position)
        start = position + 1
      }
      if Self.opens(tokenKind), partner[position] > position {
        position = partner[position] + 1
      } else {
        position += 1
      }
    }
    pieces.append(start..<close)
    return pieces
  }
}
