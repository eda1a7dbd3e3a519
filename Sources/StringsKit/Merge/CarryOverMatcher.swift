/// Pairs keys that disappeared with keys that appeared in the same run, when the new key is most
/// likely the old one renamed or reworded, so that its translations can be carried over (marked
/// for review) instead of thrown away, as gettext's msgmerge does with fuzzy entries.
///
/// Two keys pair when
/// - both come from the same call site: the same source file, lines at most
///   ``nearbyLines`` apart (only when both positions are known); or
/// - their texts are similar: the Dice coefficient of their sets of words (lowercased letters
///   and digits; format specifiers left out) is at least ``threshold``.
///
/// Either way the format arguments must be the same (a translation of `Battery %lld percent`
/// would crash or lie as the translation of `Battery %@`), each key pairs at most once (best
/// scores first), and a removed key whose two best candidates score within ``margin`` of each
/// other pairs with neither: `While pressed` is as close to `While pressed action` as to
/// `Repeat while pressed`, and guessing puts a wrong translation in front of users. Precision
/// matters more than recall here; the figures on real history are in Documentation/git.md and
/// asserted by the carry-over corpus test.
///
///     CarryOverMatcher.matches(
///       removed: [.init(key: "Send once on release")],
///       added: [.init(key: "Perform once on release"), .init(key: "Short press:")])
///     // [Match(removed: "Send once on release", added: "Perform once on release", …)]
public enum CarryOverMatcher {
  /// The least word similarity that pairs two texts. Measured on the history corpus: 0.6
  /// keeps every pair a translator would have wanted among those found and no wrong one.
  public static let threshold = 0.6
  /// How much better than the runner-up the best candidate must be.
  public static let margin = 0.05
  /// How many lines apart two call sites in one file may be and still count as the same one.
  public static let nearbyLines = 2
  /// A word in more added keys than this is not followed to find candidates (it keeps the
  /// work near linear on large tables; two texts that share only such words are not similar).
  static let commonWordLimit = 64

  /// A key that disappeared or appeared: its key, the source-language text (the key itself
  /// when it has none) and, when known, where the code uses it.
  public struct Candidate: Sendable {
    public var key: String
    public var text: String
    public var file: String?
    public var line: Int?

    public init(key: String, text: String? = nil, file: String? = nil, line: Int? = nil) {
      self.key = key
      self.text = text ?? key
      self.file = file
      self.line = line
    }
  }

  /// One carry-over: the translations of `removed` go to `added`.
  public struct Match: Sendable, CustomStringConvertible {
    public enum Reason: String, Sendable {
      case sameCallSite = "same call site"
      case similarText = "similar text"
    }

    public var removed: String
    public var added: String
    public var score: Double
    public var reason: Reason

    /// `"OLD" → "NEW"`, as the tools report it.
    public var description: String { "\"\(removed)\" → \"\(added)\"" }
  }

  /// The pairs, in the order of `removed`.
  ///
  /// Each removed key is compared with the added keys that share a word with it (found through
  /// an index of words, common words left out) or a call site, so large tables do not cost a
  /// full cross product.
  public static func matches(removed: [Candidate], added: [Candidate]) -> [Match] {
    guard !removed.isEmpty, !added.isEmpty else { return [] }
    let addedShapes = added.map(Shape.init)
    var byWord: [String: [Int]] = [:]
    var byFile: [String: [Int]] = [:]
    for (index, shape) in addedShapes.enumerated() {
      for word in shape.words { byWord[word, default: []].append(index) }
      if let file = added[index].file, added[index].line != nil {
        byFile[file, default: []].append(index)
      }
    }
    var proposals: [(removed: Int, added: Int, score: Double, reason: Match.Reason)] = []
    for (removedIndex, candidate) in removed.enumerated() {
      let shape = Shape(candidate)
      var seen = Set<Int>()
      var scored: [(added: Int, score: Double, reason: Match.Reason)] = []
      let sameFile = candidate.file.flatMap { byFile[$0] } ?? []
      for addedIndex in sameFile where seen.insert(addedIndex).inserted {
        guard let line = candidate.line, let other = added[addedIndex].line,
          abs(line - other) <= nearbyLines, shape.arguments == addedShapes[addedIndex].arguments
        else { continue }
        scored.append(
          (addedIndex, 1 + shape.similarity(to: addedShapes[addedIndex]), .sameCallSite))
      }
      for word in shape.words {
        // A word most added keys share ("the", "%@" left out already) finds no pair by itself,
        // and following it would make the comparison quadratic.
        guard let postings = byWord[word], postings.count <= commonWordLimit else { continue }
        for addedIndex in postings where seen.insert(addedIndex).inserted {
          let other = addedShapes[addedIndex]
          guard shape.arguments == other.arguments else { continue }
          scored.append((addedIndex, shape.similarity(to: other), .similarText))
        }
      }
      scored.sort { $0.score > $1.score }
      guard let best = scored.first, best.reason == .sameCallSite || best.score >= threshold
      else { continue }
      if scored.count > 1, scored[1].score > best.score - margin { continue }
      proposals.append((removedIndex, best.added, best.score, best.reason))
    }
    // Best first, each added key taken once.
    proposals.sort { ($0.score, -$0.removed) > ($1.score, -$1.removed) }
    var taken = Set<Int>()
    var chosen: [(removed: Int, match: Match)] = []
    for proposal in proposals where taken.insert(proposal.added).inserted {
      chosen.append(
        (
          proposal.removed,
          Match(
            removed: removed[proposal.removed].key, added: added[proposal.added].key,
            score: min(proposal.score, 1), reason: proposal.reason)
        ))
    }
    return chosen.sorted { $0.removed < $1.removed }.map(\.match)
  }

  /// What the comparison looks at in a text: its words and its format arguments.
  struct Shape {
    var words: Set<String>
    var arguments: [String]

    init(_ candidate: Candidate) {
      arguments = FormatArgument.arguments(in: candidate.text).map(\.description).sorted()
      var text = candidate.text
      for specifier in FormatSpecifier.scan(candidate.text).reversed() {
        text.replaceSubrange(specifier.range, with: " ")
      }
      var words = Set<String>()
      var word = ""
      for character in text.lowercased() {
        if character.isLetter || character.isNumber {
          word.append(character)
        } else if !word.isEmpty {
          words.insert(word)
          word = ""
        }
      }
      if !word.isEmpty { words.insert(word) }
      self.words = words
    }

    /// The Dice coefficient of the two sets of words.
    func similarity(to other: Shape) -> Double {
      let total = words.count + other.words.count
      guard total > 0 else { return 0 }
      return Double(2 * words.intersection(other.words).count) / Double(total)
    }
  }
}
