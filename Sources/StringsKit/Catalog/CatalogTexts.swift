/// The texts of a ``CatalogLanguageEntry`` in order, each made into a ``CatalogText`` when read.
///
/// A catalog has a text per key, language and variation case, and they were the largest part of
/// its tables. Nearly every entry holds exactly one, its plain text, so texts are kept compact:
/// a plain text alone inline, without its empty path, rather than in an array of one; every
/// text without the path of its position (the entry's file), and with its state as a code. An
/// entry with a text that does not fit that form (a state other than Xcode's four, a position
/// in another file or past `Int32`) keeps its texts as given.
public struct CatalogTexts: RandomAccessCollection, Sendable {
  let storage: Storage
  /// The file of every compact text's position.
  let file: String

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage.count }

  public subscript(position: Int) -> CatalogText { storage.text(position, file: file) }
}

extension CatalogTexts {
  /// How an entry keeps its texts.
  enum Storage: Sendable {
    /// One text, at the path `""`.
    case plain(Plain)
    /// Empty when the entry has no text.
    case many([Compact])
    case exact([CatalogText])

    static var none: Storage { .many([]) }

    var count: Int {
      switch self {
      case .plain: 1
      case .many(let texts): texts.count
      case .exact(let texts): texts.count
      }
    }

    /// `texts` kept compact when every one fits, as given otherwise.
    init(_ texts: [CatalogText], file: String) {
      self = .none
      for text in texts { append(text, file: file) }
    }

    func text(_ index: Int, file: String) -> CatalogText {
      switch self {
      case .plain(let text):
        precondition(index == 0, "Index out of range")
        return text.text(path: "", file: file)
      case .many(let texts): return texts[index].text(file: file)
      case .exact(let texts): return texts[index]
      }
    }

    /// The value of the text at `index`, read without making the whole text.
    func value(_ index: Int) -> String {
      switch self {
      case .plain(let text):
        precondition(index == 0, "Index out of range")
        return text.value
      case .many(let texts): return texts[index].plain.value
      case .exact(let texts): return texts[index].value
      }
    }

    /// The path of the text at `index`, read without making the whole text.
    func path(_ index: Int) -> String {
      switch self {
      case .plain: ""
      case .many(let texts): texts[index].path
      case .exact(let texts): texts[index].path
      }
    }

    /// The state of the text at `index`, read without making the whole text.
    func state(_ index: Int) -> String? {
      switch self {
      case .plain(let text): text.state.string
      case .many(let texts): texts[index].plain.state.string
      case .exact(let texts): texts[index].state
      }
    }

    /// Where the source text the text at `index` is compared with is in the source entry's
    /// texts (`-1` for none), as ``setReferenceIndices(file:_:)`` set it; `nil` when not set.
    func referenceIndex(_ index: Int) -> Int? {
      let stored: Int32 =
        switch self {
        case .plain(let text): text.referenceIndex
        case .many(let texts): texts[index].plain.referenceIndex
        case .exact: Plain.unknownReference
        }
      return stored == Plain.unknownReference ? nil : Int(stored)
    }

    /// Appends `text`, compact when it and every text before it fit.
    mutating func append(_ text: CatalogText, file: String) {
      if case .exact(var texts) = self {
        self = .none
        texts.append(text)
        self = .exact(texts)
      } else if let compact = Compact(text, file: file) {
        append(compact, file: file)
      } else {
        self = .exact((0..<count).map { self.text($0, file: file) } + [text])
      }
    }

    /// The texts as given, when they are compact and `file` is about to change.
    mutating func keepPositions(file: String) {
      if case .exact = self { return }
      if count > 0 { self = .exact((0..<count).map { text($0, file: file) }) }
    }

    mutating func append(_ text: Compact, file: String) {
      switch self {
      case .plain(let first): self = .many([Compact(path: "", plain: first), text])
      case .many(var texts):
        if texts.isEmpty && text.path.isEmpty {
          self = .plain(text.plain)
          return
        }
        self = .none
        texts.append(text)
        self = .many(texts)
      case .exact(var texts):
        self = .none
        texts.append(text.text(file: file))
        self = .exact(texts)
      }
    }

    /// Records, for each compact text, where its source text is: `reference(text)`, `nil` for
    /// none.
    mutating func setReferenceIndices(file: String, _ reference: (CatalogText) -> Int?) {
      func index(_ text: Compact) -> Int32 {
        reference(text.text(file: file)).flatMap { Int32(exactly: $0) } ?? -1
      }
      switch self {
      case .plain(var text):
        text.referenceIndex = index(Compact(path: "", plain: text))
        self = .plain(text)
      case .many(var texts):
        self = .none
        for offset in texts.indices { texts[offset].plain.referenceIndex = index(texts[offset]) }
        self = .many(texts)
      case .exact: break
      }
    }
  }

  /// A text without its path or file, its line and column in 32 bits, its state as a code.
  struct Plain: Sendable {
    static let unknownReference: Int32 = -2

    var value: String
    var line: Int32
    var column: Int32
    /// See ``Storage/referenceIndex(_:)``: `unknownReference` until set. Held in what would
    /// otherwise be padding.
    var referenceIndex: Int32 = unknownReference
    var state: State
    var isImplicit: Bool

    func text(path: String, file: String) -> CatalogText {
      CatalogText(
        path: path, value: value,
        position: SourcePosition(path: file, line: Int(line), column: Int(column)),
        state: state.string, isImplicit: isImplicit)
    }
  }

  /// A text without its file: its path and the rest.
  struct Compact: Sendable {
    var path: String
    var plain: Plain

    init(path: String, plain: Plain) {
      self.path = path
      self.plain = plain
    }

    init(
      path: String, value: String, location: CatalogLocation, state: State,
      isImplicit: Bool = false
    ) {
      // As ``Catalog/position(_:)``: an unknown location is the file's start.
      let known = location != .unknown
      self.path = path
      plain = Plain(
        value: value, line: known ? location.line : 1, column: known ? location.column : 1,
        state: state, isImplicit: isImplicit)
    }

    /// `nil` when `text` does not fit.
    init?(_ text: CatalogText, file: String) {
      guard let state = State(text.state), let line = Int32(exactly: text.position.line),
        let column = Int32(exactly: text.position.column),
        text.position.path.isLiterallyEqual(to: file)
      else { return nil }
      path = text.path
      plain = Plain(
        value: text.value, line: line, column: column, state: state,
        isImplicit: text.isImplicit)
    }

    func text(file: String) -> CatalogText { plain.text(path: path, file: file) }
  }

  /// A text's state: none, or one of the four Xcode writes.
  enum State: UInt8, Sendable {
    case absent, new, translated, needsReview, stale

    /// `nil` for any other state; states compare by their bytes.
    init?(_ string: String?) {
      guard let string else {
        self = .absent
        return
      }
      if string.isLiterallyEqual(to: "translated") {
        self = .translated
      } else if string.isLiterallyEqual(to: "new") {
        self = .new
      } else if string.isLiterallyEqual(to: "needs_review") {
        self = .needsReview
      } else if string.isLiterallyEqual(to: "stale") {
        self = .stale
      } else {
        return nil
      }
    }

    var string: String? {
      switch self {
      case .absent: nil
      case .new: "new"
      case .translated: "translated"
      case .needsReview: "needs_review"
      case .stale: "stale"
      }
    }
  }
}
